/**
 * How each form is laid out: fieldsets of fields with the control that edits them. The
 * browser draws the form from it and the server lists the values in the agency's mail in the
 * same order with the same labels (`forms:fields.{name}`), so a field added here shows in both.
 */
import type { FormKind } from './kinds.ts';
import { CONTACT_SLOTS, LIMITS, TITLES } from './common.ts';
import { EPC_CHOICES, GOALS, PROPERTY_CATEGORIES, REQUEST_TYPES } from './options.ts';

export type Control =
  | 'text'
  | 'email'
  | 'tel'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'date'
  | 'number'
  | 'money'
  | 'password'
  | 'url'
  | 'file'
  /** The catalogue's property types, as checkboxes. */
  | 'types'
  /** The catalogue's towns as checkboxes, plus other postcodes typed in. */
  | 'zones'
  /** The free appointment slots of a property. */
  | 'slot'
  /** The amount of an offer in words, filled in from the digits. */
  | 'amountWords'
  /** One age field per child. */
  | 'childAges';

export interface FieldSpec {
  name: string;
  control: Control;
  /** Values of a select or radio group; labels are `forms:options.{optionsKey}.{value}`. */
  options?: readonly string[];
  optionsKey?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Laid out at a third, half or the full width of the form on wide screens. */
  width?: 'third' | 'half' | 'full';
  /** Label key when the field's name is not enough (`forms:fields.{label}`). */
  label?: string;
  /** Where a file input's accepted types come from (KIND_RULES uploads). */
  accept?: string;
}

export interface Fieldset {
  /** `forms:legends.{legend}`. */
  legend: string;
  fields: FieldSpec[];
  /** Shown only when this boolean field is ticked (a second signer). */
  when?: string;
  /** Field names prefixed, for nested values (`signerA.firstName`). */
  prefix?: string;
}

const f = (name: string, control: Control, extra: Omit<FieldSpec, 'name' | 'control'> = {}): FieldSpec => ({
  name,
  control,
  ...extra,
});

const title = f('title', 'radio', { options: TITLES, optionsKey: 'title', width: 'full' });
const names = [
  f('firstName', 'text', { autoComplete: 'given-name', maxLength: LIMITS.name, width: 'half' }),
  f('lastName', 'text', { autoComplete: 'family-name', maxLength: LIMITS.name, width: 'half' }),
];
const reach = [
  f('email', 'email', { autoComplete: 'email', maxLength: LIMITS.email, width: 'half' }),
  f('phone', 'tel', { autoComplete: 'tel', maxLength: LIMITS.phone, width: 'half' }),
];
const addressFields = [
  f('street', 'text', { autoComplete: 'address-line1', maxLength: LIMITS.street, width: 'half' }),
  f('houseNumber', 'text', { maxLength: LIMITS.houseNumber, width: 'third' }),
  f('box', 'text', { maxLength: LIMITS.box, width: 'third' }),
  f('zip', 'text', { autoComplete: 'postal-code', maxLength: LIMITS.zip, width: 'third' }),
  f('city', 'text', { autoComplete: 'address-level2', maxLength: LIMITS.city, width: 'half' }),
];
const you: Fieldset = { legend: 'you', fields: [title, ...names, ...reach] };
const yourAddress: Fieldset = { legend: 'address', fields: addressFields };
const answer: Fieldset = {
  legend: 'answer',
  fields: [
    f('remarks', 'textarea', { maxLength: LIMITS.text, width: 'full' }),
    f('contactTime', 'select', { options: ['', ...CONTACT_SLOTS], optionsKey: 'contactTime', width: 'half' }),
    f('newsletter', 'checkbox', { width: 'full' }),
  ],
};
const contact = [you, yourAddress, answer];

const signerFields = [
  title,
  ...names,
  f('street', 'text', { autoComplete: 'address-line1', maxLength: LIMITS.street, width: 'half' }),
  f('houseNumber', 'text', { maxLength: LIMITS.houseNumber, width: 'third' }),
  f('zip', 'text', { autoComplete: 'postal-code', maxLength: LIMITS.zip, width: 'third' }),
  f('city', 'text', { autoComplete: 'address-level2', maxLength: LIMITS.city, width: 'half' }),
  f('birthDate', 'date', { autoComplete: 'bday', width: 'half' }),
  ...reach,
];

export const FORM_LAYOUTS: Record<FormKind, Fieldset[]> = {
  'site-contact': contact,
  'contact-me': [
    {
      legend: 'request',
      fields: [f('request', 'radio', { options: REQUEST_TYPES, optionsKey: 'request', width: 'full' })],
    },
    ...contact,
  ],
  'contact-appointment': [{ legend: 'slot', fields: [f('slot', 'slot', { width: 'full' })] }, ...contact],
  'contact-construction': contact,
  'contact-demand': [
    {
      legend: 'valuedProperty',
      fields: [
        f('propertyStreet', 'text', { maxLength: LIMITS.street, width: 'half' }),
        f('propertyNumber', 'text', { maxLength: LIMITS.houseNumber, width: 'third' }),
        f('propertyZip', 'text', { maxLength: LIMITS.zip, width: 'third' }),
        f('propertyCity', 'text', { maxLength: LIMITS.city, width: 'half' }),
        f('propertyCategory', 'select', {
          options: ['', ...PROPERTY_CATEGORIES],
          optionsKey: 'category',
          width: 'half',
        }),
        f('goal', 'radio', { options: GOALS, optionsKey: 'valuationGoal', width: 'full', label: 'valuationGoal' }),
      ],
    },
    ...contact,
  ],
  'demand-register': [
    {
      legend: 'search',
      fields: [
        f('goal', 'radio', { options: GOALS, optionsKey: 'goal', width: 'full' }),
        f('types', 'types', { width: 'full' }),
        f('zones', 'zones', { width: 'full' }),
        f('minPrice', 'money', { width: 'half' }),
        f('maxPrice', 'money', { width: 'half' }),
        f('bedrooms', 'number', { width: 'third' }),
        f('bathrooms', 'number', { width: 'third' }),
        f('garages', 'number', { width: 'third' }),
        f('minLiving', 'number', { width: 'third' }),
        f('minPlot', 'number', { width: 'third' }),
        f('epc', 'select', { options: EPC_CHOICES, optionsKey: 'epc', width: 'third' }),
        f('parking', 'checkbox', { width: 'third' }),
        f('terrace', 'checkbox', { width: 'third' }),
        f('garden', 'checkbox', { width: 'third' }),
        f('lift', 'checkbox', { width: 'third' }),
        f('newBuild', 'checkbox', { width: 'third' }),
      ],
    },
    you,
    {
      legend: 'account',
      fields: [
        f('password', 'password', { autoComplete: 'new-password', maxLength: 128, width: 'half' }),
        f('passwordConfirm', 'password', { autoComplete: 'new-password', maxLength: 128, width: 'half' }),
      ],
    },
  ],
  'send-to-friend': [
    {
      legend: 'friend',
      fields: [
        f('senderName', 'text', { autoComplete: 'name', maxLength: LIMITS.name, width: 'half' }),
        f('senderEmail', 'email', { autoComplete: 'email', maxLength: LIMITS.email, width: 'half' }),
        f('friendEmail', 'email', { autoComplete: 'off', maxLength: LIMITS.email, width: 'half' }),
      ],
    },
  ],
  'sign-newsletter': [
    {
      legend: 'newsletter',
      fields: [
        f('firstName', 'text', { autoComplete: 'given-name', maxLength: LIMITS.name, width: 'half' }),
        f('email', 'email', { autoComplete: 'email', maxLength: LIMITS.email, width: 'half' }),
      ],
    },
  ],
  'newsletter-unsubscribe': [
    {
      legend: 'unsubscribe',
      fields: [f('email', 'email', { autoComplete: 'email', maxLength: LIMITS.email, width: 'half' })],
    },
  ],
  testimonial: [
    {
      legend: 'testimonial',
      fields: [
        f('name', 'text', { autoComplete: 'name', maxLength: LIMITS.name, width: 'half' }),
        f('aboutYou', 'text', { maxLength: LIMITS.shortText, width: 'half' }),
        f('website', 'url', { autoComplete: 'url', maxLength: LIMITS.url, width: 'half' }),
        f('datePosted', 'date', { width: 'half' }),
        f('opinion', 'textarea', { maxLength: LIMITS.text, width: 'full' }),
        f('image', 'file', { accept: 'image/jpeg,image/png', width: 'full' }),
      ],
    },
  ],
  'document-request': contact,
  'purchase-offer': [
    { legend: 'signerA', prefix: 'signerA', fields: signerFields },
    { legend: 'signerBToggle', fields: [f('hasSignerB', 'checkbox', { width: 'full' })] },
    { legend: 'signerB', prefix: 'signerB', when: 'hasSignerB', fields: signerFields },
    {
      legend: 'offer',
      fields: [
        f('amount', 'money', { width: 'half' }),
        f('amountWords', 'amountWords', { maxLength: LIMITS.shortText, width: 'full' }),
        f('startDate', 'date', { width: 'half' }),
        f('endDate', 'date', { width: 'half' }),
        f('conditions', 'textarea', { maxLength: LIMITS.longText, width: 'full' }),
        f('place', 'text', { maxLength: LIMITS.city, width: 'half' }),
        f('signDate', 'date', { width: 'half' }),
      ],
    },
  ],
  'rent-application': [
    you,
    yourAddress,
    {
      legend: 'household',
      fields: [
        f('adults', 'number', { width: 'third' }),
        f('childAges', 'childAges', { width: 'full' }),
        f('pets', 'text', { maxLength: LIMITS.shortText, width: 'full' }),
        f('movingDate', 'date', { width: 'half' }),
        f('movingReason', 'textarea', { maxLength: LIMITS.text, width: 'full' }),
        f('income1', 'money', { width: 'half' }),
        f('income2', 'money', { width: 'half' }),
        f('cv', 'file', {
          accept: '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
          width: 'full',
        }),
      ],
    },
    answer,
  ],
  'job-contact': [
    you,
    {
      legend: 'job',
      fields: [
        f('position', 'text', { maxLength: LIMITS.shortText, width: 'half' }),
        f('motivation', 'textarea', { maxLength: LIMITS.text, width: 'full' }),
        f('cv', 'file', {
          accept: '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
          width: 'full',
        }),
      ],
    },
  ],
};

/** Every field of a form, with its full (dotted) name. */
export function fieldsOf(kind: FormKind): { path: string; spec: FieldSpec; set: Fieldset }[] {
  return FORM_LAYOUTS[kind].flatMap((set) =>
    set.fields.map((spec) => ({ path: set.prefix ? `${set.prefix}.${spec.name}` : spec.name, spec, set })),
  );
}
