import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { type Product, useGetProductQuery } from '../../api';
import { isBadIdError } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { FavouriteProductToggle } from '../../components/FavouriteToggle';
import { Layout } from '../../components/Layout';
import { LoadingState } from '../../components/LoadingState';
import { ProductPhoto } from '../../components/ProductPhoto';
import { QuantityStepper } from '../../components/QuantityStepper';
import { paths } from '../../config/paths';
import { useStickyBottomClearance } from '../../hooks/use-sticky-bottom-clearance';
import { useFormatMoney } from '../../lib/format-money';
import { estimatePrice } from '../../lib/pricing';
import { ExtrasPicker } from './ExtrasPicker';
import { asPriceLine, chosenOptionNames, initialSelection, mergedAllergens } from './extras';
import { ProductFacts } from './ProductFacts';
import { isProviderId } from './provider-code';
import { useAddToBasket } from './use-add-to-basket';
import '../../components/badges-and-skeletons.css';
import './products.css';

function CustomizeForm({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const formatMoney = useFormatMoney();
  // What the café serves by default (whole milk in a cappuccino), priced and listed like any choice.
  const [selected, setSelected] = useState<string[]>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const basket = useAddToBasket(() => setAdded(true));
  const addBar = useRef<HTMLDivElement>(null);
  useStickyBottomClearance(addBar);
  // The unit price goes into the basket; the total is what this add costs.
  const price = estimatePrice([asPriceLine(product, selected, 1)]);
  const total = estimatePrice([asPriceLine(product, selected, quantity)]);

  return (
    <div className="stack customize">
      <ProductPhoto className="customize__image" src={product.imageUrl} />
      <div className="customize__intro">
        <p>{product.description}</p>
        <FavouriteProductToggle
          product={product}
          label={t('favourites.product', { name: product.name })}
          errorText={t('favourites.saveError')}
        />
      </div>
      {!product.available && <Alert tone="error">{t('customize.unavailable')}</Alert>}
      <ProductFacts product={product} allergens={mergedAllergens(product, selected)} />
      <ExtrasPicker
        product={product}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          setAdded(false);
        }}
      />
      <div className="card add-bar" ref={addBar}>
        {/* In the sticky bar, where the customer just tapped, not below it off-screen. */}
        {added && (
          <div className="add-bar__message">
            <Alert tone="success">
              {t('customize.added')} <Link to={paths.basket.getHref()}>{t('customize.viewBasket')}</Link>
            </Alert>
          </div>
        )}
        <QuantityStepper
          value={quantity}
          onChange={(next) => {
            setQuantity(next);
            setAdded(false);
          }}
          label={t('customize.quantity')}
          decreaseLabel={t('customize.decrease')}
          increaseLabel={t('customize.increase')}
        />
        <output className="add-bar__total" aria-live="polite" aria-label={t('customize.total')}>
          {formatMoney(total, product.currency)}
        </output>
        <Button
          fullWidth
          disabled={!product.available}
          onClick={() =>
            basket.add({
              productId: product.productId,
              providerId: product.providerId,
              price,
              quantity,
              selectedExtraOptions: selected,
              // Kept in the line so that the basket names it offline too.
              name: product.name,
              ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
              extraNames: chosenOptionNames(product, selected),
            })
          }
        >
          {t('customize.addToBasket')}
        </Button>
      </div>
      <Dialog
        open={basket.asksToClear}
        title={t('customize.otherProviderTitle')}
        confirmLabel={t('customize.clearAndAdd')}
        cancelLabel={t('cancel')}
        onConfirm={basket.confirm}
        onCancel={basket.cancel}
        destructive
      >
        <p>{t('customize.otherProvider')}</p>
      </Dialog>
    </div>
  );
}

export default function CustomizeProductScreen() {
  const { t } = useTranslation('catalog');
  const { providerId = '', productId = '' } = useParams();
  const validIds = isProviderId(providerId) && isProviderId(productId);
  const { data, error, isError, refetch } = useGetProductQuery(
    { providerId, productId },
    { skip: !validIds },
  );
  const product = data?.data;

  const content = () => {
    if (!validIds || isBadIdError(error)) {
      return (
        <div className="state" role="alert">
          <p>{t('customize.notFound')}</p>
          <Link className="btn btn--secondary" to={paths.selectRestaurant.getHref()}>
            {t('products.chooseRestaurant')}
          </Link>
        </div>
      );
    }
    if (isError) return <ErrorState message={t('customize.loadError')} onRetry={() => void refetch()} />;
    if (!product) return <LoadingState label={t('customize.loading')} />;
    // Keyed so another product starts with a fresh selection.
    return <CustomizeForm key={product.productId} product={product} />;
  };

  return (
    <Layout title={product?.name} showBack>
      {content()}
    </Layout>
  );
}
