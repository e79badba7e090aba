import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testI18n } from '../../../test/i18n.ts';
import { SECTIONS, sectionById, type FieldDef, type FieldFormat, type FieldKey } from './fields.ts';
import { formatField, hasValue } from './formatField.ts';

const i18n = { en: testI18n('en'), fr: testI18n('fr'), nl: testI18n('nl') };
type Page = keyof typeof i18n;

const field = (key: FieldKey, format: FieldFormat): FieldDef => ({ key, format });
const show = (lng: Page, def: FieldDef, value: unknown) => formatField(def, value, i18n[lng].t);

describe('formatField', () => {
  it.each<[Page, FieldDef, unknown, string]>([
    ['en', field('SurfaceLiving', 'area'), 182, '182 m²'],
    ['fr', field('SurfaceLiving', 'area'), 182, '182 m²'],
    ['nl', field('SurfaceLiving', 'area'), 182, '182 m²'],
    ['fr', field('SurfaceTerrace', 'area'), 12.5, '12,5 m²'],
    ['en', field('SurfaceTerrace', 'area'), 12.5, '12,5 m²'],
    ['nl', field('SurfaceGround', 'area'), 1250, '1.250 m²'],
  ])('%s: area %p -> %p', (lng, def, value, expected) => {
    expect(show(lng, def, value)).toBe(expected);
  });

  it.each<[Page, FieldDef, unknown, string]>([
    ['en', field('RegistrationRights', 'money'), 41125, '€ 41.125'],
    ['fr', field('RegistrationRights', 'money'), 41125, '€ 41.125'],
    ['nl', field('RegistrationRights', 'money'), 41125, '€ 41.125'],
    ['fr', field('NotaryFeeWithVAT', 'money'), 4288.5, '€ 4.288,50'],
    ['en', field('Charges', 'moneyMonthly'), 150, '€ 150 a month'],
    ['fr', field('Charges', 'moneyMonthly'), 150, '€ 150 par mois'],
    ['nl', field('Charges', 'moneyMonthly'), 1250, '€ 1.250 per maand'],
  ])('%s: money %p -> %p', (lng, def, value, expected) => {
    expect(show(lng, def, value)).toBe(expected);
  });

  it.each<[Page, FieldDef, unknown, string]>([
    ['en', field('EnergyPerformance', 'energy'), 212, '212 kWh/m² a year'],
    ['fr', field('EnergyPerformance', 'energy'), 212, '212 kWh/m² par an'],
    ['nl', field('EnergyPerformance', 'energy'), 212, '212 kWh/m² per jaar'],
    ['en', field('EPCTotal', 'energyTotal'), 38584, '38.584 kWh a year'],
    ['fr', field('EPCTotal', 'energyTotal'), 38584, '38.584 kWh par an'],
    ['nl', field('EPCTotal', 'energyTotal'), 38584, '38.584 kWh per jaar'],
    ['en', field('CO2Emission', 'co2'), 42, '42 kg CO₂/m² a year'],
    ['fr', field('CO2Emission', 'co2'), 42, '42 kg CO₂/m² par an'],
    ['nl', field('CO2Emission', 'co2'), 42, '42 kg CO₂/m² per jaar'],
  ])('%s: energy figure %p -> %p', (lng, def, value, expected) => {
    expect(show(lng, def, value)).toBe(expected);
  });

  it.each<[Page, unknown, string]>([
    ['en', '2034-05-12', '12/05/2034'],
    ['fr', '2034-05-12', '12/05/2034'],
    ['nl', '2034-05-12', '12/05/2034'],
    ['en', null, ''],
  ])('%s: date %p -> %p', (lng, value, expected) => {
    expect(show(lng, field('EPCEndDate', 'date'), value)).toBe(expected);
  });

  it.each<[Page, unknown, string]>([
    ['en', true, 'Yes'],
    ['en', false, 'No'],
    ['fr', true, 'Oui'],
    ['fr', false, 'Non'],
    ['nl', true, 'Ja'],
    ['nl', false, 'Nee'],
  ])('%s: yes/no %p -> %p', (lng, value, expected) => {
    expect(show(lng, field('FloodZone', 'yesNo'), value)).toBe(expected);
  });

  it.each<[Page, unknown, string]>([
    ['en', null, 'No information'],
    ['en', 0, 'No'],
    ['en', 1, 'Yes'],
    ['en', 2, 'Requested'],
    ['fr', null, "Pas d'information"],
    ['fr', 0, 'Non'],
    ['fr', 1, 'Oui'],
    ['fr', 2, 'Demande introduite'],
    ['nl', null, 'Geen informatie'],
    ['nl', 0, 'Nee'],
    ['nl', 1, 'Ja'],
    ['nl', 2, 'Aangevraagd'],
    // Anything else than the three CRM codes says nothing either.
    ['en', undefined, 'No information'],
    ['en', 3, 'No information'],
    ['en', '1', 'No information'],
  ])('%s: planning flag %p -> %p', (lng, value, expected) => {
    expect(show(lng, field('PlanningPermit', 'planning'), value)).toBe(expected);
  });

  it.each<[Page, unknown, string]>([
    ['en', 0, 'Ground floor'],
    ['fr', 0, 'Rez-de-chaussée'],
    ['nl', 0, 'Gelijkvloers'],
    ['en', 2, '2'],
    ['fr', -1, '-1'],
  ])('%s: floor %p -> %p', (lng, value, expected) => {
    expect(show(lng, field('Floor', 'floor'), value)).toBe(expected);
  });

  it.each<[FieldDef, unknown, string]>([
    [field('Bedrooms', 'count'), 4, '4'],
    [field('Bedrooms', 'count'), 0, '0'],
    [field('Bedrooms', 'count'), null, ''],
    [field('ConstructionYear', 'year'), 1978, '1978'],
    [field('RenovationYear', 'year'), 2019, '2019'],
    [field('ConstructionYear', 'year'), null, ''],
    [field('Heating', 'text'), '  Gas central heating ', 'Gas central heating'],
    [field('Heating', 'text'), null, ''],
    [field('FloodGScore', 'score'), ' B ', 'B'],
  ])('%p: %p -> %p', (def, value, expected) => {
    expect(show('en', def, value)).toBe(expected);
  });
});

describe('hasValue', () => {
  it.each<[FieldDef, unknown, boolean]>([
    [field('Heating', 'text'), null, false],
    [field('Heating', 'text'), undefined, false],
    [field('Heating', 'text'), '', false],
    [field('Heating', 'text'), '   ', false],
    [field('Heating', 'text'), 'Gas', true],
    [field('Bedrooms', 'count'), null, false],
    [field('Bedrooms', 'count'), undefined, false],
    [field('Bedrooms', 'count'), 0, true],
    [field('Floor', 'floor'), 0, true],
    [field('FloodZone', 'yesNo'), false, true],
    [field('SurfaceLiving', 'area'), 182, true],
    [field('PlanningPermit', 'planning'), null, true],
    [field('PlanningPermit', 'planning'), undefined, true],
    [field('PlanningPermit', 'planning'), 0, true],
  ])('%p with %p -> %p', (def, value, expected) => {
    expect(hasValue(def, value)).toBe(expected);
  });
});

describe('SECTIONS', () => {
  const listings = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', '..', 'snapshot', 'en', 'properties.json'), 'utf8'),
  ) as Record<string, unknown>[];
  const keys = SECTIONS.flatMap((section) => section.fields.map((f) => f.key));

  /** Listing fields with a block of their own, or that are not details of the listing. */
  const shownElsewhere = [
    'ID',
    'language',
    'Goal',
    'ProjectID',
    'WebID',
    'WebIDs',
    'RecordFile',
    'DateCreated',
    'Marquee',
    'MarqueeName',
    'MainTypeName',
    'TypeDescription',
    'Description',
    'Street',
    'HouseNumber',
    'BoxNr',
    'Zip',
    'City',
    'CountryID',
    'CountryName',
    'PublishAddress',
    'Latitude',
    'Longitude',
    'PublishPrice',
    'Price',
    'PriceUnit',
    'PriceUnitText',
    'EPCLabelText',
    'Viager',
    'SmallPictureItem',
    'Pictures',
    'Documents',
    'Video',
    'VirtualTour',
    'Manager',
    'OpeningHours',
  ];

  it('names each field once', () => {
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const ids = SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses only fields every real listing carries', () => {
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      expect(keys.filter((key) => !(key in listing))).toEqual([]);
    }
  });

  it('lists every other field of a listing', () => {
    const listed = new Set<string>([...keys, ...shownElsewhere]);
    const fields = new Set(listings.flatMap((listing) => Object.keys(listing)));
    expect([...fields].filter((key) => !listed.has(key))).toEqual([]);
  });

  it.each(['en', 'fr', 'nl'] as const)('%s: every section and field has a label', (lng) => {
    const missing = SECTIONS.flatMap((section) => [
      `detail:section.${section.id}`,
      ...section.fields.map((f) => `detail:field.${f.key}`),
    ]).filter((key) => !i18n[lng].exists(key));
    expect(missing).toEqual([]);
  });

  it('finds a section by its id and refuses an unknown one', () => {
    expect(sectionById('planning').fields.map((f) => f.key)).toContain('PlanningPermit');
    expect(() => sectionById('nothing' as never)).toThrow('No detail section "nothing"');
  });
});
