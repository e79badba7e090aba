/**
 * The back office's owners, for an agency without a CRM (docs/BACKOFFICE.md): an owner with
 * their listings, and each listing's calendar history, communications and online media, which
 * the owner then reads in the portal. One set of rules for the server and the pages; the words
 * (kinds, statuses, sources) are the portal's own (locales/{lng}/owner.json).
 */
import * as yup from 'yup';
import { enabledLanguages } from '../../config/site.ts';
import { email, text } from './common.ts';

export const CALENDAR_KINDS = [
  'visit',
  'open-house',
  'valuation',
  'photo-shoot',
  'offer',
  'signing',
  'inspection',
  'meeting',
] as const;
export const COMMUNICATION_KINDS = ['phone', 'email', 'letter', 'meeting', 'sms'] as const;
export const CALENDAR_STATES = ['planned', 'confirmed', 'done', 'cancelled'] as const;
export const COMMUNICATION_STATES = ['open', 'waiting', 'done'] as const;
export const MANDATE_SOURCES = ['website', 'referral', 'sign', 'portal', 'returning-client', 'valuation'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A Belgian wall-clock moment as a datetime-local field gives it. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const oneOf = <T extends readonly string[]>(values: T) =>
  yup
    .string()
    .oneOf([...values], 'errors.invalidValue')
    .required('errors.required');

const listingId = () =>
  yup
    .number()
    .typeError('errors.numberInvalid')
    .integer('errors.numberInvalid')
    .min(1, 'errors.numberInvalid')
    .max(999_999_999, 'errors.numberInvalid')
    .required('errors.required');

export const MANDATE_SCHEMA = yup.object({
  id: listingId(),
  source: oneOf(MANDATE_SOURCES),
  since: text(10).required('errors.required').matches(DAY, 'errors.dateInvalid'),
});

export const OWNER_SCHEMA = yup.object({
  email: email(),
  name: text(80).required('errors.nameRequired'),
  lng: oneOf(enabledLanguages),
  properties: yup.array(MANDATE_SCHEMA).max(50, 'errors.invalidValue').default([]),
});

export const OWNER_ACTIVE_SCHEMA = yup.object({ active: yup.boolean().required('errors.required') });

const moment = () => text(16).required('errors.required').matches(MOMENT, 'errors.dateInvalid');

export const CALENDAR_SCHEMA = yup.object({
  at: moment(),
  kind: oneOf(CALENDAR_KINDS),
  contact: text(120).optional(),
  status: oneOf(CALENDAR_STATES),
  note: text(2000).optional(),
});

export const COMMUNICATION_SCHEMA = yup.object({
  at: moment(),
  kind: oneOf(COMMUNICATION_KINDS),
  contact: text(120).required('errors.required'),
  subject: text(200).required('errors.required'),
  comment: text(2000).optional(),
  status: oneOf(COMMUNICATION_STATES),
});

export const MEDIA_SCHEMA = yup.object({
  portal: text(80).required('errors.required'),
  publishedOn: text(10).required('errors.required').matches(DAY, 'errors.dateInvalid'),
  url: text(300)
    .required('errors.required')
    .matches(/^https:\/\/[^\s]+$/i, 'errors.urlInvalid'),
});

export type OwnerValues = yup.InferType<typeof OWNER_SCHEMA>;
export type CalendarValues = yup.InferType<typeof CALENDAR_SCHEMA>;
export type CommunicationValues = yup.InferType<typeof COMMUNICATION_SCHEMA>;
export type MediaValues = yup.InferType<typeof MEDIA_SCHEMA>;

/** A row of GET /api/staff/owners. */
export interface OwnerRow {
  id: number;
  email: string;
  name: string;
  lng: string;
  active: boolean;
  /** A password is set (the invitation was used). */
  hasPassword: boolean;
  /** The agency's CRM holds this owner (read-only here). */
  crm: boolean;
  properties: { id: number; source: string; since: string }[];
  createdAt: number;
}

/** One listing's history as the back office edits it: the portal's rows with their ids. */
export interface ListingHistory {
  propertyId: number;
  calendar: { id: number; at: string; kind: string; contact?: string; status: string; note?: string }[];
  communications: {
    id: number;
    at: string;
    kind: string;
    contact: string;
    subject: string;
    comment?: string;
    status: string;
  }[];
  media: { id: number; portal: string; publishedOn: string; url: string }[];
}
