import * as yup from 'yup';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from './email-address';
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
    .matches(EMAIL_PATTERN, { message: 'validation.emailInvalid', excludeEmptyString: true })
    .max(MAX_EMAIL_LENGTH, 'validation.emailInvalid');

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

/** The values the validation messages are built with (`{{age}}`), for `t(message, VALIDATION_VALUES)`. */
export const VALIDATION_VALUES = { age: MIN_AGE_YEARS };

/**
 * What is wrong with a birthdate (the server's rules, server/src/features/users/profile-rules.ts), as
 * a message key, or undefined: a real calendar date (yyyy-mm-dd) from 1900 on, not in the future, of
 * someone at least MIN_AGE_YEARS old.
 */
export function birthdateProblem(value: string, today = new Date()): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'validation.birthdateInvalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'validation.birthdateInvalid';
  if (year < 1900) return 'validation.birthdateInvalid';
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return 'validation.birthdateFuture';
  if (Date.UTC(year + MIN_AGE_YEARS, month - 1, day) > todayUtc) return 'validation.birthdateTooYoung';
  return undefined;
}

export const birthdateField = () =>
  yup
    .string()
    .required('validation.birthdateRequired')
    .test('birthdate', (value, context) => {
      const problem = birthdateProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    });

export const phoneField = () =>
  yup.string().trim().required('validation.phoneRequired').matches(PHONE_PATTERN, 'validation.phoneInvalid');
