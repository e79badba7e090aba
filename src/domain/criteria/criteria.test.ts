import { listing } from '../../../test/fixtures/catalogue.ts';
import { criteriaCount, NO_CRITERIA, parseCriteria, type Criteria } from './criteria.ts';
import { criteriaMatcher } from './match.ts';
import type { ListingCard } from '../catalogue/types.ts';

const matches = (criteria: Partial<Criteria>, overrides: Partial<ListingCard>) => {
  const matcher = criteriaMatcher({ ...NO_CRITERIA, ...criteria });
  if (!matcher) throw new Error('a criterion was expected');
  return matcher(listing({ ID: 1, ...overrides }));
};

describe('advanced search criteria', () => {
  it('has no check when nothing is set', () => {
    expect(criteriaMatcher(NO_CRITERIA)).toBeNull();
    expect(criteriaCount(NO_CRITERIA)).toBe(0);
  });

  it.each<[string, Partial<Criteria>, Partial<ListingCard>, boolean]>([
    ['price from, at the bound', { minPrice: 200000 }, { Price: 200000 }, true],
    ['price from, one below', { minPrice: 200000 }, { Price: 199999 }, false],
    ['price from, price on demand', { minPrice: 0 }, { Price: null }, false],
    ['price to, at the bound', { maxPrice: 200000 }, { Price: 200000 }, true],
    ['price to, one above', { maxPrice: 200000 }, { Price: 200001 }, false],
    ['price to, price on demand', { maxPrice: 200000 }, { Price: null }, false],
    ['monthly rent in range', { minPrice: 800, maxPrice: 1000 }, { Goal: 1, Price: 950, PriceUnit: 2 }, true],
    ['bedrooms, at the bound', { bedrooms: 3 }, { Bedrooms: 3 }, true],
    ['bedrooms, one fewer', { bedrooms: 3 }, { Bedrooms: 2 }, false],
    ['bedrooms unknown', { bedrooms: 1 }, { Bedrooms: null }, false],
    ['living area, at the bound', { minLiving: 120 }, { SurfaceLiving: 120 }, true],
    ['living area, below', { minLiving: 120 }, { SurfaceLiving: 119.5 }, false],
    ['living area unknown', { minLiving: 1 }, { SurfaceLiving: null }, false],
    ['plot, at the bound', { minPlot: 500 }, { SurfaceGround: 500 }, true],
    ['plot, below', { minPlot: 500 }, { SurfaceGround: 499 }, false],
    ['plot unknown', { minPlot: 1 }, { SurfaceGround: null }, false],
    ['EPC C or better: C', { epc: 'c' }, { EPCLabel: 'C' }, true],
    ['EPC C or better: Brussels C-', { epc: 'c' }, { EPCLabel: 'C-' }, true],
    ['EPC C or better: Wallonia A++', { epc: 'c' }, { EPCLabel: 'A++' }, true],
    ['EPC C or better: D+', { epc: 'c' }, { EPCLabel: 'D+' }, false],
    ['EPC C or better: no label', { epc: 'c' }, { EPCLabel: null }, false],
    ['EPC G or better: Luxembourg H', { epc: 'g' }, { EPCLabel: 'H' }, false],
    ['EPC A or better: A+', { epc: 'a' }, { EPCLabel: 'A+' }, true],
    ['garden', { garden: true }, { SurfaceGarden: 80 }, true],
    ['no garden', { garden: true }, { SurfaceGarden: null }, false],
    ['garden of 0 m²', { garden: true }, { SurfaceGarden: 0 }, false],
    ['terrace', { terrace: true }, { SurfaceTerrace: 12 }, true],
    ['no terrace', { terrace: true }, { SurfaceTerrace: null }, false],
    ['parking: a garage', { parking: true }, { Garages: 1 }, true],
    ['parking: a parking space', { parking: true }, { Parkings: 1 }, true],
    ['parking: outside spaces', { parking: true }, { ExternalParkings: 2 }, true],
    ['parking: none', { parking: true }, { Garages: 0, Parkings: null }, false],
    ['lift', { lift: true }, { Lift: true }, true],
    ['no lift', { lift: true }, { Lift: false }, false],
    ['new build', { newBuild: true }, { NewBuild: true }, true],
    ['not new', { newBuild: true }, { NewBuild: false }, false],
  ])('%s', (_name, criteria, overrides, expected) => {
    expect(matches(criteria, overrides)).toBe(expected);
  });

  it('asks for every criterion set at once', () => {
    const all: Partial<Criteria> = { minPrice: 100000, maxPrice: 300000, bedrooms: 2, epc: 'c', garden: true };
    const fit: Partial<ListingCard> = { Price: 250000, Bedrooms: 3, EPCLabel: 'B', SurfaceGarden: 200 };
    expect(matches(all, fit)).toBe(true);
    expect(matches(all, { ...fit, Price: 300001 })).toBe(false);
    expect(matches(all, { ...fit, Bedrooms: 1 })).toBe(false);
    expect(matches(all, { ...fit, EPCLabel: 'E' })).toBe(false);
    expect(matches(all, { ...fit, SurfaceGarden: null })).toBe(false);
    expect(criteriaCount({ ...NO_CRITERIA, ...all })).toBe(4);
  });

  it.each([
    ['minPrice=-1', ['minPrice']],
    ['minPrice=1e6', ['minPrice']],
    ['maxPrice=0', ['maxPrice']],
    ['maxPrice=1000000001', ['maxPrice']],
    ['bedrooms=21', ['bedrooms']],
    ['bedrooms=2.5', ['bedrooms']],
    ['minLiving=0', ['minLiving']],
    ['minPlot=10000001', ['minPlot']],
    ['epc=A%2B', ['epc']],
    ['epc=H', ['epc']],
    ['lift=0', ['lift']],
    ['newBuild=true', ['newBuild']],
    ['minPrice=5&maxPrice=4', ['maxPrice']],
  ])('names and ignores a bad value: %s', (search, ignored) => {
    const criteria = { ...NO_CRITERIA };
    expect(parseCriteria(new URLSearchParams(search), criteria)).toEqual(ignored);
    expect(criteria).toMatchObject(search.startsWith('minPrice=5') ? { minPrice: 5, maxPrice: null } : NO_CRITERIA);
  });

  it('reads each criterion at its bounds', () => {
    const criteria = { ...NO_CRITERIA };
    const search = 'minPrice=0&maxPrice=1000000000&bedrooms=20&minLiving=100000&minPlot=1&epc=g&garden=1';
    expect(parseCriteria(new URLSearchParams(search), criteria)).toEqual([]);
    expect(criteria).toMatchObject({ minPrice: 0, maxPrice: 1e9, bedrooms: 20, minLiving: 100000, minPlot: 1 });
    expect(criteria).toMatchObject({ epc: 'g', garden: true, lift: false });
  });
});
