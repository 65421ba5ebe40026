import * as yup from 'yup';
import {
  birthdateField,
  confirmPasswordField,
  emailField,
  loginPasswordField,
  nameField,
  newPasswordField,
  phoneField,
} from '../../lib/validation';

export const changePasswordSchema = yup.object({
  currentPassword: loginPasswordField(),
  newPassword: newPasswordField().notOneOf([yup.ref('currentPassword')], 'validation.samePassword'),
  confirmPassword: confirmPasswordField('newPassword'),
});

export const addPasswordSchema = yup.object({
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField('newPassword'),
});

/** The profile editor: the same rules as sign-up (and the server's). */
export const profileSchema = yup.object({
  name: nameField(),
  phone: phoneField(),
  birthdate: birthdateField(),
});

/** An account with a password confirms an email change with it. */
export const emailChangeSchema = (hasPassword: boolean) =>
  yup.object({
    newEmail: emailField(),
    currentPassword: hasPassword ? loginPasswordField() : yup.string(),
  });
