/**
 * The owner portal's forms: login, forgotten password and the new password of a reset link.
 * Shared by the login page and the server (POST /api/owner/*), like the request forms.
 */
import * as yup from 'yup';
import { enabledLanguages } from '../../config/site.ts';
import { email, newPassword, secret, text } from './common.ts';

const lng = yup
  .string()
  .oneOf([...enabledLanguages], 'errors.required')
  .required('errors.required');

export const LOGIN_SCHEMA = yup.object({
  email: email(),
  // No length rule here: a login only compares, and telling "too short" would hint at the policy.
  password: secret().required('errors.loginPasswordRequired'),
  lng,
});

export const FORGOT_SCHEMA = yup.object({ email: email(), lng });

export const RESET_SCHEMA = yup.object({
  token: text(100)
    .required('errors.resetInvalid')
    .matches(/^[A-Za-z0-9_-]{20,100}$/, 'errors.resetInvalid'),
  ...newPassword,
  lng,
});

export type LoginValues = yup.InferType<typeof LOGIN_SCHEMA>;
export type ForgotValues = yup.InferType<typeof FORGOT_SCHEMA>;
export type ResetValues = yup.InferType<typeof RESET_SCHEMA>;
