/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { FORM_SCHEMAS } from './schemas.ts';
import { FORM_KINDS, type FormKind } from './kinds.ts';
import { FORM_LAYOUTS } from './layouts.ts';
import { VALID_VALUES } from '../../../test/forms/validValues.ts';

type Values = Record<string, unknown>;
/** One error as the server reports it: the field's (dotted) path and the message key. */
type Pair = [path: string, key: string];

/** A real day (a Tuesday) in one of the contact slots; the schema checks its shape, not the calendar. */
const SLOT = '2026-11-24 10-13';
/** In a row's changes, removes the field instead of setting it. */
const OMIT = Symbol('omit');
const OPTIONS = { abortEarly: false, stripUnknown: true } as const;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The valid sample of a kind, made complete with the envelope (and a real slot for a visit). */
function valid(kind: FormKind): Values {
  const values: Values = { ...clone(VALID_VALUES[kind]), lng: 'fr', captcha: 'x' };
  if (kind === 'contact-appointment') values.slot = SLOT;
  return values;
}

/** The valid sample with some fields changed; a key may be dotted (`signerA.street`). */
function withChanges(kind: FormKind, changes: Record<string, unknown>): Values {
  const values = valid(kind);
  for (const [dotted, value] of Object.entries(changes)) {
    const parts = dotted.split('.');
    const last = parts.pop()!;
    let node = values;
    for (const part of parts) {
      node[part] = { ...(node[part] as Values) };
      node = node[part] as Values;
    }
    if (value === OMIT) Reflect.deleteProperty(node, last);
    else node[last] = value;
  }
  return values;
}

/** What the schema keeps of the values (it throws when they are not valid). */
const schemaOf = (kind: FormKind): AnyObjectSchema => FORM_SCHEMAS[kind];
const cast = (kind: FormKind, values: Values): Promise<Values> =>
  schemaOf(kind).validate(values, OPTIONS) as Promise<Values>;
const byPair = (a: Pair, b: Pair): number => a.join('\n').localeCompare(b.join('\n'));

/** Every error of the values, one per path and message (a field failing two tests with the same key counts once). */
async function errorsOf(kind: FormKind, values: Values): Promise<Pair[]> {
  try {
    await cast(kind, values);
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const pairs = (error as ValidationError).inner.map((e): Pair => [e.path ?? '', e.message]);
    const unique = new Map(pairs.map((pair) => [pair.join('\n'), pair]));
    return [...unique.values()].sort(byPair);
  }
}

const EN = JSON.parse(readFileSync(path.join(__dirname, '../../../locales/en/forms.json'), 'utf8')) as Values;
/** A key of the English forms catalogue, given as its parts (an option value may be empty). */
const lookup = (...parts: string[]): unknown =>
  parts.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Values)[part] : undefined), EN);

const fieldsOfSchema = (kind: FormKind): string[] => Object.keys(schemaOf(kind).fields);
const kindsWith = (field: string): FormKind[] => FORM_KINDS.filter((kind) => fieldsOfSchema(kind).includes(field));

interface Row {
  name: string;
  kind: FormKind;
  changes: Record<string, unknown>;
  expected: Pair[];
}

const show = (value: unknown): string =>
  value === OMIT
    ? '(missing)'
    : typeof value === 'string' && value.length > 40
      ? `<${value.length} chars>`
      : JSON.stringify(value);

/**
 * One invalid case: the kind, the changed fields, and the one error expected (at the single
 * changed field unless a path is given), or the complete list of errors expected.
 */
function bad(kind: FormKind, changes: Record<string, unknown>, key: string, at?: string): Row;
function bad(kind: FormKind, changes: Record<string, unknown>, expected: Pair[]): Row;
function bad(kind: FormKind, changes: Record<string, unknown>, expected: string | Pair[], at?: string): Row {
  const pairs: Pair[] = typeof expected === 'string' ? [[at ?? Object.keys(changes)[0]!, expected]] : expected;
  const what = Object.entries(changes)
    .map(([field, value]) => `${field}=${show(value)}`)
    .join(', ');
  const keys = pairs.map(([p, k]) => `${p}: ${k}`).join(', ');
  return { name: `${kind}: ${what} -> ${keys}`, kind, changes, expected: [...pairs].sort(byPair) };
}

const many = (kinds: FormKind[], field: string, values: unknown[], key: string): Row[] =>
  kinds.flatMap((kind) => values.map((value) => bad(kind, { [field]: value }, key)));

const IDENTITY_KINDS = kindsWith('title');
const EMAIL_KINDS = kindsWith('email');
const PERSON_KINDS = kindsWith('remarks');
const PROPERTY_KINDS = kindsWith('propertyId');

const INVALID: Row[] = [
  // The envelope, on every form.
  ...many([...FORM_KINDS], 'captcha', ['', '   ', OMIT], 'errors.captchaNotConfirmed'),
  ...many([...FORM_KINDS], 'lng', ['xx', 'de', OMIT], 'errors.required'),
  // No person types a control or bidi character; an encoded-word would be decoded in a mail subject.
  ...many(
    IDENTITY_KINDS,
    'lastName',
    ['Du\u0000bois', 'Du\u001bbois', 'Du\u202Esiob', 'Du\u2067bois', 'Du\nbois', '=?utf-8?b?QWRtaW4=?='],
    'errors.invalidCharacters',
  ),
  ...many(PERSON_KINDS, 'remarks', ['Hello\u0000', 'Hello\u202E'], 'errors.invalidCharacters'),

  // Who is writing.
  ...many(IDENTITY_KINDS, 'title', ['', 'dr', OMIT], 'errors.titleRequired'),
  ...many(IDENTITY_KINDS, 'firstName', ['', '   '], 'errors.firstNameRequired'),
  ...many(IDENTITY_KINDS, 'lastName', ['', OMIT], 'errors.lastNameRequired'),
  ...many(IDENTITY_KINDS, 'phone', ['', OMIT], 'errors.phoneRequired'),
  ...many(IDENTITY_KINDS, 'phone', ['12', 'call me', '+32 81 22 33 44 55 66 77'], 'errors.phoneInvalid'),
  ...many(EMAIL_KINDS, 'email', ['', OMIT], 'errors.emailRequired'),
  ...many(EMAIL_KINDS, 'email', ['a@b', 'no-at.be', 'a b@c.be'], 'errors.emailInvalid'),
  ...many(IDENTITY_KINDS, 'firstName', ['x'.repeat(81)], 'errors.tooLong'),

  // Where they live, and their message.
  ...many(PERSON_KINDS, 'zip', ['0999', 'ABC!', '0123'], 'errors.zipInvalid'),
  ...many(PERSON_KINDS, 'remarks', ['x'.repeat(2001)], 'errors.tooLong'),
  ...many(PERSON_KINDS, 'contactTime', ['9-12'], 'errors.required'),

  // What it is about.
  ...many(PROPERTY_KINDS, 'propertyId', [0, 'abc', -1, 1.5, '', OMIT], 'errors.unknownProperty'),
  ...many(['contact-construction'], 'projectId', [0, 'abc', OMIT], 'errors.unknownProject'),

  bad('contact-me', { request: 'other' }, 'errors.requestRequired'),
  bad('contact-me', { request: '' }, 'errors.requestRequired'),
  ...many(
    ['contact-appointment'],
    'slot',
    ['', '2026-11-24 09-12', '2026-02-30 10-13', 'SLOT', OMIT],
    'errors.slotRequired',
  ),

  // A valuation.
  bad('contact-demand', { propertyStreet: '' }, 'errors.valuationAddressEmpty'),
  ...many(['contact-demand'], 'propertyNumber', [''], 'errors.addressZipCity'),
  ...many(['contact-demand'], 'propertyZip', ['', OMIT], 'errors.addressZipCity'),
  ...many(['contact-demand'], 'propertyCity', [''], 'errors.addressZipCity'),
  ...many(['contact-demand'], 'propertyZip', ['0999', '12', 'ABC!', '1234 AB', 'L-12345'], 'errors.zipInvalid'),
  bad('contact-demand', { goal: 'buy' }, 'errors.goalRequired'),
  bad('contact-demand', { propertyCategory: 'castle' }, 'errors.required'),

  // A saved search.
  ...many(['demand-register'], 'types', [[], OMIT], 'errors.typeRequired'),
  bad('demand-register', { types: Array.from({ length: 21 }, (_, i) => i + 1) }, 'errors.typeRequired'),
  ...many(['demand-register'], 'zones', [[], OMIT], 'errors.zoneRequired'),
  bad('demand-register', { zones: [''] }, 'errors.zoneRequired', 'zones[0]'),
  bad('demand-register', { zones: ['5000', '12'] }, 'errors.zipInvalid', 'zones[1]'),
  ...many(['demand-register'], 'goal', ['', 'buy', OMIT], 'errors.goalRequired'),
  bad('demand-register', { minPrice: 300000, maxPrice: 100000 }, 'errors.priceRange', 'maxPrice'),
  ...many(['demand-register'], 'bedrooms', ['three', -1, 2.5, 21, '2,5', '1.000'], 'errors.numberInvalid'),
  ...many(
    ['demand-register'],
    'minPrice',
    ['cheap', -5, '-5', '1.2.3', '150.000,505', 150000.005],
    'errors.amountInvalid',
  ),
  ...many(['rent-application'], 'income2', ['a lot', '2.800.5', 2800.555], 'errors.amountInvalid'),
  // A Belgian "300.000" is three hundred thousand, so it is above 90000, not 300 below it.
  bad('demand-register', { minPrice: '300.000', maxPrice: '90000' }, 'errors.priceRange', 'maxPrice'),
  // The list filter's bounds (domain/criteria/criteria.ts): living 1-100,000 m², plot 1-10,000,000 m².
  ...many(['demand-register'], 'minLiving', [0, 100_001, 'big', 80.5, '-3'], 'errors.areaInvalid'),
  ...many(['demand-register'], 'minPlot', [0, 10_000_001, '12a', 0.5], 'errors.areaInvalid'),
  ...many(['demand-register'], 'epc', ['h', 'A+', 'x', 3], 'errors.epcInvalid'),
  bad('demand-register', { password: '', passwordConfirm: '' }, [
    ['password', 'errors.passwordRequired'],
    ['passwordConfirm', 'errors.passwordsDiffer'],
  ]),
  bad('demand-register', { password: 'short', passwordConfirm: 'short' }, 'errors.passwordTooShort', 'password'),
  bad('demand-register', { passwordConfirm: 'correct horse battery!' }, 'errors.passwordsDiffer'),
  bad('demand-register', { passwordConfirm: '' }, 'errors.passwordsDiffer'),

  // Send to a friend.
  ...many(['send-to-friend'], 'friendEmail', [OMIT, '', 'a@b', 'no-at.be'], 'errors.friendEmailRequired'),
  bad('send-to-friend', { senderName: '' }, 'errors.nameRequired'),
  ...many(
    ['send-to-friend'],
    'senderName',
    ['Call 0470 12 34 56', 'see evil.example/x', 'Bank: act now', 'a@b.be', '-Jan'],
    'errors.senderNameInvalid',
  ),
  bad('send-to-friend', { senderEmail: '' }, 'errors.emailRequired'),
  bad('send-to-friend', { senderEmail: 'a b@c.be' }, 'errors.emailInvalid'),

  // The newsletter.
  bad('sign-newsletter', { firstName: 'x'.repeat(81) }, 'errors.tooLong'),

  // A testimonial.
  bad('testimonial', { name: '' }, 'errors.nameRequired'),
  bad('testimonial', { opinion: '' }, 'errors.opinionRequired'),
  bad('testimonial', { opinion: 'x'.repeat(2001) }, 'errors.tooLong'),
  ...many(['testimonial'], 'website', ['javascript:alert(1)', 'www.x.be', 'https://'], 'errors.urlInvalid'),
  ...many(['testimonial'], 'datePosted', ['2026-13-01', '2026-02-29', '20/11/2026'], 'errors.dateInvalid'),

  // A purchase offer.
  ...(['street', 'houseNumber', 'zip', 'city'] as const).map((field) =>
    bad('purchase-offer', { [`signerA.${field}`]: '' }, 'errors.addressZipCity'),
  ),
  bad('purchase-offer', { 'signerA.title': 'dr' }, 'errors.titleRequired'),
  bad('purchase-offer', { 'signerA.firstName': '' }, 'errors.firstNameRequired'),
  bad('purchase-offer', { 'signerA.lastName': '' }, 'errors.lastNameRequired'),
  bad('purchase-offer', { 'signerA.email': '' }, 'errors.emailRequired'),
  bad('purchase-offer', { 'signerA.email': 'a@b' }, 'errors.emailInvalid'),
  bad('purchase-offer', { 'signerA.phone': '' }, 'errors.phoneRequired'),
  bad('purchase-offer', { 'signerA.phone': 'call me' }, 'errors.phoneInvalid'),
  bad('purchase-offer', { 'signerA.birthDate': '1980-02-30' }, 'errors.dateInvalid'),
  ...many(['purchase-offer'], 'amount', [0, '', OMIT], 'errors.amountRequired'),
  ...many(
    ['purchase-offer'],
    'amount',
    ['a lot', '240k', '1.2.3', '24.00.00', '240.000,505', '240.000 USD', 2.555, 1_000_000_001],
    'errors.amountInvalid',
  ),
  bad('purchase-offer', { amountWords: '' }, 'errors.amountWordsRequired'),
  bad('purchase-offer', { place: '' }, 'errors.placeRequired'),
  ...many(['purchase-offer'], 'startDate', ['', OMIT], 'errors.startDateIncomplete'),
  bad('purchase-offer', { startDate: '2026-02-30' }, 'errors.dateInvalid'),
  ...many(['purchase-offer'], 'endDate', ['', '2026-02-30', '2026-11-21', OMIT], 'errors.endDateInvalid'),
  ...many(['purchase-offer'], 'signDate', ['', OMIT], 'errors.signDateIncomplete'),
  bad('purchase-offer', { signDate: '2026-11-31' }, 'errors.dateInvalid'),
  bad('purchase-offer', { conditions: 'x'.repeat(4001) }, 'errors.tooLong'),

  // A rental application.
  ...many(['rent-application'], 'adults', [0, '', OMIT], 'errors.adultsRequired'),
  ...many(['rent-application'], 'adults', [11, 'two', '1,5', 1.5], 'errors.numberInvalid'),
  bad('rent-application', { childAges: ['x'] }, 'errors.ageInvalid', 'childAges[0]'),
  bad('rent-application', { childAges: [4, ''] }, 'errors.ageInvalid', 'childAges[1]'),
  bad('rent-application', { childAges: [26] }, 'errors.ageInvalid', 'childAges[0]'),
  bad('rent-application', { childAges: Array.from({ length: 11 }, () => 3) }, 'errors.tooLong'),
  ...many(['rent-application'], 'income1', ['', OMIT], 'errors.incomeRequired'),
  ...many(['rent-application'], 'movingDate', ['', OMIT], 'errors.movingDateRequired'),
  bad('rent-application', { movingDate: '2027-02-30' }, 'errors.dateInvalid'),

  // A job application.
  ...many(['job-contact'], 'motivation', ['', OMIT], 'errors.motivationRequired'),
  bad('job-contact', { motivation: 'x'.repeat(2001) }, 'errors.tooLong'),
];

describe('the form schemas', () => {
  it('know the kinds by their fields', () => {
    expect(IDENTITY_KINDS).toHaveLength(9);
    expect(EMAIL_KINDS).toHaveLength(11);
    expect(PERSON_KINDS).toHaveLength(7);
    expect(PROPERTY_KINDS).toEqual([
      'contact-me',
      'contact-appointment',
      'send-to-friend',
      'document-request',
      'purchase-offer',
      'rent-application',
    ]);
  });

  it.each(FORM_KINDS.map((kind) => [kind]))('%s: the valid sample passes', async (kind) => {
    expect(await errorsOf(kind, valid(kind))).toEqual([]);
  });

  it.each(FORM_KINDS.map((kind) => [kind]))('%s: has invalid cases in the table', (kind) => {
    expect(INVALID.filter((row) => row.kind === kind).length).toBeGreaterThanOrEqual(5);
  });

  it.each(INVALID.map((row) => [row.name, row]))('%s', async (_name, row) => {
    expect(await errorsOf(row.kind, withChanges(row.kind, row.changes))).toEqual(row.expected);
  });

  it('covers every message key the spec lists', () => {
    const covered = new Set(INVALID.flatMap((row) => row.expected.map(([, key]) => key)));
    const listed = [
      'typeRequired',
      'zoneRequired',
      'addressZipCity',
      'zipInvalid',
      'firstNameRequired',
      'lastNameRequired',
      'emailRequired',
      'emailInvalid',
      'phoneRequired',
      'phoneInvalid',
      'startDateIncomplete',
      'endDateInvalid',
      'signDateIncomplete',
      'dateInvalid',
      'friendEmailRequired',
      'passwordRequired',
      'passwordTooShort',
      'passwordsDiffer',
      'titleRequired',
      'goalRequired',
      'captchaNotConfirmed',
      'valuationAddressEmpty',
      'priceRange',
      'amountRequired',
      'amountWordsRequired',
      'placeRequired',
      'opinionRequired',
      'urlInvalid',
      'slotRequired',
      'requestRequired',
      'adultsRequired',
      'incomeRequired',
      'movingDateRequired',
      'ageInvalid',
      'nameRequired',
      'motivationRequired',
      'numberInvalid',
      'amountInvalid',
      'tooLong',
      'unknownProperty',
      'unknownProject',
    ].map((key) => `errors.${key}`);
    expect(listed.filter((key) => !covered.has(key))).toEqual([]);
  });
});

describe('a second signer', () => {
  const signerB = {
    title: 'ms',
    firstName: 'An',
    lastName: 'Peeters',
    street: 'Veldstraat',
    houseNumber: '4',
    zip: '9000',
    city: 'Gent',
  };

  it('is not required, and is dropped, when there is none', async () => {
    for (const changes of [{}, { signerB: {} }, { signerB: { firstName: '', zip: 'ABC!' } }, { hasSignerB: '' }]) {
      const out = await cast('purchase-offer', withChanges('purchase-offer', changes));
      expect(out.hasSignerB).toBe(false);
      expect(out).not.toHaveProperty('signerB');
    }
  });

  it('is required once added', async () => {
    expect(await errorsOf('purchase-offer', withChanges('purchase-offer', { hasSignerB: true }))).toEqual([
      ['signerB.city', 'errors.addressZipCity'],
      ['signerB.firstName', 'errors.firstNameRequired'],
      ['signerB.houseNumber', 'errors.addressZipCity'],
      ['signerB.lastName', 'errors.lastNameRequired'],
      ['signerB.street', 'errors.addressZipCity'],
      ['signerB.title', 'errors.titleRequired'],
      ['signerB.zip', 'errors.addressZipCity'],
    ]);
    expect(
      await errorsOf(
        'purchase-offer',
        withChanges('purchase-offer', { hasSignerB: true, signerB: { ...signerB, city: '' } }),
      ),
    ).toEqual([['signerB.city', 'errors.addressZipCity']]);
  });

  it('is kept when complete; its e-mail and phone are optional but checked', async () => {
    const out = await cast('purchase-offer', withChanges('purchase-offer', { hasSignerB: 'true', signerB }));
    expect(out.hasSignerB).toBe(true);
    expect(out.signerB).toEqual(signerB);
    expect(
      await errorsOf(
        'purchase-offer',
        withChanges('purchase-offer', { hasSignerB: true, signerB: { ...signerB, email: 'a@b', phone: '12' } }),
      ),
    ).toEqual([
      ['signerB.email', 'errors.emailInvalid'],
      ['signerB.phone', 'errors.phoneInvalid'],
    ]);
  });
});

describe('postcodes', () => {
  it.each([['1000'], ['5000'], ['9999'], ['L-1234'], ['l1234'], [' 6900 ']])(
    'a valuation in %j passes, and so does a search zone',
    async (zip) => {
      expect(await errorsOf('contact-demand', withChanges('contact-demand', { propertyZip: zip }))).toEqual([]);
      const out = await cast('demand-register', withChanges('demand-register', { zones: [zip] }));
      expect(out.zones).toEqual([zip.trim()]);
    },
  );

  it.each([['1234 AB'], ['75001'], ['SW1A 1AA'], ['L-1234'], ['']])(
    "a visitor's own postcode %j passes (they may live abroad)",
    async (zip) => {
      expect(await errorsOf('site-contact', withChanges('site-contact', { zip }))).toEqual([]);
    },
  );

  it.each([['0123'], ['0999'], ['1234 AB!']])("a visitor's own postcode %j does not", async (zip) => {
    expect(await errorsOf('site-contact', withChanges('site-contact', { zip }))).toEqual([
      ['zip', 'errors.zipInvalid'],
    ]);
  });
});

describe('what the schemas keep', () => {
  it('trims the texts', async () => {
    const out = await cast(
      'site-contact',
      withChanges('site-contact', {
        firstName: '  Claire ',
        email: ' claire.dubois@example.be\n',
        zip: ' 5000 ',
        remarks: '\tHello  ',
      }),
    );
    expect(out).toMatchObject({
      firstName: 'Claire',
      email: 'claire.dubois@example.be',
      zip: '5000',
      remarks: 'Hello',
    });
  });

  it("takes a saved search's areas at the list filter's bounds, its EPC letter in either case, and its features", async () => {
    const low = await cast(
      'demand-register',
      withChanges('demand-register', { minLiving: '1', minPlot: 1, epc: 'A', lift: true, newBuild: true }),
    );
    expect(low).toMatchObject({ minLiving: 1, minPlot: 1, epc: 'a', lift: true, newBuild: true });
    const high = await cast(
      'demand-register',
      withChanges('demand-register', { minLiving: '100.000', minPlot: 10_000_000, epc: 'g' }),
    );
    expect(high).toMatchObject({ minLiving: 100_000, minPlot: 10_000_000, epc: 'g' });
    const none = await cast(
      'demand-register',
      withChanges('demand-register', { minLiving: '', minPlot: '', epc: '', lift: '', newBuild: OMIT }),
    );
    expect(none.minLiving).toBeUndefined();
    expect(none.minPlot).toBeUndefined();
    expect(none.epc).toBeUndefined();
    expect(none).toMatchObject({ lift: false, newBuild: false });
  });

  it('turns an empty optional text into no value', async () => {
    const out = await cast('site-contact', withChanges('site-contact', { box: '', remarks: '   ', contactTime: '' }));
    expect(out.box).toBeUndefined();
    expect(out.remarks).toBeUndefined();
    expect(out.contactTime).toBeUndefined();
  });

  it.each(FORM_KINDS.map((kind) => [kind]))('%s: drops unknown keys', async (kind) => {
    const out = await cast(kind, { ...valid(kind), fax: 'http://spam.example', isAdmin: true, __x: { a: 1 } });
    expect(out).not.toHaveProperty('fax');
    expect(out).not.toHaveProperty('isAdmin');
    expect(out).not.toHaveProperty('__x');
    expect(Object.keys(out).every((key) => fieldsOfSchema(kind).includes(key))).toBe(true);
  });

  it('drops unknown keys inside a signer too', async () => {
    const out = await cast('purchase-offer', withChanges('purchase-offer', { 'signerA.role': 'admin' }));
    expect(out.signerA).not.toHaveProperty('role');
  });

  it('casts numbers given as strings', async () => {
    const register = await cast(
      'demand-register',
      withChanges('demand-register', { bedrooms: '3', minPrice: '150000', types: ['1', '2'], bathrooms: '' }),
    );
    expect(register).toMatchObject({ bedrooms: 3, minPrice: 150000, types: [1, 2] });
    expect(register.bathrooms).toBeUndefined();
    const rent = await cast(
      'rent-application',
      withChanges('rent-application', { propertyId: '284', adults: '2', childAges: ['4', 9], income1: '2800' }),
    );
    expect(rent).toMatchObject({ propertyId: 284, adults: 2, childAges: [4, 9], income1: 2800 });
    const offer = await cast('purchase-offer', withChanges('purchase-offer', { amount: '240000' }));
    expect(offer.amount).toBe(240000);
    const project = await cast('contact-construction', withChanges('contact-construction', { projectId: '2' }));
    expect(project.projectId).toBe(2);
  });

  // The offer shows the amount in words from the same reading (lib/amount.ts): what is cast here is what was shown.
  it.each([
    ['240000', 240_000],
    ['240.000', 240_000],
    ['240 000', 240_000],
    ['240\u00a0000', 240_000],
    ['240\u202f000', 240_000],
    ['240,000', 240_000],
    ['240.000,50', 240_000.5],
    ['240000,50', 240_000.5],
    ['240000.50', 240_000.5],
    ['€ 240.000', 240_000],
    ['240.000 €', 240_000],
    ['240.000 EUR', 240_000],
    [2500.75, 2500.75],
  ] as const)('reads the offer’s amount %j as %p, as the visitor meant it', async (typed, amount) => {
    const offer = await cast('purchase-offer', withChanges('purchase-offer', { amount: typed }));
    expect(offer.amount).toBe(amount);
  });

  it('reads the other amounts the same way, and counts as whole numbers', async () => {
    const register = await cast(
      'demand-register',
      withChanges('demand-register', { minPrice: '150.000', maxPrice: '€ 1.250.000', bedrooms: '3 ' }),
    );
    expect(register).toMatchObject({ minPrice: 150_000, maxPrice: 1_250_000, bedrooms: 3 });
    const rent = await cast(
      'rent-application',
      withChanges('rent-application', { income1: '2.800,50', income2: '1 900', adults: '2', childAges: ['4', ' 9 '] }),
    );
    expect(rent).toMatchObject({ income1: 2800.5, income2: 1900, adults: 2, childAges: [4, 9] });
  });

  it('reads a flag given as an empty string as false', async () => {
    const out = await cast('site-contact', withChanges('site-contact', { newsletter: '' }));
    expect(out.newsletter).toBe(false);
  });
});

/**
 * The schemas' own contract (common.ts): every message is an `errors.*` key the browser can
 * translate and the server returns as it is. The browser never sends these values, but a
 * hand-made request can, and the server answers with the message.
 */
describe('values of the wrong JSON type', () => {
  const ROWS: [FormKind, Values][] = [
    ['demand-register', { types: ['x'] }],
    ['demand-register', { types: 'x' }],
    ['demand-register', { zones: 'abc' }],
    ['site-contact', { newsletter: 'abc' }],
    ['site-contact', { remarks: null, city: null }],
    ['purchase-offer', { signerA: null }],
    ['purchase-offer', { signerA: 'x' }],
    ['purchase-offer', { hasSignerB: true, signerB: 'x' }],
    ['rent-application', { childAges: {} }],
    ['demand-register', { types: [1.5] }],
    ['demand-register', { types: [0, 1000] }],
    ['site-contact', { firstName: 42 }],
    ['site-contact', { remarks: {} }],
  ];

  it('are refused, each with a message', async () => {
    for (const [kind, changes] of ROWS) {
      expect(await errorsOf(kind, withChanges(kind, changes))).not.toEqual([]);
    }
  });

  it("still get an errors.* key of the catalogue, never yup's English default text", async () => {
    const notKeys: string[] = [];
    for (const [kind, changes] of ROWS) {
      for (const [at, message] of await errorsOf(kind, withChanges(kind, changes))) {
        const known = /^errors\.\w+$/.test(message) && typeof lookup('errors', message.slice(7)) === 'string';
        if (!known) notKeys.push(`${kind} ${JSON.stringify(changes)} -> ${at}: ${message}`);
      }
    }
    expect(notKeys).toEqual([]);
  });

  it('a number, an object or an array in a text field is refused at that field', async () => {
    for (const value of [42, true, {}, ['Claire']]) {
      expect(await errorsOf('site-contact', withChanges('site-contact', { firstName: value, remarks: value }))).toEqual(
        [
          ['firstName', 'errors.invalidValue'],
          ['remarks', 'errors.invalidValue'],
        ],
      );
    }
  });

  it('keeps line breaks and tabs in a free text', async () => {
    const out = await cast('site-contact', withChanges('site-contact', { remarks: 'Hello,\n\tthanks\r\nClaire' }));
    expect(out.remarks).toBe('Hello,\n\tthanks\r\nClaire');
  });
});

describe('the English catalogue', () => {
  it('has every errors.* key the rules use', () => {
    const files = readdirSync(__dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const keys = new Set(
      files.flatMap((name) =>
        [...readFileSync(path.join(__dirname, name), 'utf8').matchAll(/['"`]errors\.([A-Za-z0-9_]+)['"`]/g)].map(
          (m) => m[1]!,
        ),
      ),
    );
    expect(files).toEqual(expect.arrayContaining(['schemas.ts', 'common.ts', 'person.ts']));
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((key) => typeof lookup('errors', key) !== 'string')).toEqual([]);
  });

  it('has every legend, field label and option the layouts use', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [kind, sets] of Object.entries(FORM_LAYOUTS)) {
      for (const set of sets) {
        checked++;
        if (typeof lookup('legends', set.legend) !== 'string') missing.push(`${kind}: legends.${set.legend}`);
        for (const field of set.fields) {
          const label = field.label ?? field.name;
          checked++;
          if (typeof lookup('fields', label) !== 'string') missing.push(`${kind}: fields.${label}`);
          if (field.options && !field.optionsKey) missing.push(`${kind}: ${field.name} has options without a key`);
          for (const option of field.options ?? []) {
            checked++;
            if (typeof lookup('options', field.optionsKey ?? '', option) !== 'string') {
              missing.push(`${kind}: options.${field.optionsKey}.${option}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
