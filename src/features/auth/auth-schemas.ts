import * as yup from 'yup';
import {
  birthdateField,
  confirmPasswordField,
  emailField,
  nameField,
  newPasswordField,
  phoneField,
} from '../../lib/validation';

export const registerSchema = yup.object({
  name: nameField(),
  email: emailField(),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField('password'),
  birthdate: birthdateField(),
  phone: phoneField(),
  acceptTerms: yup.boolean().oneOf([true], 'validation.termsRequired'),
});

export const completeProfileSchema = yup.object({ birthdate: birthdateField(), phone: phoneField() });

export const requestPasswordRestoreSchema = yup.object({ email: emailField() });

export const restorePasswordSchema = yup.object({
  password: newPasswordField(),
  confirmPassword: confirmPasswordField('password'),
});
