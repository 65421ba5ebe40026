import type { Order } from '../api';
import { type StarredProduct, useFavourites, useFavouriteToggle } from '../hooks/use-favourites';
import './favourite-toggle.css';

interface Texts {
  /** The button's name, the same whether pressed or not (e.g. "Favourite: Flat White"). */
  label: string;
  /** Said when a star or unstar could not be saved (it was undone). */
  errorText: string;
}

interface StarProps {
  /** Undefined until the customer's favourites are known: the star waits for them. */
  pressed: boolean | undefined;
  label: string;
  onToggle: () => void;
}

function Star({ pressed, label, onToggle }: StarProps) {
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-pressed={pressed ?? false}
      disabled={pressed === undefined}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
      </svg>
    </button>
  );
}

const Failed = ({ text }: { text: string }) => (
  <span className="favourite-toggle__error" role="alert">
    {text}
  </span>
);

/** A toggle button that stars a product of the menu (aria-pressed), saved at once and undone on failure. */
export function FavouriteProductToggle({ product, label, errorText }: { product: StarredProduct } & Texts) {
  const { favourites, isStarredProduct } = useFavourites(product.providerId);
  const starred = favourites && isStarredProduct(product.productId);
  const toggle = useFavouriteToggle();
  return (
    <>
      <Star
        pressed={starred}
        label={label}
        onToggle={() => void toggle.toggleProduct(product, starred === true)}
      />
      {toggle.failed && <Failed text={errorText} />}
    </>
  );
}

/** The same for one of the customer's orders. */
export function FavouriteOrderToggle({ order, label, errorText }: { order: Order } & Texts) {
  const { favourites, isStarredOrder } = useFavourites(order.providerId);
  const starred = favourites && isStarredOrder(order.orderId);
  const toggle = useFavouriteToggle();
  return (
    <>
      <Star
        pressed={starred}
        label={label}
        onToggle={() => void toggle.toggleOrder(order, starred === true)}
      />
      {toggle.failed && <Failed text={errorText} />}
    </>
  );
}
