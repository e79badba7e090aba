import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Project, Property } from './schema.ts';
import { toProjectDetail, toPropertyDetail, type ImageSizes } from './clientDetail.ts';
import { PRICE_DERIVED, type Alternates } from './detailTypes.ts';

const SNAPSHOT = path.join(__dirname, '..', '..', '..', 'snapshot', 'en');
const read = <T>(file: string): T[] => JSON.parse(readFileSync(path.join(SNAPSHOT, file), 'utf8')) as T[];
const properties = read<Property>('properties.json');
const projects = read<Project>('projects.json');

function byId<T extends { ID: number }>(list: T[], id: number): T {
  const found = list.find((item) => item.ID === id);
  if (!found) throw new Error(`No listing ${id} in the snapshot`);
  return found;
}

/** A distinct size for every photo of the snapshot, as the build reads them from the sources. */
const sizes: ImageSizes = new Map(
  [...properties, ...projects].flatMap((listing) =>
    listing.Pictures.map((picture, index) => [picture.Name, { width: 1600 + index, height: 1000 + listing.ID }]),
  ),
);

const alternates: Alternates = {
  nl: '/nl/te-koop/marche-en-famenne/huis/120/',
  fr: '/fr/a-vendre/marche-en-famenne/maison/120/',
  en: '/en/for-sale/marche-en-famenne/house/120/',
};

/** 134 is a price on demand; give it every derived amount so there is something to hide. */
const onDemand: Property = {
  ...byId(properties, 134),
  RegistrationRights: 86875,
  NotaryFeeWithVAT: 5120,
  NotaryFeeWithoutVAT: 4231,
  Costs: 91995,
  TotalCost: 786995,
  Building: 500000,
  VAT: 105000,
  GroundPart: 195000,
  Deposit: 2085,
};

describe('toPropertyDetail', () => {
  it('checks the snapshot listings are the ones this test is about', () => {
    expect(byId(properties, 134).PublishPrice).toBe(false);
    expect(byId(properties, 134).Price).toBe(695000);
    expect(byId(properties, 370).PublishAddress).toBe(false);
    expect(byId(properties, 370).Street).toBe('Rue de la Gare');
  });

  describe('a hidden address', () => {
    const source = byId(properties, 370);
    const detail = toPropertyDetail(source, sizes, alternates);

    it('leaves out the street, the house number and the box', () => {
      expect(detail.Street).toBeNull();
      expect(detail.HouseNumber).toBeNull();
      expect(detail.BoxNr).toBeNull();
      expect(JSON.stringify(detail)).not.toContain('Rue de la Gare');
    });

    it('rounds the coordinates to two decimals (about a kilometre)', () => {
      expect(source.Latitude).toBe(49.85548);
      expect(source.Longitude).toBe(5.25306);
      expect(detail.Latitude).toBe(49.86);
      expect(detail.Longitude).toBe(5.25);
    });

    it('keeps the town and the price', () => {
      expect(detail.City).toBe(source.City);
      expect(detail.Zip).toBe(source.Zip);
      expect(detail.Price).toBe(860);
      expect(detail.Deposit).toBe(2580);
    });
  });

  describe('a price on demand', () => {
    const detail = toPropertyDetail(onDemand, sizes, alternates);

    it('leaves out the price', () => {
      expect(detail.Price).toBeNull();
      expect(JSON.stringify(detail)).not.toContain('695000');
    });

    it.each(PRICE_DERIVED)('leaves out %s, computed from the price', (key) => {
      expect(onDemand[key]).not.toBeNull();
      expect(detail[key]).toBeNull();
    });

    it('covers every amount that reveals the price', () => {
      expect([...PRICE_DERIVED].sort()).toEqual(
        [
          'Building',
          'Costs',
          'Deposit',
          'GroundPart',
          'NotaryFeeWithVAT',
          'NotaryFeeWithoutVAT',
          'RegistrationRights',
          'TotalCost',
          'VAT',
        ].sort(),
      );
    });

    it('keeps the address and the amounts that do not depend on the price', () => {
      expect(detail.Street).toBe(onDemand.Street);
      expect(detail.HouseNumber).toBe(onDemand.HouseNumber);
      expect(detail.Latitude).toBe(onDemand.Latitude);
      expect(detail.Longitude).toBe(onDemand.Longitude);
      expect(detail.CadastralIncome).toBe(onDemand.CadastralIncome);
    });
  });

  describe('a listing with everything published', () => {
    const source = byId(properties, 120);
    const detail = toPropertyDetail(source, sizes, alternates);

    it('keeps the price, the amounts, the address and the exact coordinates', () => {
      expect(detail.Price).toBe(329000);
      expect(detail.RegistrationRights).toBe(41125);
      expect(detail.TotalCost).toBe(374713);
      expect(detail.Street).toBe('Rue des Chasseurs Ardennais');
      expect(detail.HouseNumber).toBe('27');
      expect(detail.Latitude).toBe(50.22913);
      expect(detail.Longitude).toBe(5.34118);
    });

    it('changes nothing else than the photos and adds the alternates', () => {
      const { Pictures, Alternates: links, ...rest } = detail;
      const { Pictures: sourcePictures, ...sourceRest } = source;
      expect(rest).toEqual(sourceRest);
      expect(Pictures).toHaveLength(sourcePictures.length);
      expect(links).toEqual(alternates);
    });
  });

  it.each([
    ['a price on demand', onDemand],
    ['a hidden address', byId(properties, 370)],
  ])('does not change the snapshot record of %s', (_name, source) => {
    const copy = JSON.parse(JSON.stringify(source)) as Property;
    toPropertyDetail(source, sizes, alternates);
    expect(source).toEqual(copy);
  });

  it.each(properties.map((p) => [p.ID, p] as const))('listing %p: every photo gets its source size', (_id, p) => {
    const detail = toPropertyDetail(p, sizes, alternates);
    expect(detail.Pictures).toEqual(
      p.Pictures.map((picture, index) => ({ ...picture, Width: 1600 + index, Height: 1000 + p.ID })),
    );
  });

  it('refuses a photo without a source image', () => {
    const source = byId(properties, 120);
    const partial = new Map([...sizes].filter(([name]) => name !== 'p120-3'));
    expect(() => toPropertyDetail(source, partial, alternates)).toThrow('No source image for the photo p120-3');
  });
});

describe('toProjectDetail', () => {
  const source = byId(projects, 2);

  it('checks the snapshot project is the one this test is about', () => {
    expect(source.PublicAddress).toBe(true);
    expect(source.Latitude).toBe(50.2262);
    expect(source.Longitude).toBe(5.3431);
  });

  it('keeps a public address as it is', () => {
    const detail = toProjectDetail(source, sizes, alternates);
    const { Pictures, Alternates: links, ...rest } = detail;
    const { Pictures: sourcePictures, ...sourceRest } = source;
    expect(rest).toEqual(sourceRest);
    expect(detail.Street).toBe('Rue des Tanneurs');
    expect(Pictures).toEqual(
      sourcePictures.map((picture, index) => ({ ...picture, Width: 1600 + index, Height: 1002 })),
    );
    expect(links).toEqual(alternates);
  });

  it('hides an address that is not public and rounds its coordinates', () => {
    const detail = toProjectDetail({ ...source, PublicAddress: false, BoxNr: 'A' }, sizes, alternates);
    expect(detail.Street).toBeNull();
    expect(detail.HouseNumber).toBeNull();
    expect(detail.BoxNr).toBeNull();
    expect(detail.Latitude).toBe(50.23);
    expect(detail.Longitude).toBe(5.34);
    expect(detail.City).toBe(source.City);
    expect(JSON.stringify(detail)).not.toContain('Rue des Tanneurs');
  });

  it('refuses a photo without a source image', () => {
    const name = source.Pictures[0]?.Name ?? '';
    const partial = new Map([...sizes].filter(([n]) => n !== name));
    expect(() => toProjectDetail(source, partial, alternates)).toThrow(`No source image for the photo ${name}`);
  });
});
