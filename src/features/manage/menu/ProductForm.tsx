import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { apiErrorCode, apiErrorDetails, apiErrorFields } from '../../../api';
import { useCreateMenuProductMutation, useUpdateMenuProductMutation } from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { TextField } from '../../../components/TextField';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { ConflictNotice } from './ConflictNotice';
import { ALLERGENS, amountText, type EditableMenu, type MenuProduct, parseAmount } from './menu-model';
import { PhotoField } from './PhotoField';

interface Values {
  name: string;
  description: string;
  composition: string;
  categoryId: string;
  price: string;
  pointsPrice: string;
  loyaltyPoints: string;
  imageUrl: string;
  calories: string;
  proteins: string;
  fats: string;
  carbs: string;
  allergens: string[];
  extraGroupIds: string[];
  maxExtraOptions: string;
  available: boolean;
}

const WHOLE = /^\d{1,7}$/;
const NUMBER = /^\d{1,6}([.,]\d{1,2})?$/;

function valuesOf(product: MenuProduct | undefined, categoryId: string, currency: string): Values {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    composition: product?.composition ?? '',
    categoryId: product?.categoryId ?? categoryId,
    price: product ? amountText(product.price, currency) : '',
    pointsPrice: String(product?.pointsPrice ?? 0),
    loyaltyPoints: String(product?.loyaltyPoints ?? 0),
    imageUrl: product?.imageUrl ?? '',
    calories: String(product?.nutrition.calories ?? 0),
    proteins: String(product?.nutrition.proteins ?? 0),
    fats: String(product?.nutrition.fats ?? 0),
    carbs: String(product?.nutrition.carbs ?? 0),
    allergens: product?.allergens ?? [],
    extraGroupIds: product?.extraGroupIds ?? [],
    maxExtraOptions: String(product?.maxExtraOptions ?? 0),
    available: product?.available ?? true,
  };
}

const toNumber = (text: string) => Number(text.replace(',', '.'));

/** Adds a product to a category, or changes one: every field the customer sees. */
export function ProductForm({
  menu,
  product,
  categoryId,
  onDone,
}: {
  menu: EditableMenu;
  /** The product to change; a new one without it. */
  product?: MenuProduct;
  categoryId: string;
  onDone: (saved: MenuProduct) => void;
}) {
  const { t } = useTranslation('manage-menu');
  const [createProduct] = useCreateMenuProductMutation();
  const [updateProduct] = useUpdateMenuProductMutation();
  const basedOn = useRef(product?.version);
  const [conflict, setConflict] = useState<MenuProduct>();
  const [failed, setFailed] = useState(false);
  const { currency } = menu;

  const schema = Yup.object({
    name: Yup.string().trim().required('errors.nameRequired').max(200, 'errors.tooLong'),
    description: Yup.string().max(2000, 'errors.tooLong'),
    composition: Yup.string().max(2000, 'errors.tooLong'),
    price: Yup.string()
      .required('errors.priceRequired')
      .test('amount', 'errors.price', (value) => parseAmount(value ?? '', currency) !== undefined),
    pointsPrice: Yup.string().matches(WHOLE, 'errors.wholeNumber'),
    loyaltyPoints: Yup.string().matches(WHOLE, 'errors.wholeNumber'),
    maxExtraOptions: Yup.string()
      .matches(WHOLE, 'errors.wholeNumber')
      .test('max', 'errors.maxExtraOptions', (value) => Number(value) <= 50),
    calories: Yup.string().matches(NUMBER, 'errors.number'),
    proteins: Yup.string().matches(NUMBER, 'errors.number'),
    fats: Yup.string().matches(NUMBER, 'errors.number'),
    carbs: Yup.string().matches(NUMBER, 'errors.number'),
  });

  const formik = useFormik<Values>({
    initialValues: valuesOf(product, categoryId, currency),
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailed(false);
      const body = {
        categoryId: values.categoryId,
        name: values.name.trim(),
        description: values.description.trim(),
        composition: values.composition.trim(),
        price: parseAmount(values.price, currency) ?? 0,
        pointsPrice: Number(values.pointsPrice),
        loyaltyPoints: Number(values.loyaltyPoints),
        ...(values.imageUrl && { imageUrl: values.imageUrl }),
        nutrition: {
          calories: toNumber(values.calories),
          proteins: toNumber(values.proteins),
          fats: toNumber(values.fats),
          carbs: toNumber(values.carbs),
        },
        allergens: values.allergens as MenuProduct['allergens'],
        extraGroupIds: values.extraGroupIds,
        maxExtraOptions: Number(values.maxExtraOptions),
        available: values.available,
        ...(product && { translations: product.translations }),
      };
      const result =
        product && basedOn.current !== undefined
          ? await updateProduct({
              providerId: menu.providerId,
              productId: product.id,
              menuProductUpdate: { ...body, version: basedOn.current },
            })
          : await createProduct({ providerId: menu.providerId, menuProductInput: body });
      if ('data' in result && result.data) {
        onDone(result.data.data);
        return;
      }
      const error = result.error;
      if (apiErrorCode(error) === 'VERSION_CONFLICT') {
        setConflict(apiErrorDetails(error).current as MenuProduct);
        return;
      }
      const fields = apiErrorFields(error).map((field) => field.replace(/^\//, '').split(/[./]/)[0] ?? field);
      if (fields.length > 0)
        for (const field of fields) helpers.setFieldError(field in values ? field : 'name', 'errors.refused');
      else setFailed(true);
    },
  });
  const focusRef = useFocusFirstError(formik);
  const error = (field: keyof Values) =>
    formik.touched[field] || formik.submitCount > 0
      ? (formik.errors[field] as string | undefined) && t(formik.errors[field] as 'errors.refused')
      : undefined;
  const text = (field: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      {...formik.getFieldProps(field)}
      name={field}
      value={formik.values[field] as string}
      error={error(field)}
      {...extra}
    />
  );
  const toggle = (field: 'allergens' | 'extraGroupIds', value: string) => {
    const list = formik.values[field];
    void formik.setFieldValue(
      field,
      list.includes(value) ? list.filter((item) => item !== value) : [...list, value],
    );
  };

  return (
    <form ref={focusRef} className="menu-form" onSubmit={formik.handleSubmit} noValidate>
      <h3>{product ? t('product.editTitle', { name: product.name }) : t('product.newTitle')}</h3>
      {conflict && (
        <ConflictNotice
          kind="product"
          current={conflict}
          mine={{ name: formik.values.name, price: formik.values.price }}
          currency={currency}
          onReload={() => {
            formik.resetForm({ values: valuesOf(conflict, categoryId, currency) });
            basedOn.current = conflict.version;
            setConflict(undefined);
          }}
          onOverwrite={() => {
            basedOn.current = conflict.version;
            setConflict(undefined);
            void formik.submitForm();
          }}
        />
      )}
      {failed && <Alert tone="error">{t('errors.saveFailed')}</Alert>}
      {text('name', t('product.name'), { maxLength: 200, required: true })}
      <div className="field">
        <label className="field__label" htmlFor="menu-product-category">
          {t('product.category')}
        </label>
        <select id="menu-product-category" className="field__input" {...formik.getFieldProps('categoryId')}>
          {menu.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {text('description', t('product.description'), { maxLength: 2000 })}
      {text('composition', t('product.composition'), { maxLength: 2000 })}
      <div className="menu-form__row">
        {text('price', t('product.price', { currency }), { inputMode: 'decimal', required: true })}
        {text('pointsPrice', t('product.pointsPrice'), {
          inputMode: 'numeric',
          hint: t('product.pointsPriceHint'),
        })}
        {text('loyaltyPoints', t('product.loyaltyPoints'), { inputMode: 'numeric' })}
      </div>
      <PhotoField
        providerId={menu.providerId}
        value={formik.values.imageUrl}
        onChange={(url) => void formik.setFieldValue('imageUrl', url)}
      />
      <fieldset className="menu-form__group">
        <legend>{t('product.nutrition')}</legend>
        <div className="menu-form__row">
          {text('calories', t('product.calories'), { inputMode: 'decimal' })}
          {text('proteins', t('product.proteins'), { inputMode: 'decimal' })}
          {text('fats', t('product.fats'), { inputMode: 'decimal' })}
          {text('carbs', t('product.carbs'), { inputMode: 'decimal' })}
        </div>
      </fieldset>
      <fieldset className="menu-form__group menu-form__checks">
        <legend>{t('product.allergens')}</legend>
        {ALLERGENS.map((allergen) => (
          <CheckboxField
            key={allergen}
            name="allergens"
            label={t(`allergens.${allergen}`)}
            checked={formik.values.allergens.includes(allergen)}
            onChange={() => toggle('allergens', allergen)}
          />
        ))}
      </fieldset>
      <fieldset className="menu-form__group menu-form__checks">
        <legend>{t('product.extraGroups')}</legend>
        {menu.extraGroups.length === 0 && <p>{t('product.noExtraGroups')}</p>}
        {menu.extraGroups.map((group) => (
          <CheckboxField
            key={group.id}
            name="extraGroupIds"
            label={group.name}
            checked={formik.values.extraGroupIds.includes(group.id)}
            onChange={() => toggle('extraGroupIds', group.id)}
          />
        ))}
        {text('maxExtraOptions', t('product.maxExtraOptions'), { inputMode: 'numeric' })}
      </fieldset>
      <CheckboxField
        name="available"
        label={t('product.available')}
        description={t('product.availableHint')}
        checked={formik.values.available}
        onChange={(event) => void formik.setFieldValue('available', event.target.checked)}
      />
      <div className="menu-form__actions">
        <Button type="submit" loading={formik.isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
