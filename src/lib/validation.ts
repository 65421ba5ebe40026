import * as yup from 'yup';
import { meetsAllPasswordRules } from './password-rules';

// Yup fields shared by the forms. Messages are i18n keys of the common namespace;
// the forms translate them when they show them.
export const MIN_AGE_YEARS = 13;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;

export const emailField = () =>
  yup
    .string()
    .trim()
    .required('validation.emailRequired')
    .email('validation.emailInvalid')
    .max(254, 'validation.emailInvalid');

export const loginPasswordField = () => yup.string().required('validation.passwordRequired');

export const newPasswordField = () =>
  yup
    .string()
    .required('validation.passwordRequired')
    .max(128, 'validation.passwordWeak')
    .test('password-rules', 'validation.passwordWeak', (value) => meetsAllPasswordRules(value ?? ''));

export const confirmPasswordField = (passwordField: string) =>
  yup
    .string()
    .required('validation.confirmPasswordRequired')
    .oneOf([yup.ref(passwordField)], 'validation.passwordsDontMatch');

export const nameField = () =>
  yup
    .string()
    .trim()
    .required('validation.nameRequired')
    .min(2, 'validation.nameTooShort')
    .max(100, 'validation.nameTooLong');

/** A real calendar date (yyyy-mm-dd), not in the future, of someone at least 13. */
export function isValidBirthdate(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  if (year < 1900) return false;
  const latestAllowed = new Date(
    Date.UTC(today.getFullYear() - MIN_AGE_YEARS, today.getMonth(), today.getDate()),
  );
  return date <= latestAllowed;
}

export const birthdateField = () =>
  yup
    .string()
    .required('validation.birthdateRequired')
    .test('birthdate', 'validation.birthdateInvalid', (value) => isValidBirthdate(value ?? ''));

export const phoneField = () =>
  yup.string().trim().required('validation.phoneRequired').matches(PHONE_PATTERN, 'validation.phoneInvalid');
