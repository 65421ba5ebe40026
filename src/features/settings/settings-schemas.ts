import * as yup from 'yup';
import { confirmPasswordField, loginPasswordField, newPasswordField } from '../../lib/validation';

export const changePasswordSchema = yup.object({
  currentPassword: loginPasswordField(),
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField('newPassword'),
});

export const addPasswordSchema = yup.object({
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField('newPassword'),
});
