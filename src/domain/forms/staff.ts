/**
 * The back office's forms and answers (server/routes/staff.ts, src/features/office): shared by
 * the server that checks and builds them and the pages that send and read them, so the two
 * cannot drift apart. Messages are keys of the `forms` namespace (`errors.*`), as elsewhere.
 *
 * Staff passwords guard every visitor's personal data, so they ask for more than a visitor's:
 * at least 12 characters (OWASP ASVS 2.1.1), no composition rules, checked with a second factor.
 */
import * as yup from 'yup';
import { email, secret, text } from './common.ts';

/** The languages a staff member may work in: every catalogue, German too (the site may leave it off). */
export const STAFF_LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
export type StaffLng = (typeof STAFF_LANGUAGES)[number];

export const STAFF_ROLES = ['admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PASSWORD_MIN = 12;

const staffLng = yup
  .string()
  .oneOf([...STAFF_LANGUAGES], 'errors.invalidValue')
  .required('errors.required');

export const STAFF_LOGIN_SCHEMA = yup.object({
  email: email(),
  // No length rule: a login only compares, and "too short" would hint at the policy.
  password: secret().required('errors.loginPasswordRequired'),
});

/** A code from the authenticator app (6 digits) or one of the recovery codes (xxxx-xxxx-xxxx). */
export const STAFF_CODE_SCHEMA = yup.object({
  code: text(40)
    .required('errors.codeRequired')
    .transform((value: string) => value.replace(/\s+/g, ''))
    .matches(/^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4}-?[a-z0-9]{4})$/i, 'errors.codeInvalid'),
});

/** The password chosen from a one-time link (staff:add, an invitation, a reset by an admin). */
export const STAFF_PASSWORD_SCHEMA = yup.object({
  token: text(100)
    .required('errors.resetInvalid')
    .matches(/^[A-Za-z0-9_-]{20,100}$/, 'errors.resetInvalid'),
  password: secret().required('errors.passwordRequired').min(STAFF_PASSWORD_MIN, 'errors.staffPasswordTooShort'),
  passwordConfirm: secret()
    .required('errors.passwordsDiffer')
    .oneOf([yup.ref('password')], 'errors.passwordsDiffer'),
});

export const STAFF_INVITE_SCHEMA = yup.object({
  email: email(),
  name: text(80).required('errors.nameRequired'),
  role: yup
    .string()
    .oneOf([...STAFF_ROLES], 'errors.invalidValue')
    .required('errors.required'),
  lng: staffLng,
});

export const STAFF_LNG_SCHEMA = yup.object({ lng: staffLng });

/** POST /api/staff/members/:id/active. */
export const STAFF_ACTIVE_SCHEMA = yup.object({
  active: yup.boolean().typeError('errors.invalidValue').required('errors.required'),
});

/**
 * What the audit log records (AuditEntry.action). `login.password`: the password was right and the
 * code is asked; `login.ok`: the code too, the session is full (at the first sign-in `mfa.setup`
 * says it); `code.blocked`: the fifth wrong code ended the session; `staff.add` and `staff.link`:
 * a member and a link made on the command line (npm run staff:add), whose actor is null.
 */
export const AUDIT_ACTIONS = [
  'login.password',
  'login.failed',
  'login.ok',
  'code.wrong',
  'code.blocked',
  'mfa.setup',
  'recovery.used',
  'password.set',
  'staff.add',
  'staff.link',
  'staff.invite',
  'staff.activate',
  'staff.deactivate',
  'staff.lng',
  'staff.mfaReset',
  'logout',
  'leads.export',
  'lead.state',
  'lead.file',
  'lead.crmResend',
  'mail.resend',
  'privacy.search',
  'privacy.export',
  'privacy.erase',
  'owner.create',
  'owner.invite',
  'owner.activate',
  'owner.deactivate',
  'history.add',
  'history.edit',
  'history.remove',
  'visits.hours',
  'visits.day',
  'visits.cancel',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries of a page of GET /api/staff/audit. */
export const AUDIT_PAGE_SIZE = 50;

export type StaffLoginValues = yup.InferType<typeof STAFF_LOGIN_SCHEMA>;
export type StaffCodeValues = yup.InferType<typeof STAFF_CODE_SCHEMA>;
export type StaffPasswordValues = yup.InferType<typeof STAFF_PASSWORD_SCHEMA>;
export type StaffInviteValues = yup.InferType<typeof STAFF_INVITE_SCHEMA>;
export type StaffActiveValues = yup.InferType<typeof STAFF_ACTIVE_SCHEMA>;

/** The signed-in staff member (GET /api/staff/me). */
export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  lng: StaffLng;
}

/** After the password: set up the authenticator (first login) or type its code. */
export interface StaffLoginAnswer {
  step: 'setup' | 'code';
}

/** GET /api/staff/mfa/setup: the secret as text (base32) and as a QR code (an SVG document). */
export interface StaffMfaSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** POST /api/staff/mfa/confirm: the recovery codes, shown once. */
export interface StaffRecoveryCodes {
  recoveryCodes: string[];
}

/** A row of GET /api/staff/members (admin). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  lng: StaffLng;
  active: boolean;
  /** The authenticator is set up. */
  mfa: boolean;
  /** A set-password link is waiting. */
  invited: boolean;
  createdAt: number;
}

/** A row of GET /api/staff/audit (admin), newest first. */
export interface AuditEntry {
  id: number;
  at: number;
  /** Who: the staff member's address at the time, or null for the command line (staff:add). */
  actor: string | null;
  action: string;
  target: string | null;
  address: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: number | null;
}
