/**
 * The purchase costs of a compared listing, at the standard rate (not an only home's): the
 * same sum for every listing, so they can be compared. Loaded on its own (usePurchaseEstimate)
 * because the rates file and its notes would otherwise weigh on every page of the tools chunk.
 */
import { purchaseCosts } from '../../config/purchaseCosts.ts';
import { computePurchaseCosts } from '../../lib/purchaseCosts.ts';
import { readDraft } from '../../domain/costs/costsDraft.ts';
import { draftOfListing, hasPurchaseCosts } from '../../domain/costs/listingDraft.ts';
import type { Compared, FactValue } from './compareFacts.ts';

/**
 * What the buyer pays on top of the listed price, starting from the listing as the
 * calculator does (draftOfListing: a new build's price without its VAT). So for a new build
 * the costs on top of the listed price are what the buyer pays in all minus that price: the
 * VAT already in the listed price is not counted twice.
 */
export function estimatePurchaseCosts({ listing, detail }: Compared): FactValue {
  if (listing.Goal !== 0) return { kind: 'none' };
  // The detail file says whether it is a new build: without it, nothing reliable can be said.
  // A Luxembourg sale has other costs, which this site does not compute.
  if (detail === null) return { kind: 'unknown' };
  // The list's fields for what it says (price, place), the detail's for the VAT and ground part.
  const { Goal, CountryID, Zip, Price } = listing;
  if (Price === null || !hasPurchaseCosts({ Goal, CountryID })) return { kind: 'unknown' };
  const draft = draftOfListing({ Goal, CountryID, Zip, Price, VAT: detail.VAT, GroundPart: detail.GroundPart });
  const read = readDraft({ ...draft, onlyHome: false });
  const result = read.ok ? computePurchaseCosts(read.input, purchaseCosts) : null;
  if (!result?.ok) return { kind: 'unknown' };
  return { kind: 'number', value: Math.round((result.value.totalWithPrice - Price) * 100) / 100 };
}
