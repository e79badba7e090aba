/**
 * What a purchase really costs on top of the price, by region (Flanders, Wallonia,
 * Brussels), from the dated figures of snapshot/config/purchase-costs.json.
 *
 * Pure: the figures come in as `config`, so a test can pin them and the page can pass the
 * built-in ones (src/config/purchaseCosts.ts). Bad input is an error result, not an
 * exception: a form field being typed is not exceptional.
 *
 * The lines, in this order, each rounded to the cent (half away from zero) before they are
 * added, as a notary's statement does:
 *  - registrationDuty: the region's rate on the price, or on the ground part of a new build;
 *  - abatement (negative): Flanders' reduction for a modest only home (capped at the duty),
 *    or Brussels' abatement on the first part of the base for an only home;
 *  - vat: on the building part of a new build;
 *  - notaryFee and notaryFeeVat: the legal sliding scale on the price, then VAT;
 *  - administrativeCosts and administrativeCostsVat: the notary's flat dossier costs;
 *  - disbursements, registryFee, writingDuty: paid to third parties, no VAT.
 * `base` is what the line is computed on: the taxed amount for a rate, the figure itself for
 * a fixed amount. `estimate` marks the lines whose figure the file calls an estimate.
 */
import type { PurchaseCostsConfig } from '../config/purchaseCostsSchema.ts';
import { regionOfPostcode, type BelgianRegion } from './region.ts';

export interface PurchaseCostsInput {
  /** The price in euros; for a new build, without VAT. */
  price: number;
  region: BelgianRegion;
  /** The buyer's only own home (enige eigen woning, habitation propre et unique). */
  onlyHome: boolean;
  /** Sold under VAT: VAT on the building part, registration duty on the ground part. */
  newBuild: boolean;
  /** The ground part of a new build's price; required then, ignored otherwise. */
  groundPart?: number;
  /** The property's postcode: only read for the higher Flemish ceiling (core cities, Vlaamse Rand). */
  zip?: string;
}

export type PurchaseCostKey =
  | 'registrationDuty'
  | 'abatement'
  | 'vat'
  | 'notaryFee'
  | 'notaryFeeVat'
  | 'administrativeCosts'
  | 'administrativeCostsVat'
  | 'disbursements'
  | 'registryFee'
  | 'writingDuty';

export interface PurchaseCostLine {
  /** A stable identifier the UI translates. */
  key: PurchaseCostKey;
  base: number;
  rate?: number;
  amount: number;
  estimate?: true;
}

export interface PurchaseCosts {
  lines: PurchaseCostLine[];
  /** Every cost on top of the price: the sum of the lines. */
  total: number;
  /** The price plus `total`: what the buyer pays in all. */
  totalWithPrice: number;
}

export type PurchaseCostsErrorCode =
  'INVALID_PRICE' | 'INVALID_REGION' | 'MISSING_GROUND_PART' | 'INVALID_GROUND_PART' | 'GROUND_PART_ABOVE_PRICE';

export interface PurchaseCostsError {
  code: PurchaseCostsErrorCode;
  field: 'price' | 'region' | 'groundPart';
}

export type PurchaseCostsResult = { ok: true; value: PurchaseCosts } | { ok: false; error: PurchaseCostsError };

/**
 * Above this the sums in cents would lose digits (15 significant digits are kept when
 * rounding); no Belgian home costs a billion euros.
 */
export const MAX_PRICE = 1_000_000_000;

const REGIONS: readonly string[] = ['flanders', 'wallonia', 'brussels'] satisfies BelgianRegion[];

/**
 * To the cent, half away from zero, on the decimal value: 0.57 % of 95 is 0.5415 but the
 * binary product is 0.54149999…; the 15-digit string drops that noise before rounding.
 */
export function roundCents(value: number): number {
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  if (cents === 0) return 0;
  return (Math.sign(value) * cents) / 100;
}

/** The legal sliding scale: each rate on the part of the price within its bracket. */
export function scaleFee(price: number, brackets: readonly { upTo: number | null; rate: number }[]): number {
  let fee = 0;
  let lower = 0;
  for (const { upTo, rate } of brackets) {
    const upper = upTo ?? Infinity;
    if (price > lower) fee += (Math.min(price, upper) - lower) * rate;
    if (price <= upper) break;
    lower = upper;
  }
  return roundCents(fee);
}

/** The Belgian region of a postcode (1000-1299 Brussels, …); null for anything else. */
export function regionForZip(zip: string): BelgianRegion | null {
  return regionOfPostcode(zip);
}

function validate(input: PurchaseCostsInput): PurchaseCostsError | null {
  const { price, region, newBuild, groundPart } = input;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_PRICE) {
    return { code: 'INVALID_PRICE', field: 'price' };
  }
  if (!REGIONS.includes(region)) return { code: 'INVALID_REGION', field: 'region' };
  if (!newBuild) return null;
  if (groundPart === undefined) return { code: 'MISSING_GROUND_PART', field: 'groundPart' };
  if (typeof groundPart !== 'number' || !Number.isFinite(groundPart) || groundPart < 0) {
    return { code: 'INVALID_GROUND_PART', field: 'groundPart' };
  }
  if (groundPart > price) return { code: 'GROUND_PART_ABOVE_PRICE', field: 'groundPart' };
  return null;
}

function rateLine(key: PurchaseCostKey, base: number, rate: number): PurchaseCostLine {
  return { key, base, rate, amount: roundCents(base * rate) };
}

function fixedLine(key: PurchaseCostKey, figure: { value: number; estimate?: boolean }): PurchaseCostLine {
  const line: PurchaseCostLine = { key, base: figure.value, amount: roundCents(figure.value) };
  if (figure.estimate) line.estimate = true;
  return line;
}

/** registrationDuty, then the abatement when there is one. */
function dutyLines(input: PurchaseCostsInput, base: number, config: PurchaseCostsConfig): PurchaseCostLine[] {
  const duties = config.registrationDuty;
  switch (input.region) {
    case 'flanders': {
      const flanders = duties.flanders;
      const duty = rateLine(
        'registrationDuty',
        base,
        input.onlyHome ? flanders.onlyHomeRate.value : flanders.standardRate.value,
      );
      if (!input.onlyHome) return [duty];
      const zip = input.zip?.trim() ?? '';
      const higher = Object.values(flanders.higherCeilingPostcodes.value).some((codes) => codes.includes(zip));
      const ceiling = higher ? flanders.onlyHomeReductionCeilingHigher.value : flanders.onlyHomeReductionCeiling.value;
      if (base > ceiling) return [duty];
      // The reduction never turns the duty into a refund.
      const reduction = Math.min(roundCents(flanders.onlyHomeReduction.value), duty.amount);
      if (reduction <= 0) return [duty];
      return [duty, { key: 'abatement', base: flanders.onlyHomeReduction.value, amount: -reduction }];
    }
    case 'wallonia': {
      const wallonia = duties.wallonia;
      return [
        rateLine('registrationDuty', base, input.onlyHome ? wallonia.onlyHomeRate.value : wallonia.standardRate.value),
      ];
    }
    case 'brussels': {
      const brussels = duties.brussels;
      const rate = brussels.standardRate.value;
      const duty = rateLine('registrationDuty', base, rate);
      // Above the ceiling there is no abatement at all, not a smaller one.
      if (!input.onlyHome || base > brussels.onlyHomeAbatementCeiling.value) return [duty];
      const abated = Math.min(brussels.onlyHomeAbatement.value, base);
      if (abated <= 0) return [duty];
      return [duty, { key: 'abatement', base: abated, rate, amount: -roundCents(abated * rate) }];
    }
  }
}

export function computePurchaseCosts(input: PurchaseCostsInput, config: PurchaseCostsConfig): PurchaseCostsResult {
  const error = validate(input);
  if (error) return { ok: false, error };

  const { price, newBuild } = input;
  // A new build pays duty on its ground part only, VAT on the rest.
  const dutyBase = newBuild ? (input.groundPart ?? 0) : price;
  const lines = dutyLines(input, dutyBase, config);
  if (newBuild) lines.push(rateLine('vat', price - dutyBase, config.vat.newBuildRate.value));

  const notary = config.notary;
  const vatRate = config.vat.notaryRate.value;
  const scale = input.onlyHome ? notary.onlyHomeFeeScale : notary.feeScale;
  const fee = scaleFee(price, scale.brackets);
  const approximate = scale.estimate ? { estimate: true as const } : {};
  const admin = fixedLine('administrativeCosts', notary.administrativeCosts);
  lines.push(
    // A scale not confirmed (the only home's) makes the fee and its VAT approximate.
    { key: 'notaryFee', base: price, amount: fee, ...approximate },
    { ...rateLine('notaryFeeVat', fee, vatRate), ...approximate },
    admin,
    rateLine('administrativeCostsVat', admin.amount, vatRate),
    fixedLine('disbursements', notary.disbursements),
    fixedLine('registryFee', config.fees.registryFee),
    fixedLine('writingDuty', config.fees.writingDuty),
  );

  // Added in cents, so the total is exactly the sum of the amounts shown.
  const totalCents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  const total = totalCents / 100;
  return { ok: true, value: { lines, total, totalWithPrice: roundCents(price + total) } };
}
