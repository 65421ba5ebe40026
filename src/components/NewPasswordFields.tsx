import type { FormikProps } from 'formik';
import { useFieldError } from '../lib/use-field-error';
import { PasswordRequirements } from './PasswordRequirements';
import { TextField } from './TextField';

interface NewPasswordFieldsProps<Values> {
  formik: FormikProps<Values>;
  /** The form's field for the new password; its confirmation is always `confirmPassword`. */
  field: keyof Values & string;
  label: string;
  confirmLabel: string;
}

/** A new password with its live requirements, and its confirmation. */
export function NewPasswordFields<Values extends { confirmPassword: string }>({
  formik,
  field,
  label,
  confirmLabel,
}: NewPasswordFieldsProps<Values>) {
  const fieldError = useFieldError(formik);
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        {...formik.getFieldProps(field)}
        error={fieldError(field)}
        hint={<PasswordRequirements password={String(formik.values[field] ?? '')} />}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        {...formik.getFieldProps('confirmPassword')}
        error={fieldError('confirmPassword')}
      />
    </>
  );
}
