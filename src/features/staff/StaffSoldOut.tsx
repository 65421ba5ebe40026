import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type SoldOutKind, useListProductsQuery } from '../../api';
import { useSetSoldOutMutation } from '../../api/staff';
import { Alert } from '../../components/Alert';

interface Item {
  kind: SoldOutKind;
  itemId: string;
  name: string;
  soldOut: boolean;
}

/**
 * Sold out for today: a switch per product and per extra option of the place (an extra is marked for
 * every product offering it), reading "Sold out" or "Available". Customers' menus follow at once; the
 * marks end with the day.
 */
export function StaffSoldOut() {
  const { t } = useTranslation('staff');
  const { providerId = '' } = useParams();
  const { data, isLoading, isError } = useListProductsQuery({ providerId });
  if (isLoading) return <p role="status">{t('soldOut.loading')}</p>;
  if (isError || !data) return <Alert tone="error">{t('soldOut.error')}</Alert>;

  const products: Item[] = data.data.map((product) => ({
    kind: 'product',
    itemId: product.productId,
    name: product.name,
    soldOut: !product.available,
  }));
  const extras = new Map<string, Item>();
  for (const product of data.data) {
    for (const option of product.extraGroups.flatMap((group) => group.options)) {
      if (!extras.has(option.optionId)) {
        extras.set(option.optionId, {
          kind: 'extra',
          itemId: option.optionId,
          name: option.name,
          soldOut: option.available === false,
        });
      }
    }
  }

  return (
    <section className="staff-sold-out stack" aria-labelledby="staff-sold-out-title">
      <h2 id="staff-sold-out-title">{t('soldOut.title')}</h2>
      <p className="muted">{t('soldOut.intro')}</p>
      <ItemList providerId={providerId} items={products} />
      {extras.size > 0 && (
        <>
          <h3>{t('soldOut.extras')}</h3>
          <ItemList providerId={providerId} items={[...extras.values()]} />
        </>
      )}
    </section>
  );
}

function ItemList({ providerId, items }: { providerId: string; items: Item[] }) {
  const { t } = useTranslation('staff');
  const [setSoldOut] = useSetSoldOutMutation();
  const [pending, setPending] = useState<string>();
  const [failed, setFailed] = useState(false);

  const toggle = async (item: Item) => {
    setPending(item.itemId);
    setFailed(false);
    try {
      await setSoldOut({
        providerId,
        soldOutChange: { kind: item.kind, itemId: item.itemId, soldOut: !item.soldOut },
      }).unwrap();
    } catch {
      setFailed(true);
    } finally {
      setPending(undefined);
    }
  };

  return (
    <>
      {failed && <Alert tone="error">{t('soldOut.failed')}</Alert>}
      <ul className="staff-sold-out__list">
        {items.map((item) => (
          <li key={item.itemId} className="staff-sold-out__item">
            <span>{item.name}</span>
            {/* A switch ("<name> sold out", on or off) whose face says the state in words, not only in colour. */}
            <button
              type="button"
              role="switch"
              className="staff-switch"
              aria-checked={item.soldOut}
              aria-label={t('soldOut.switchLabel', { name: item.name })}
              disabled={pending === item.itemId}
              onClick={() => void toggle(item)}
            >
              {item.soldOut ? t('soldOut.soldOut') : t('soldOut.available')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
