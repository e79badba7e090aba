/**
 * The dialog's categories (spec section 4), on their own so that boot.ts can check a stored
 * choice without loading Redux. Strictly necessary cannot be switched off.
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytical', 'marketing', 'social', 'unclassified'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES = CONSENT_CATEGORIES.filter(
  (category): category is OptionalCategory => category !== 'necessary',
);
export type CategoryChoices = Record<OptionalCategory, boolean>;
