/**
 * The calculator's fields as the visitor types them, and the same fields in a URL so an
 * estimate can be shared: `?price=245000&zip=5000&home=1&new=0&ground=`.
 *
 * The draft keeps the typed text (a half-typed "245." is not an error yet); `readDraft`
 * turns it into the calculation's input or field errors. A query from a shared link is
 * read defensively: anything unreadable becomes an empty field the page then asks for.
 */
import { parseAmount } from '../../lib/amount.ts';
import { formatNumber } from '../../lib/price.ts';
import type { PurchaseCostsInput } from '../../lib/purchaseCosts.ts';
import { regionOfPostcode, type BelgianRegion } from '../../lib/region.ts';

export interface CostsDraft {
  price: string;
  zip: string;
  onlyHome: boolean;
  newBuild: boolean;
  groundPart: string;
}

export const EMPTY_DRAFT: CostsDraft = { price: '', zip: '', onlyHome: true, newBuild: false, groundPart: '' };

/** What a field's error says, translated by the view as `costs:errors.<code>`. */
export type DraftErrorCode =
  | 'priceRequired'
  | 'priceInvalid'
  | 'zipRequired'
  | 'zipInvalid'
  | 'groundRequired'
  | 'groundInvalid'
  | 'groundAbovePrice';

export type DraftErrors = Partial<Record<'price' | 'zip' | 'groundPart', DraftErrorCode>>;

export type ReadDraft =
  | { ok: true; input: PurchaseCostsInput; region: BelgianRegion }
  | { ok: false; errors: DraftErrors; region: BelgianRegion | null };

/** Longer text is not a price or a postcode someone typed: the URL is not read further. */
const MAX_FIELD = 24;

function amountOf(text: string): number | null {
  const amount = parseAmount(text);
  return amount === null || amount <= 0 || amount > 1_000_000_000 ? null : amount;
}

export function readDraft(draft: CostsDraft): ReadDraft {
  const errors: DraftErrors = {};
  const price = amountOf(draft.price);
  if (draft.price.trim() === '') errors.price = 'priceRequired';
  else if (price === null) errors.price = 'priceInvalid';

  const zip = draft.zip.trim();
  const region = regionOfPostcode(zip);
  if (zip === '') errors.zip = 'zipRequired';
  else if (!region) errors.zip = 'zipInvalid';

  let groundPart: number | undefined;
  if (draft.newBuild) {
    const typed = draft.groundPart.trim();
    // A ground part of 0 is possible (a flat's share of the land may be left out): only a
    // negative or unreadable amount is refused.
    const ground = typed === '0' ? 0 : amountOf(typed);
    if (typed === '') errors.groundPart = 'groundRequired';
    else if (ground === null) errors.groundPart = 'groundInvalid';
    else if (price !== null && ground > price) errors.groundPart = 'groundAbovePrice';
    else groundPart = ground;
  }

  if (price === null || !region || Object.keys(errors).length > 0) return { ok: false, errors, region };
  const input: PurchaseCostsInput = { price, region, onlyHome: draft.onlyHome, newBuild: draft.newBuild, zip };
  if (groundPart !== undefined) input.groundPart = groundPart;
  return { ok: true, input, region };
}

/** An amount as the field shows it, grouped as Belgians write it (245.000); unreadable text stays as it is. */
export function typedAmount(text: string): string {
  const amount = parseAmount(text);
  return amount === null ? text : formatNumber(amount, Number.isInteger(amount) ? 0 : 2);
}

const flag = (value: string | null, fallback: boolean) => (value === '1' ? true : value === '0' ? false : fallback);
const field = (value: string | null) => (value ?? '').trim().slice(0, MAX_FIELD);

/** A draft from a URL's query; missing or unreadable parts fall back to the empty draft's. */
export function draftFromQuery(search: string | URLSearchParams): CostsDraft {
  const query = new URLSearchParams(search);
  return {
    price: typedAmount(field(query.get('price'))),
    zip: field(query.get('zip')),
    onlyHome: flag(query.get('home'), EMPTY_DRAFT.onlyHome),
    newBuild: flag(query.get('new'), EMPTY_DRAFT.newBuild),
    groundPart: typedAmount(field(query.get('ground'))),
  };
}

/** The query for a draft: amounts that read as numbers are written as plain numbers. */
export function queryOfDraft(draft: CostsDraft): string {
  const amount = (text: string) => {
    const value = parseAmount(text);
    return value === null ? text.trim() : String(value);
  };
  const query = new URLSearchParams();
  if (draft.price.trim()) query.set('price', amount(draft.price));
  if (draft.zip.trim()) query.set('zip', draft.zip.trim());
  query.set('home', draft.onlyHome ? '1' : '0');
  query.set('new', draft.newBuild ? '1' : '0');
  if (draft.newBuild && draft.groundPart.trim()) query.set('ground', amount(draft.groundPart));
  return `?${query.toString()}`;
}
