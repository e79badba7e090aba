/**
 * The back office's personal-data requests (GET/POST /api/staff/privacy…, admin only): the
 * address to look for, and what the site holds about it.
 */
import * as yup from 'yup';
import { email } from './common.ts';

export const PRIVACY_SCHEMA = yup.object({ email: email() });

/** An erasure names the address twice: once to find, once to confirm. */
export const ERASE_SCHEMA = yup.object({
  email: email(),
  confirm: yup
    .string()
    .trim()
    .required('errors.required')
    .test('same', 'errors.eraseConfirm', function same(value) {
      const first = String((this.parent as { email?: unknown }).email ?? '');
      return value.toLowerCase() === first.trim().toLowerCase();
    }),
});

export type PrivacyValues = yup.InferType<typeof PRIVACY_SCHEMA>;
export type EraseValues = yup.InferType<typeof ERASE_SCHEMA>;

/** What the site holds about an address, counted (GET /api/staff/privacy). */
export interface SubjectSummary {
  email: string;
  requests: number;
  files: number;
  mails: number;
  savedSearches: number;
  newsletter: boolean;
  ownerAccount: boolean;
}
