/**
 * The calculator's starting point for a listing: its price, its postcode, and for a new
 * build (sold under VAT) the ground part. The CRM's price of a new build includes the VAT on
 * the building (Price = GroundPart + Building + VAT), while the calculation starts from the
 * price without VAT, so that is what the field gets.
 */
import type { PropertyDetail } from '../catalogue/detailTypes.ts';
import { EMPTY_DRAFT, typedAmount, type CostsDraft } from './costsDraft.ts';

const BELGIUM = 10;

type CostFields = Pick<PropertyDetail, 'Goal' | 'CountryID' | 'Zip' | 'Price' | 'VAT' | 'GroundPart'>;

/** Belgian sales only: the rates are Belgian, and a rental has no purchase costs. */
export function hasPurchaseCosts(listing: Pick<CostFields, 'Goal' | 'CountryID'>): boolean {
  return listing.Goal === 0 && listing.CountryID === BELGIUM;
}

export function isNewBuild(listing: Pick<CostFields, 'VAT' | 'GroundPart'>): boolean {
  return listing.VAT !== null && listing.GroundPart !== null;
}

export function draftOfListing(listing: CostFields): CostsDraft {
  const newBuild = isNewBuild(listing);
  // A price on demand leaves the field empty for the visitor to fill in.
  const price = listing.Price === null ? null : newBuild ? listing.Price - (listing.VAT ?? 0) : listing.Price;
  return {
    ...EMPTY_DRAFT,
    price: price === null || price <= 0 ? '' : typedAmount(String(price)),
    zip: listing.Zip,
    newBuild,
    groundPart: newBuild && listing.GroundPart !== null ? typedAmount(String(listing.GroundPart)) : '',
  };
}
