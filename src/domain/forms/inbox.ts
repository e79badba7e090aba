/**
 * The back office's leads inbox (server/inbox/, GET /api/staff/leads…): its filters, checked by
 * the same rules on both sides, and the shapes of its answers.
 */
import * as yup from 'yup';
import { FORM_KINDS } from './formKinds.ts';

/** What the agency did with a lead: new → in progress → handled (and back, when it reopens). */
export const LEAD_STATES = ['new', 'progress', 'handled'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = () =>
  yup.string().trim().matches(DAY, { message: 'errors.dateInvalid', excludeEmptyString: true }).optional();

/** The list's filters, as the query string carries them; every one may be left out. */
export const LEAD_FILTER_SCHEMA = yup.object({
  kind: yup
    .string()
    .oneOf([...FORM_KINDS, ''], 'errors.invalidValue')
    .optional(),
  /** A listing or project: `property/120`, `project/8`. */
  subject: yup
    .string()
    .trim()
    .matches(/^(property|project)\/\d{1,9}$/, { message: 'errors.invalidValue', excludeEmptyString: true })
    .optional(),
  state: yup
    .string()
    .oneOf([...LEAD_STATES, ''], 'errors.invalidValue')
    .optional(),
  /** Belgian calendar days, both included. */
  from: optionalDay(),
  to: optionalDay(),
  /** The next page: leads older than this id. */
  before: yup.number().integer().min(1).optional(),
});

export type LeadFilters = yup.InferType<typeof LEAD_FILTER_SCHEMA>;

export const LEAD_STATE_SCHEMA = yup.object({
  state: yup
    .string()
    .oneOf([...LEAD_STATES], 'errors.invalidValue')
    .required('errors.required'),
  note: yup.string().trim().max(2000, 'errors.tooLong').optional(),
});

export type LeadStateValues = yup.InferType<typeof LEAD_STATE_SCHEMA>;

/** Who sent a lead, as far as its form asked. */
export interface LeadPerson {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** A row of the inbox, newest first. */
export interface LeadRow {
  id: number;
  kind: string;
  lng: string;
  subject: string | null;
  person: LeadPerson;
  createdAt: number;
  state: LeadState;
  uploads: number;
}

export interface LeadPage {
  leads: LeadRow[];
  /** How many leads match the filters, over every page. */
  total: number;
  /** Pass as `before` for the next page; null on the last. */
  next: number | null;
}

export interface LeadUpload {
  id: number;
  field: string;
  name: string;
  type: string;
  bytes: number;
}

/** A mail the lead caused: to the agency, or a confirmation to the visitor. */
export interface LeadMail {
  id: number;
  role: string;
  to: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  at: number | null;
}

/** The lead's call to the agency's CRM, where one is configured. */
export interface LeadCrmCall {
  id: number;
  endpoint: string;
  status: 'pending' | 'done' | 'refused';
  attempts: number;
  /** While pending: the next try. */
  nextAttemptAt: number | null;
  /** The CRM's refusal, or the last failure. */
  lastError: string | null;
}

export interface LeadDetail extends LeadRow {
  /** The values the visitor sent, as stored (validated, never a password). */
  data: Record<string, unknown>;
  note: string | null;
  handledBy: string | null;
  handledAt: number | null;
  files: LeadUpload[];
  mails: LeadMail[];
  crm: LeadCrmCall[];
}
