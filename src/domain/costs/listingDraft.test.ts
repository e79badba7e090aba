import { draftOfListing, hasPurchaseCosts, isNewBuild } from './listingDraft.ts';

const listing = {
  Goal: 0 as const,
  CountryID: 10 as 10 | 50,
  Zip: '5000',
  Price: 245000,
  VAT: null,
  GroundPart: null,
};

describe('a listing as the calculator starts it', () => {
  it('gives an existing home its price and postcode, for an only home', () => {
    expect(draftOfListing(listing)).toEqual({
      price: '245.000',
      zip: '5000',
      onlyHome: true,
      newBuild: false,
      groundPart: '',
    });
  });

  it('takes the VAT out of a new build price and gives its ground part', () => {
    // Listing 402: 34.000 ground + 157.438 building + 33.062 VAT = 224.500.
    const newBuild = { ...listing, Zip: '6900', Price: 224500, VAT: 33062, GroundPart: 34000 };
    expect(isNewBuild(newBuild)).toBe(true);
    expect(draftOfListing(newBuild)).toMatchObject({ price: '191.438', newBuild: true, groundPart: '34.000' });
  });

  it('leaves the price empty for a price on demand', () => {
    expect(draftOfListing({ ...listing, Price: null }).price).toBe('');
  });

  it('is offered for Belgian sales only', () => {
    expect(hasPurchaseCosts(listing)).toBe(true);
    expect(hasPurchaseCosts({ ...listing, Goal: 1 })).toBe(false);
    expect(hasPurchaseCosts({ ...listing, CountryID: 50 as const })).toBe(false);
  });
});
