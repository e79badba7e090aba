/**
 * The forms a visitor can send, named as spec section 2 names their thank-you pages (and as
 * the endpoint POST /api/forms/{kind} names them), with what the server needs to know about
 * each: what it is about, which files it takes, who receives the mail.
 */
import type { FormKind } from './formKinds.ts';

export { FORM_KINDS, isFormKind, type FormKind } from './formKinds.ts';

export type UploadKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

export interface UploadRule {
  field: string;
  accept: readonly UploadKind[];
  required: boolean;
}

/** 5 MB, the limit for a CV or a photo. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const CV: UploadRule = { field: 'cv', accept: ['pdf', 'doc', 'docx', 'jpeg', 'png'], required: false };

export interface KindRule {
  /** The listing or project the request is about, checked against the catalogue. */
  subject: 'property' | 'project' | null;
  uploads: readonly UploadRule[];
  /**
   * Who gets the main mail: the agency, or (send to a friend) the friend. A confirmation
   * goes to the visitor when they gave an address and it tells them something useful.
   */
  recipient: 'agency' | 'friend';
  confirmation: boolean;
}

export const KIND_RULES: Record<FormKind, KindRule> = {
  'site-contact': { subject: null, uploads: [], recipient: 'agency', confirmation: true },
  'contact-me': { subject: 'property', uploads: [], recipient: 'agency', confirmation: true },
  'contact-appointment': { subject: 'property', uploads: [], recipient: 'agency', confirmation: true },
  'contact-construction': { subject: 'project', uploads: [], recipient: 'agency', confirmation: true },
  'contact-demand': { subject: null, uploads: [], recipient: 'agency', confirmation: true },
  'demand-register': { subject: null, uploads: [], recipient: 'agency', confirmation: true },
  // The friend gets the mail; the sender gets no copy, so the form cannot be used to mail anyone twice.
  'send-to-friend': { subject: 'property', uploads: [], recipient: 'friend', confirmation: false },
  'sign-newsletter': { subject: null, uploads: [], recipient: 'agency', confirmation: true },
  'newsletter-unsubscribe': { subject: null, uploads: [], recipient: 'agency', confirmation: true },
  // A testimonial asks for no e-mail address: it goes to the agency for moderation only.
  testimonial: {
    subject: null,
    uploads: [{ field: 'image', accept: ['jpeg', 'png'], required: false }],
    recipient: 'agency',
    confirmation: false,
  },
  'document-request': { subject: 'property', uploads: [], recipient: 'agency', confirmation: true },
  'purchase-offer': { subject: 'property', uploads: [], recipient: 'agency', confirmation: true },
  'rent-application': { subject: 'property', uploads: [CV], recipient: 'agency', confirmation: true },
  'job-contact': { subject: null, uploads: [{ ...CV, required: true }], recipient: 'agency', confirmation: true },
};
