import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { VALIDATION_VALUES } from './validation';

/**
 * Formik's error for a field, translated (schemas hold common-namespace keys), shown
 * once the field was touched or the form submitted.
 */
export function useFieldError<Values>(formik: FormikProps<Values>) {
  const { t } = useTranslation('common');
  return (field: keyof Values & string): string | undefined => {
    const error = formik.errors[field];
    const touched = formik.touched[field] || formik.submitCount > 0;
    if (typeof error !== 'string' || !touched) return undefined;
    // biome-ignore lint/suspicious/noExplicitAny: keys come from the schemas, checked by tests
    return t(error as any, VALIDATION_VALUES as any) as string;
  };
}
