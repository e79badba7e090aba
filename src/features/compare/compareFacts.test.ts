import { listing } from '../../../test/fixtures/catalogue.ts';
import { propertyDetail } from '../../../test/fixtures/detail.ts';
import { purchaseCosts } from '../../config/purchaseCosts.ts';
import { computePurchaseCosts } from '../../lib/purchaseCosts.ts';
import { compareRows, goalsOf, type Compared, type FactRow, type PurchaseEstimator } from './compareFacts.ts';
import { estimatePurchaseCosts } from './purchaseEstimate.ts';

const noCosts: PurchaseEstimator = () => ({ kind: 'unknown' });
const item = (card: Parameters<typeof listing>[0], detail: Partial<Compared['detail']> | null = {}): Compared => ({
  listing: listing(card),
  detail:
    detail === null
      ? null
      : propertyDetail('en', 120, {
          ID: card.ID,
          Bathrooms: 1,
          ConstructionYear: 1978,
          RenovationYear: null,
          Charges: null,
          VAT: null,
          GroundPart: null,
          ...detail,
        }),
});
const row = (rows: FactRow[], id: FactRow['id']) => {
  const found = rows.find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};

describe('compareRows', () => {
  it('marks the rows that differ and the best figure of each, ties included', () => {
    const rows = compareRows(
      [
        item({ ID: 1, Price: 300000, SurfaceLiving: 150, Bedrooms: 3, EnergyPerformance: 200 }),
        item({ ID: 2, Price: 250000, SurfaceLiving: 100, Bedrooms: 4, EnergyPerformance: 200 }),
        item({ ID: 3, Price: 250000, SurfaceLiving: 150, Bedrooms: 4, EnergyPerformance: 200 }),
      ],
      noCosts,
    );
    expect(row(rows, 'price')).toMatchObject({ differs: true, badge: 'lowest', best: [false, true, true] });
    expect(row(rows, 'pricePerM2').values).toEqual([
      { kind: 'number', value: 2000 },
      { kind: 'number', value: 2500 },
      { kind: 'number', value: 1667 },
    ]);
    expect(row(rows, 'pricePerM2').best).toEqual([false, false, true]);
    expect(row(rows, 'surfaceLiving')).toMatchObject({ badge: 'largest', best: [true, false, true] });
    expect(row(rows, 'bedrooms')).toMatchObject({ badge: 'most', best: [false, true, true] });
    // All the same: no difference, and no "best" either.
    expect(row(rows, 'epcValue')).toMatchObject({ differs: false, badge: null, best: [false, false, false] });
    expect(row(rows, 'bathrooms').differs).toBe(false);
  });

  it('counts a missing value as different, but marks a best figure only between two known ones', () => {
    const rows = compareRows(
      [
        item({ ID: 1, SurfaceGround: 600 }),
        item({ ID: 2, SurfaceGround: null }),
        item({ ID: 3, PublishPrice: false, Price: null }),
      ],
      noCosts,
    );
    expect(row(rows, 'surfaceGround')).toMatchObject({ differs: true, badge: null });
    expect(row(rows, 'price').values[2]).toEqual({ kind: 'onDemand' });
    expect(row(rows, 'pricePerM2').values[2]).toEqual({ kind: 'unknown' });
  });

  it('never calls a rent cheaper than a sale price', () => {
    const rows = compareRows(
      [
        item({ ID: 1, Price: 250000 }),
        item({ ID: 2, Goal: 1, Price: 900, SurfaceLiving: 80, PriceUnitText: '/ month' }),
      ],
      noCosts,
    );
    expect(goalsOf([item({ ID: 1 }), item({ ID: 2, Goal: 1 })])).toBe('mixed');
    expect(goalsOf([item({ ID: 1, Goal: 1 })])).toBe('rent');
    expect(row(rows, 'price')).toMatchObject({ differs: true, badge: null });
    expect(row(rows, 'pricePerM2').values[1]).toEqual({ kind: 'number', value: 11.25 });
    expect(row(rows, 'pricePerM2').badge).toBeNull();
  });

  it('takes the bathrooms, years and charges from the detail file, and says "unknown" without it', () => {
    const rows = compareRows(
      [item({ ID: 1 }, { Bathrooms: 2, RenovationYear: 2019, Charges: 90 }), item({ ID: 2 }, null)],
      noCosts,
    );
    expect(row(rows, 'bathrooms').values).toEqual([{ kind: 'number', value: 2 }, { kind: 'unknown' }]);
    expect(row(rows, 'year').values).toEqual([{ kind: 'year', built: 1978, renovated: 2019 }, { kind: 'unknown' }]);
    expect(row(rows, 'charges').values).toEqual([{ kind: 'number', value: 90 }, { kind: 'unknown' }]);
  });

  it('gives the EPC label of each region’s scale, and Luxembourg’s as the CRM writes it', () => {
    const rows = compareRows(
      [
        item({ ID: 1, Zip: '6900', EnergyPerformance: 212 }),
        item({ ID: 2, Zip: '3300', EnergyPerformance: 212 }),
        item({ ID: 3, Zip: '9530', CountryID: 50, EnergyPerformance: 165, EPCLabelText: 'C' }),
        item({ ID: 4, EnergyPerformance: null }),
      ],
      noCosts,
    );
    expect(row(rows, 'epcLabel').values).toEqual([
      { kind: 'epc', label: 'c', region: 'wallonia' },
      { kind: 'epc', label: 'c', region: 'flanders' },
      { kind: 'epc', label: 'c', region: 'luxembourg' },
      { kind: 'unknown' },
    ]);
    // The same letter on two scales is not the same label.
    expect(row(rows, 'epcLabel').differs).toBe(true);
  });

  it('leaves out a row that applies to none of the listings, and compares nothing in a single column', () => {
    const rentals = compareRows([item({ ID: 1, Goal: 1 }), item({ ID: 2, Goal: 1 })], estimatePurchaseCosts);
    expect(rentals.map((r) => r.id)).not.toContain('purchaseCosts');
    const single = compareRows([item({ ID: 1 })], noCosts);
    expect(single.every((r) => !r.differs && r.badge === null)).toBe(true);
  });
});

describe('estimatePurchaseCosts', () => {
  const standard = { region: 'wallonia' as const, onlyHome: false, zip: '6900' };

  it('is the standard-rate total on top of the price of a Belgian sale', () => {
    const expected = computePurchaseCosts({ ...standard, price: 300000, newBuild: false }, purchaseCosts);
    if (!expected.ok) throw new Error('the rates refuse the example');
    expect(estimatePurchaseCosts(item({ ID: 1, Price: 300000 }))).toEqual({
      kind: 'number',
      value: expected.value.total,
    });
  });

  it('does not count the VAT of a new build twice: its listed price already holds it', () => {
    const detail = { VAT: 33062, GroundPart: 34000 };
    const expected = computePurchaseCosts(
      { ...standard, price: 224500 - 33062, newBuild: true, groundPart: 34000 },
      purchaseCosts,
    );
    if (!expected.ok) throw new Error('the rates refuse the example');
    const estimate = estimatePurchaseCosts(item({ ID: 1, Price: 224500 }, detail));
    expect(estimate.kind === 'number' && estimate.value).toBeCloseTo(expected.value.totalWithPrice - 224500, 2);
    // The duty on the ground part only: far less than on a resale at the same price.
    const resale = estimatePurchaseCosts(item({ ID: 2, Price: 224500 }));
    expect(estimate.kind === 'number' && resale.kind === 'number' && estimate.value < resale.value).toBe(true);
  });

  it('says nothing it cannot know, and nothing for a rental', () => {
    expect(estimatePurchaseCosts(item({ ID: 1, Goal: 1 }))).toEqual({ kind: 'none' });
    expect(estimatePurchaseCosts(item({ ID: 1, PublishPrice: false, Price: null }))).toEqual({ kind: 'unknown' });
    expect(estimatePurchaseCosts(item({ ID: 1, CountryID: 50, Zip: '9530' }))).toEqual({ kind: 'unknown' });
    expect(estimatePurchaseCosts(item({ ID: 1 }, null))).toEqual({ kind: 'unknown' });
  });
});
