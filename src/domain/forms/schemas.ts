/**
 * One yup schema per form kind. The browser validates with them as the visitor types; the
 * server validates every POST /api/forms/{kind} with the same object and keeps only what they
 * describe (unknown fields are dropped).
 */
import * as yup from 'yup';
import type { FormKind } from './kinds.ts';
import {
  LIMITS,
  count,
  date,
  email,
  envelope,
  flag,
  money,
  optionalDate,
  optionalEmail,
  optionalPhone,
  paragraph,
  propertyZip,
  reference,
  requiredText,
  text,
  newPassword as password,
} from './common.ts';
import { identity, person } from './person.ts';
import { REQUEST_TYPES, PROPERTY_CATEGORIES, GOALS } from './options.ts';
import { isRealDate } from '../../lib/dates.ts';
import { criteriaFields } from './criteriaFields.ts';

const property = { propertyId: reference() };

const siteContact = yup.object({ ...envelope, ...person });

const contactMe = yup.object({
  ...envelope,
  ...property,
  request: yup
    .string()
    .oneOf([...REQUEST_TYPES], 'errors.requestRequired')
    .required('errors.requestRequired'),
  ...person,
});

const contactAppointment = yup.object({
  ...envelope,
  ...property,
  /**
   * Offered by GET /api/appointments: "2026-11-24 10-13", a day and one of the site's contact
   * slots, or with a CRM "2026-12-01 14:00-14:30 #5531", a visit the agent opened.
   */
  slot: text(40)
    .required('errors.slotRequired')
    .matches(/^\d{4}-\d{2}-\d{2} ((10-13|13-16|16-19)|\d{2}:\d{2}-\d{2}:\d{2} #\d{1,9})$/, 'errors.slotRequired')
    .test('day', 'errors.slotRequired', (value) => value === undefined || isRealDate(value.slice(0, 10))),
  ...person,
});

const contactConstruction = yup.object({ ...envelope, projectId: reference('errors.unknownProject'), ...person });

/** The free valuation: the property's address is the point of the request. */
const contactDemand = yup.object({
  ...envelope,
  propertyStreet: requiredText('errors.valuationAddressEmpty', LIMITS.street),
  propertyNumber: requiredText('errors.addressZipCity', LIMITS.houseNumber),
  propertyZip: propertyZip(),
  propertyCity: requiredText('errors.addressZipCity', LIMITS.city),
  propertyCategory: yup
    .string()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .oneOf([...PROPERTY_CATEGORIES, undefined], 'errors.required'),
  goal: yup
    .string()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .oneOf([...GOALS, undefined], 'errors.goalRequired'),
  ...person,
});

/**
 * "Keep me informed": structured criteria, so new listings can be matched later. Zones are
 * postcodes (a town picked from the list stands for its postcode).
 */
const criteria = criteriaFields();

const demandRegister = yup.object({
  ...envelope,
  goal: yup
    .string()
    .oneOf([...GOALS], 'errors.goalRequired')
    .required('errors.goalRequired'),
  types: yup
    .array(
      yup
        .number()
        .typeError('errors.typeRequired')
        .integer('errors.typeRequired')
        .min(1, 'errors.typeRequired')
        .max(999, 'errors.typeRequired')
        .required('errors.typeRequired'),
    )
    .min(1, 'errors.typeRequired')
    .max(20, 'errors.typeRequired')
    .required('errors.typeRequired'),
  zones: yup
    .array(propertyZip('errors.zoneRequired'))
    .min(1, 'errors.zoneRequired')
    .max(50, 'errors.tooLong')
    .required('errors.zoneRequired'),
  ...criteria,
  maxPrice: criteria.maxPrice.test('range', 'errors.priceRange', function (value) {
    const min = (this.parent as { minPrice?: unknown }).minPrice;
    // A minimum that is not a number has its own error; the range is only checked between numbers.
    return value === undefined || typeof min !== 'number' || Number.isNaN(min) || value >= min;
  }),
  ...identity,
  ...password,
});

/**
 * The sender's name is the one text of a visitor the friend's mail shows (in its subject, under
 * the agency's name): a person's name only, so no link, phone number or sentence rides on it.
 */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

const sendToFriend = yup.object({
  ...envelope,
  ...property,
  senderName: requiredText('errors.nameRequired', LIMITS.name).matches(PERSON_NAME, 'errors.senderNameInvalid'),
  senderEmail: email(),
  friendEmail: text(LIMITS.email)
    .required('errors.friendEmailRequired')
    .matches(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/, 'errors.friendEmailRequired'),
});

const signNewsletter = yup.object({ ...envelope, email: email(), firstName: text(LIMITS.name) });

const newsletterUnsubscribe = yup.object({ ...envelope, email: email() });

const testimonial = yup.object({
  ...envelope,
  name: requiredText('errors.nameRequired', LIMITS.name),
  aboutYou: text(LIMITS.shortText),
  website: text(LIMITS.url).matches(/^https?:\/\/[^\s/$.?#][^\s]*$/i, {
    message: 'errors.urlInvalid',
    excludeEmptyString: true,
  }),
  opinion: paragraph(LIMITS.text).required('errors.opinionRequired'),
  datePosted: optionalDate(),
});

const documentRequest = yup.object({ ...envelope, ...property, ...person });

const signer = {
  title: identity.title,
  firstName: identity.firstName,
  lastName: identity.lastName,
  street: requiredText('errors.addressZipCity', LIMITS.street),
  houseNumber: requiredText('errors.addressZipCity', LIMITS.houseNumber),
  zip: requiredText('errors.addressZipCity', LIMITS.zip),
  city: requiredText('errors.addressZipCity', LIMITS.city),
  birthDate: optionalDate(),
};

const purchaseOffer = yup.object({
  ...envelope,
  ...property,
  signerA: yup
    .object({ ...signer, email: email(), phone: optionalPhone().required('errors.phoneRequired') })
    .required(),
  hasSignerB: flag(),
  // A second signer is optional, but once added the same fields are required.
  signerB: yup.object().when('hasSignerB', {
    is: true,
    then: () => yup.object({ ...signer, email: optionalEmail(), phone: optionalPhone() }).required(),
    otherwise: (schema) => schema.strip(),
  }),
  amount: money().required('errors.amountRequired').min(1, 'errors.amountRequired'),
  amountWords: requiredText('errors.amountWordsRequired', LIMITS.shortText),
  startDate: date('errors.startDateIncomplete'),
  endDate: date('errors.endDateInvalid', 'errors.endDateInvalid').test(
    'after',
    'errors.endDateInvalid',
    function (value) {
      const start = (this.parent as { startDate?: string }).startDate;
      return value === undefined || start === undefined || !isRealDate(start) || value >= start;
    },
  ),
  place: requiredText('errors.placeRequired', LIMITS.city),
  signDate: date('errors.signDateIncomplete'),
  conditions: paragraph(LIMITS.longText),
});

const rentApplication = yup.object({
  ...envelope,
  ...property,
  ...person,
  adults: count(10).required('errors.adultsRequired').min(1, 'errors.adultsRequired'),
  childAges: yup
    .array(
      count(25)
        .typeError('errors.ageInvalid')
        .integer('errors.ageInvalid')
        .min(0, 'errors.ageInvalid')
        .max(25, 'errors.ageInvalid')
        .required('errors.ageInvalid'),
    )
    .max(10, 'errors.tooLong')
    .default([]),
  pets: text(LIMITS.shortText),
  movingDate: date('errors.movingDateRequired'),
  movingReason: paragraph(LIMITS.text),
  income1: money().required('errors.incomeRequired'),
  income2: money(),
});

const jobContact = yup.object({
  ...envelope,
  ...identity,
  position: text(LIMITS.shortText),
  motivation: paragraph(LIMITS.text).required('errors.motivationRequired'),
});

export const FORM_SCHEMAS = {
  'site-contact': siteContact,
  'contact-me': contactMe,
  'contact-appointment': contactAppointment,
  'contact-construction': contactConstruction,
  'contact-demand': contactDemand,
  'demand-register': demandRegister,
  'send-to-friend': sendToFriend,
  'sign-newsletter': signNewsletter,
  'newsletter-unsubscribe': newsletterUnsubscribe,
  testimonial,
  'document-request': documentRequest,
  'purchase-offer': purchaseOffer,
  'rent-application': rentApplication,
  'job-contact': jobContact,
} satisfies Record<FormKind, yup.AnyObjectSchema>;

export type FormValues<K extends FormKind> = yup.InferType<(typeof FORM_SCHEMAS)[K]>;
