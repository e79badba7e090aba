/**
 * Where a property is, for the rules that differ by region (the EPC scale, the renovation
 * duty, registration duties). Belgian postcodes map to regions as spec section 5 gives them;
 * Luxembourg is its own "region" here because its label is used as the CRM gives it.
 */
export type BelgianRegion = 'flanders' | 'brussels' | 'wallonia';
export type EnergyRegion = BelgianRegion | 'luxembourg';

const COUNTRY_LUXEMBOURG = 50;

/** 1000-1299 Brussels; 1300-1499 and 4000-7999 Wallonia; 1500-3999 and 8000-9999 Flanders. */
export function regionOfPostcode(zip: string): BelgianRegion | null {
  if (!/^\d{4}$/.test(zip.trim())) return null;
  const code = Number(zip);
  if (code >= 1000 && code <= 1299) return 'brussels';
  if ((code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)) return 'wallonia';
  if ((code >= 1500 && code <= 3999) || (code >= 8000 && code <= 9999)) return 'flanders';
  return null;
}

export function energyRegion(countryId: number, zip: string): EnergyRegion | null {
  return countryId === COUNTRY_LUXEMBOURG ? 'luxembourg' : regionOfPostcode(zip);
}
