import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, apiErrorDetails } from '../../../api';
import { useCreateMenuCategoryMutation, useUpdateMenuCategoryMutation } from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ConflictNotice } from './ConflictNotice';
import type { EditableMenu, MenuCategory } from './menu-model';

/** A new category's name, or a category's new name. */
export function CategoryForm({
  menu,
  category,
  onDone,
}: {
  menu: EditableMenu;
  category?: MenuCategory;
  onDone: () => void;
}) {
  const { t } = useTranslation('manage-menu');
  const [createCategory, creating] = useCreateMenuCategoryMutation();
  const [updateCategory, updating] = useUpdateMenuCategoryMutation();
  const [name, setName] = useState(category?.name ?? '');
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<MenuCategory>();
  const basedOn = useRef(category?.version);

  const save = async () => {
    setFailed(false);
    if (name.trim() === '') return setError(t('errors.nameRequired'));
    setError(undefined);
    const result = category
      ? await updateCategory({
          providerId: menu.providerId,
          categoryId: category.id,
          menuCategoryInput: {
            name: name.trim(),
            translations: category.translations,
            version: basedOn.current,
          },
        })
      : await createCategory({ providerId: menu.providerId, menuCategoryInput: { name: name.trim() } });
    if ('data' in result && result.data) {
      setName('');
      return onDone();
    }
    if (apiErrorCode(result.error) === 'VERSION_CONFLICT')
      return setConflict(apiErrorDetails(result.error).current as MenuCategory);
    setFailed(true);
  };

  return (
    <form
      className="menu-form menu-form--inline"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {conflict && (
        <ConflictNotice
          kind="category"
          current={conflict}
          mine={{ name }}
          currency={menu.currency}
          onReload={() => {
            setName(conflict.name);
            basedOn.current = conflict.version;
            setConflict(undefined);
          }}
          onOverwrite={() => {
            basedOn.current = conflict.version;
            setConflict(undefined);
            void save();
          }}
        />
      )}
      {failed && <Alert tone="error">{t('errors.saveFailed')}</Alert>}
      <TextField
        label={category ? t('category.rename', { name: category.name }) : t('category.newName')}
        name="categoryName"
        value={name}
        maxLength={200}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" loading={creating.isLoading || updating.isLoading}>
        {category ? t('save') : t('category.add')}
      </Button>
    </form>
  );
}
