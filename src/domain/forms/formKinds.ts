/**
 * The names of the forms (spec section 2, and POST /api/forms/{kind}), apart from what kinds.ts
 * says of each: the route table needs only the names, so every page boots without the rules.
 */
export const FORM_KINDS = [
  'site-contact',
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'sign-newsletter',
  'newsletter-unsubscribe',
  'testimonial',
  'document-request',
  'purchase-offer',
  'rent-application',
  'job-contact',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value);
}
