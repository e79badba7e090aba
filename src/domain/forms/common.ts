/**
 * The building blocks of every form's rules, shared by the browser (Formik) and the server
 * (POST /api/forms/{kind}): one definition, so the two can never disagree. Every message is a
 * key of the `forms` namespace (`errors.*`), which the browser translates and the server
 * returns as it is.
 *
 * Bounds the spec leaves open ("length and format bounds: not shown") are chosen here: names
 * 80 characters, street 120, free texts 2,000 (an offer's conditions 4,000), an e-mail address
 * 254 (RFC 5321), a phone number 8 to 15 digits (E.164) with the usual separators.
 */
import * as yup from 'yup';
import { enabledLanguages } from '../../config/site.ts';
import { regionOfPostcode } from '../../lib/region.ts';
import { isRealDate } from '../../lib/dates.ts';
import { parseAmount } from '../../lib/amount.ts';

/**
 * A value of the wrong kind (an object where a text belongs, a word where a number
 * belongs) only comes from a hand-made request; it still gets a key of the catalogue,
 * never yup's English default text.
 */
yup.setLocale({
  mixed: {
    default: 'errors.invalidValue',
    required: 'errors.required',
    notType: 'errors.invalidValue',
    notNull: 'errors.invalidValue',
  },
  string: { min: 'errors.invalidValue', max: 'errors.tooLong', matches: 'errors.invalidValue' },
  number: { min: 'errors.invalidValue', max: 'errors.invalidValue', integer: 'errors.invalidValue' },
  array: { min: 'errors.invalidValue', max: 'errors.invalidValue' },
  object: { noUnknown: 'errors.invalidValue' },
});

export const LIMITS = {
  name: 80,
  street: 120,
  houseNumber: 10,
  box: 10,
  zip: 10,
  city: 80,
  email: 254,
  phone: 30,
  text: 2000,
  longText: 4000,
  shortText: 200,
  captcha: 4000,
  url: 300,
} as const;

/** Spec section 9: the contact slots. Of the two readings of the middle slot, 13:00-16:00 leaves no gap. */
export const CONTACT_SLOTS = ['10-13', '13-16', '16-19'] as const;
export type ContactSlot = (typeof CONTACT_SLOTS)[number];

export const TITLES = ['mr', 'ms', 'miss'] as const;

/**
 * What no text a person types holds: the C0 controls (NUL, ESC...) but tab and line breaks,
 * DEL, the C1 controls, and the bidi embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) that make a name or a file name read in another order than it is stored
 * ("cv\u202Efdp.exe" shows as "cvexe.pdf").
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/**
 * An RFC 2047 encoded-word. Names and addresses go into mail subjects, where a mail client
 * would decode "=?utf-8?b?...?=" into text the visitor did not visibly type (another sender,
 * a line break). Refused in every one-line field, here, rather than neutralised where each
 * subject is built: no person's name or street contains one, and one rule covers every mail.
 */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

/** One line a person typed: a name, an address, a file name. */
export const isSafeLine = (value: string): boolean =>
  !CONTROLS.test(value) && !/[\t\n\r]/.test(value) && !ENCODED_WORD.test(value);
/** A free text of several lines (a message): line breaks and tabs are its own. */
export const isSafeParagraph = (value: string): boolean => !CONTROLS.test(value);

/**
 * A string, trimmed. yup would turn a number or `true` into text and would hand an object to
 * trim (a TypeError, so an answer naming no field): anything but a string stays what it was
 * and fails the type check, whose message is the field's `errors.invalidValue`.
 */
const trimmedString = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .transform((value: string | undefined) => (value === '' ? undefined : value));

/** A one-line text field: trimmed, empty becomes undefined, bounded, no control characters. */
export const text = (max: number = LIMITS.shortText) =>
  trimmedString()
    .max(max, 'errors.tooLong')
    .test('characters', 'errors.invalidCharacters', (value) => value === undefined || isSafeLine(value));

/** A free text of several lines (a textarea): the same, with line breaks. */
export const paragraph = (max: number = LIMITS.text) =>
  trimmedString()
    .max(max, 'errors.tooLong')
    .test('characters', 'errors.invalidCharacters', (value) => value === undefined || isSafeParagraph(value));

export const requiredText = (message: string, max: number = LIMITS.shortText) => text(max).required(message);

/** RFC 5322 is wider, but an address the agency can actually write to has this shape. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export const email = (requiredMessage = 'errors.emailRequired') =>
  text(LIMITS.email).required(requiredMessage).matches(EMAIL, 'errors.emailInvalid');

export const optionalEmail = () =>
  text(LIMITS.email).matches(EMAIL, { message: 'errors.emailInvalid', excludeEmptyString: true });

const PHONE_CHARS = /^\+?[\d\s./()-]+$/;
export const isPhone = (value: string): boolean => {
  if (!PHONE_CHARS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
};

export const phone = () =>
  text(LIMITS.phone)
    .required('errors.phoneRequired')
    .test('phone', 'errors.phoneInvalid', (value) => value === undefined || isPhone(value));

export const optionalPhone = () =>
  text(LIMITS.phone).test('phone', 'errors.phoneInvalid', (value) => value === undefined || isPhone(value));

/**
 * A visitor's own address may be abroad (a Dutch or French buyer), so its postcode is only
 * bounded. A Belgian-looking one (four digits) must be a real Belgian postcode.
 */
export const visitorZip = () =>
  text(LIMITS.zip)
    .matches(/^[A-Za-z0-9 -]+$/, { message: 'errors.zipInvalid', excludeEmptyString: true })
    .test(
      'be',
      'errors.zipInvalid',
      (value) => value === undefined || !/^\d{4}$/.test(value) || isAgencyPostcode(value),
    );

/** A postcode where the agency works: Belgium (spec section 5 ranges) or Luxembourg (L-1234). */
export function isAgencyPostcode(value: string): boolean {
  const trimmed = value.trim();
  if (/^L-?\d{4}$/i.test(trimmed)) return true;
  return regionOfPostcode(trimmed) !== null;
}

/** The postcode of a property (a valuation, a search zone): Belgian or Luxembourgish. */
export const propertyZip = (requiredMessage = 'errors.addressZipCity') =>
  text(LIMITS.zip)
    .required(requiredMessage)
    .test('agency', 'errors.zipInvalid', (value) => value === undefined || isAgencyPostcode(value));

/** A date from `<input type="date">` (YYYY-MM-DD) that exists in the calendar. */
export const date = (requiredMessage: string, invalidMessage = 'errors.dateInvalid') =>
  text(10)
    .required(requiredMessage)
    .test('real', invalidMessage, (value) => value === undefined || isRealDate(value));

export const optionalDate = (invalidMessage = 'errors.dateInvalid') =>
  text(10).test('real', invalidMessage, (value) => value === undefined || isRealDate(value));

/**
 * A number typed in a field: empty is "not given", anything else must be a number, read as
 * the visitor meant it (parseAmount: "240.000" is 240000, where yup alone reads 240). The
 * browser and the server cast with this same reading, so the amount in words the visitor
 * saw is the amount stored.
 */
const typedNumber = (message: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => {
      if (original === null || original === undefined) return undefined;
      if (typeof original !== 'string') return value;
      if (original.trim() === '') return undefined;
      return parseAmount(original) ?? Number.NaN;
    })
    .typeError(message)
    .min(0, message);

/** A whole number (bedrooms, adults, an age): "2,5" is refused, never read as 2 or 25. */
export const count = (max: number) =>
  typedNumber('errors.numberInvalid').integer('errors.numberInvalid').max(max, 'errors.numberInvalid');

/** A whole number within bounds (an area asked "at least"), with its own message. */
export const wholeNumber = (min: number, max: number, message: string) =>
  typedNumber(message).integer(message).min(min, message).max(max, message);

/** Euros, with cents at most: a JSON number with a third decimal is refused rather than rounded. */
export const money = () =>
  typedNumber('errors.amountInvalid')
    .max(1_000_000_000, 'errors.amountInvalid')
    .test('cents', 'errors.amountInvalid', (value) => value === undefined || Math.round(value * 100) / 100 === value);

export const flag = () =>
  yup
    .boolean()
    .transform((value: unknown, original: unknown) => (original === '' ? false : value))
    .default(false);

export const reference = (message = 'errors.unknownProperty') =>
  yup.number().typeError(message).integer(message).min(1, message).max(99_999_999, message).required(message);

/** What every submission carries besides its fields: its language and the spam check. */
export const envelope = {
  // The languages the site serves (site.json), not every catalogue: German is off by default.
  lng: yup
    .string()
    .oneOf([...enabledLanguages], 'errors.required')
    .required('errors.required'),
  captcha: text(LIMITS.captcha).required('errors.captchaNotConfirmed'),
};

/**
 * A password: any characters (it never reaches a mail or a screen), trimmed as it always was,
 * and a string, never an object.
 */
export const secret = (max = 128) => trimmedString().max(max, 'errors.tooLong');

/** A password the visitor chooses, typed twice (OWASP: at least 8 characters, no composition rules). */
export const newPassword = {
  password: secret().required('errors.passwordRequired').min(8, 'errors.passwordTooShort'),
  passwordConfirm: secret()
    .required('errors.passwordsDiffer')
    .oneOf([yup.ref('password')], 'errors.passwordsDiffer'),
};
