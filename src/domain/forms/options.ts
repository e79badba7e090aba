/** The closed lists the forms offer; their labels are `forms:options.*` keys. */
import { EPC_LETTERS } from '../criteria/criteria.ts';

/** What a visitor asks about a property (spec section 1: info, documents, a brochure or a visit). */
export const REQUEST_TYPES = ['info', 'documents', 'brochure', 'visit'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Buy or rent (demand register), sell or let (valuation): the catalogue's goal 0 and 1. */
export const GOALS = ['sale', 'rent'] as const;
export type Goal = (typeof GOALS)[number];

/** The eight type categories of spec section 3, for a valuation's "what kind of property". */
export const PROPERTY_CATEGORIES = [
  'house',
  'apartment',
  'studio',
  'land',
  'investment',
  'commercial',
  'parking',
  'other',
] as const;

/** A saved search's "EPC at most": any label, or a letter of the list filter's scale ("C or better"). */
export const EPC_CHOICES = ['', ...EPC_LETTERS] as const;
