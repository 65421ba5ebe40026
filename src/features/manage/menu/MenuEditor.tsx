import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDuplicateMenuProductMutation,
  useGetEditableMenuQuery,
  useReorderMenuCategoriesMutation,
  useReorderMenuProductsMutation,
  useRetireMenuCategoryMutation,
  useRetireMenuExtraGroupMutation,
  useRetireMenuProductMutation,
} from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { LoadingState } from '../../../components/LoadingState';
import { useFormatMoney } from '../../../lib/format-money';
import { CategoryForm } from './CategoryForm';
import { CustomerPreview } from './CustomerPreview';
import { ExtraGroupForm } from './ExtraGroupForm';
import { type MenuCategory, type MenuExtraGroup, type MenuProduct, productsOf } from './menu-model';
import { ProductForm } from './ProductForm';
import { ReorderableList } from './ReorderableList';
import { TranslationsPanel } from './TranslationsPanel';
import './menu-editor.css';

type View = 'menu' | 'extras' | 'translations' | 'preview';
type Editing =
  | { kind: 'product'; product?: MenuProduct; categoryId: string }
  | { kind: 'category'; category: MenuCategory }
  | { kind: 'extraGroup'; group?: MenuExtraGroup };
type Retiring =
  | { kind: 'product'; item: MenuProduct }
  | { kind: 'category'; item: MenuCategory }
  | { kind: 'extraGroup'; item: MenuExtraGroup };

/** The menu editor of one place: categories and products, extra groups, translations and a preview. */
export function MenuEditor({ providerId }: { providerId: string }) {
  const { t } = useTranslation('manage-menu');
  const money = useFormatMoney();
  const menu = useGetEditableMenuQuery({ providerId });
  const [view, setView] = useState<View>('menu');
  const [editing, setEditing] = useState<Editing>();
  const [retiring, setRetiring] = useState<Retiring>();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string>();
  const [reorderCategories] = useReorderMenuCategoriesMutation();
  const [reorderProducts] = useReorderMenuProductsMutation();
  const [duplicate] = useDuplicateMenuProductMutation();
  const [retireProduct, retiringProduct] = useRetireMenuProductMutation();
  const [retireCategory, retiringCategory] = useRetireMenuCategoryMutation();
  const [retireGroup, retiringGroup] = useRetireMenuExtraGroupMutation();

  if (menu.isLoading) return <LoadingState label={t('loading')} />;
  if (!menu.data)
    return (
      <Alert tone="error">
        {t('errors.loadFailed')}{' '}
        <Button variant="link" onClick={() => void menu.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const data = menu.data.data;

  const done = (message: string) => {
    setEditing(undefined);
    setAnnouncement(message);
  };
  const outcome = (result: { error?: unknown }, message: string) => {
    if (result.error) setFailure(t('errors.saveFailed'));
    else {
      setFailure(undefined);
      if (message) setAnnouncement(message);
    }
  };

  const confirmRetire = async () => {
    if (!retiring) return;
    const { item } = retiring;
    const version = { menuRetire: { version: item.version } };
    const result =
      retiring.kind === 'product'
        ? await retireProduct({ providerId, productId: item.id, ...version })
        : retiring.kind === 'category'
          ? await retireCategory({ providerId, categoryId: item.id, ...version })
          : await retireGroup({ providerId, groupId: item.id, ...version });
    setRetiring(undefined);
    outcome(result, t('retire.done', { name: item.name }));
    if (result.error && retiring.kind === 'category') setFailure(t('retire.categoryNotEmpty'));
  };

  const tabs: View[] = ['menu', 'extras', 'translations', 'preview'];
  return (
    <div className="menu-editor">
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      <nav aria-label={t('views')} className="menu-editor__views">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            className={`btn ${view === tab ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={view === tab}
            onClick={() => {
              setView(tab);
              setEditing(undefined);
            }}
          >
            {tab === 'translations'
              ? t('view.translations', {
                  count: Object.values(data.missingTranslations).reduce((sum, list) => sum + list.length, 0),
                })
              : t(`view.${tab}`)}
          </button>
        ))}
      </nav>
      {failure && <Alert tone="error">{failure}</Alert>}

      {editing?.kind === 'product' && (
        <ProductForm
          key={editing.product?.id ?? 'new'}
          menu={data}
          product={editing.product}
          categoryId={editing.categoryId}
          onDone={(saved) => done(t('product.saved', { name: saved.name }))}
        />
      )}
      {editing?.kind === 'extraGroup' && (
        <ExtraGroupForm
          key={editing.group?.id ?? 'new'}
          menu={data}
          group={editing.group}
          onDone={() => done(t('extras.saved'))}
        />
      )}
      {editing && (
        <Button variant="link" onClick={() => setEditing(undefined)}>
          {t('cancel')}
        </Button>
      )}

      {!editing && view === 'menu' && (
        <section aria-labelledby="menu-editor-categories">
          <h3 id="menu-editor-categories">{t('category.title')}</h3>
          {data.categories.length === 0 && <p>{t('category.empty')}</p>}
          <ReorderableList
            items={data.categories}
            label={t('category.title')}
            nameOf={(category) => category.name}
            announce={setAnnouncement}
            onReorder={(ids) =>
              void reorderCategories({ providerId, menuOrder: { ids } }).then((r) => outcome(r, ''))
            }
          >
            {(category) => (
              <div className="menu-category">
                <h4>{category.name}</h4>
                <div className="menu-category__actions">
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'product', categoryId: category.id })}
                  >
                    {t('product.add', { category: category.name })}
                  </Button>
                  <Button variant="link" onClick={() => setEditing({ kind: 'category', category })}>
                    {t('category.renameButton', { name: category.name })}
                  </Button>
                  <Button variant="link" onClick={() => setRetiring({ kind: 'category', item: category })}>
                    {t('retire.button', { name: category.name })}
                  </Button>
                </div>
                <ReorderableList
                  items={productsOf(data, category)}
                  label={t('product.listOf', { category: category.name })}
                  nameOf={(product) => product.name}
                  announce={setAnnouncement}
                  onReorder={(ids) =>
                    void reorderProducts({ providerId, categoryId: category.id, menuOrder: { ids } }).then(
                      (r) => outcome(r, ''),
                    )
                  }
                >
                  {(product) => (
                    <div className="menu-product">
                      {product.imageUrl && <img src={`${product.imageUrl}`} alt="" width={48} height={48} />}
                      <span className="menu-product__name">{product.name}</span>
                      <span>{money(product.price, data.currency)}</span>
                      {!product.available && <span className="badge">{t('product.hidden')}</span>}
                      {product.soldOut && <span className="badge">{t('product.soldOut')}</span>}
                      <Button
                        variant="link"
                        onClick={() => setEditing({ kind: 'product', product, categoryId: category.id })}
                      >
                        {t('product.edit', { name: product.name })}
                      </Button>
                      <Button
                        variant="link"
                        onClick={() =>
                          void duplicate({ providerId, productId: product.id }).then((r) =>
                            outcome(r, t('product.duplicated', { name: product.name })),
                          )
                        }
                      >
                        {t('product.duplicate', { name: product.name })}
                      </Button>
                      <Button variant="link" onClick={() => setRetiring({ kind: 'product', item: product })}>
                        {t('retire.button', { name: product.name })}
                      </Button>
                    </div>
                  )}
                </ReorderableList>
              </div>
            )}
          </ReorderableList>
          <CategoryForm menu={data} onDone={() => setAnnouncement(t('category.saved'))} />
        </section>
      )}
      {editing?.kind === 'category' && (
        <CategoryForm menu={data} category={editing.category} onDone={() => done(t('category.saved'))} />
      )}

      {!editing && view === 'extras' && (
        <section aria-labelledby="menu-editor-extras">
          <h3 id="menu-editor-extras">{t('extras.title')}</h3>
          {data.extraGroups.length === 0 && <p>{t('extras.empty')}</p>}
          <ul className="menu-list">
            {data.extraGroups.map((group) => (
              <li key={group.id} className="menu-list__item">
                <div className="menu-list__body">
                  <h4>{group.name}</h4>
                  <p>
                    {group.options
                      .map((option) => `${option.name} (${money(option.price, data.currency)})`)
                      .join(', ')}
                  </p>
                  <Button variant="link" onClick={() => setEditing({ kind: 'extraGroup', group })}>
                    {t('extras.edit', { name: group.name })}
                  </Button>
                  <Button variant="link" onClick={() => setRetiring({ kind: 'extraGroup', item: group })}>
                    {t('retire.button', { name: group.name })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'extraGroup' })}>
            {t('extras.add')}
          </Button>
        </section>
      )}

      {!editing && view === 'translations' && <TranslationsPanel menu={data} />}
      {!editing && view === 'preview' && <CustomerPreview providerId={providerId} />}

      <Dialog
        open={retiring !== undefined}
        title={t('retire.title', { name: retiring?.item.name ?? '' })}
        confirmLabel={t('retire.confirm')}
        cancelLabel={t('cancel')}
        destructive
        confirmLoading={retiringProduct.isLoading || retiringCategory.isLoading || retiringGroup.isLoading}
        onConfirm={() => void confirmRetire()}
        onCancel={() => setRetiring(undefined)}
      >
        <p>{retiring && t(`retire.explain.${retiring.kind}`)}</p>
      </Dialog>
    </div>
  );
}
