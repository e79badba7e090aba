/**
 * The home search panel's matching (spec section 9): properties by their id only, cities by
 * name, postcode and accent-stripped name, exact matching (threshold 0: the typed text must
 * appear as it is, no fuzzy edits). The index is built once per catalogue; each keystroke is
 * one pass over plain strings, a few hundred microseconds for 20,000 listings.
 */
import type { City } from './schema.ts';
import type { Catalogue, ListingCard } from './types.ts';
import { searchKey } from '../../lib/normalize.ts';

interface CityEntry {
  city: City;
  name: string;
}

export interface SearchIndex {
  /** Listing ids as text, sorted by id, beside their listings. */
  ids: string[];
  listings: ListingCard[];
  cities: CityEntry[];
}

const indexes = new WeakMap<Catalogue, SearchIndex>();

export function searchIndex(catalogue: Catalogue): SearchIndex {
  const cached = indexes.get(catalogue);
  if (cached) return cached;
  const listings = [...catalogue.properties].sort((a, b) => a.ID - b.ID);
  const index: SearchIndex = {
    ids: listings.map((l) => String(l.ID)),
    listings,
    cities: catalogue.cities.all.map((city) => ({ city, name: searchKey(city.Name) })),
  };
  indexes.set(catalogue, index);
  return index;
}

export interface SearchResults {
  cities: City[];
  properties: ListingCard[];
  /** How many matched in all, of which the lists above show the first few. */
  cityTotal: number;
  propertyTotal: number;
}

export const EMPTY_RESULTS: SearchResults = { cities: [], properties: [], cityTotal: 0, propertyTotal: 0 };

/** "Ref: 120", "ref 120", "#120" and "120" all look for the listing 120. */
const REFERENCE = /^(?:ref(?:erence)?\.?\s*:?\s*|#)?(\d+)$/;

/** The listing id a search text asks for, if it is a reference; `key` is already a searchKey. */
export function referenceDigits(key: string): string | undefined {
  return REFERENCE.exec(key)?.[1];
}

/**
 * Ranked in three bands (the whole text, its start, anywhere inside) and within a band in
 * index order, so no sort runs per keystroke however many match.
 */
export function search(index: SearchIndex, text: string, limit = 6): SearchResults {
  const key = searchKey(text);
  if (key === '') return EMPTY_RESULTS;

  const properties: ListingCard[][] = [[], [], []];
  let propertyTotal = 0;
  const digits = referenceDigits(key);
  if (digits) {
    for (let i = 0; i < index.ids.length; i++) {
      const id = index.ids[i] as string;
      const at = id.indexOf(digits);
      if (at === -1) continue;
      propertyTotal++;
      const band = properties[id.length === digits.length ? 0 : at === 0 ? 1 : 2] as ListingCard[];
      if (band.length < limit) band.push(index.listings[i] as ListingCard);
    }
  }

  const cities: City[][] = [[], [], []];
  let cityTotal = 0;
  for (const entry of index.cities) {
    const inName = entry.name.indexOf(key);
    const inZip = entry.city.Zip.indexOf(key);
    if (inName === -1 && inZip === -1) continue;
    cityTotal++;
    const exact = entry.name === key || entry.city.Zip === key;
    const band = cities[exact ? 0 : inName === 0 || inZip === 0 ? 1 : 2] as City[];
    if (band.length < limit) band.push(entry.city);
  }

  return {
    cities: cities.flat().slice(0, limit),
    properties: properties.flat().slice(0, limit),
    cityTotal,
    propertyTotal,
  };
}
