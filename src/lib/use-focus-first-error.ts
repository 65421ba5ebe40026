import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the form's first field in error (its `aria-invalid` control) each
 * time `refusals` grows, so that a keyboard or screen-reader user lands on what to fix
 * instead of staying on the submit button. Attach the returned ref to the `<form>`; count
 * a refusal each time a submit is refused for invalid fields.
 */
export function useFocusFirstInvalid(refusals: number) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return form;
}

/** useFocusFirstInvalid for a Formik form: every submit that validation refused counts. */
export function useFocusFirstError<Values>(
  formik: Pick<FormikProps<Values>, 'submitCount' | 'isSubmitting' | 'isValidating' | 'errors'>,
) {
  const { submitCount, isSubmitting, isValidating, errors } = formik;
  const refusals = useRef(0);
  const counted = useRef(0);
  const settled = submitCount > counted.current && !isSubmitting && !isValidating;
  if (settled) {
    counted.current = submitCount;
    if (Object.keys(errors).length > 0) refusals.current += 1;
  }
  return useFocusFirstInvalid(refusals.current);
}
