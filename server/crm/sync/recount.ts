/**
 * The counts a catalogue carries beside its listings (each type's Sale and Rent, each town's
 * PropertyCount in the all, sale and rent lists) made true of the listings a sync publishes.
 * The CRM counts what it holds; when a sync leaves a record out or keeps its last good version
 * (./rejects.ts), the published listings differ from the CRM's and so must the counts, or the
 * snapshot check refuses the whole catalogue for one record. Only used then: otherwise the
 * CRM's counts are checked as they came, which catches a CRM that miscounts.
 */
import type { CitiesFile, City, Property, PropertyType } from '../../../src/domain/catalogue/schema.ts';

const placeKey = (place: { Zip: string }, name: string) => `${name}|${place.Zip}`;

export function recountTypes(types: readonly PropertyType[], listings: readonly Property[]): PropertyType[] {
  return types.map((type) => {
    const having = listings.filter((p) => p.WebIDs.split(',').map(Number).includes(type.WebID));
    const sale = having.filter((p) => p.Goal === 0).length;
    return { ...type, Sale: sale, Rent: having.length - sale };
  });
}

function recountList(list: readonly City[], listings: readonly Property[]): City[] {
  const counts = new Map<string, number>();
  const first = new Map<string, Property>();
  for (const p of listings) {
    const key = placeKey(p, p.City);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (!first.has(key)) first.set(key, p);
  }
  // The CRM's towns in its order, with the published counts; a town left with none goes.
  const towns = list
    .map((city) => ({ ...city, PropertyCount: counts.get(placeKey(city, city.Name)) ?? 0 }))
    .filter((city) => city.PropertyCount > 0);
  const listed = new Set(towns.map((city) => placeKey(city, city.Name)));
  // A town only a kept listing is in: the CRM no longer lists it, the listing names it.
  for (const [key, p] of first) {
    if (listed.has(key)) continue;
    towns.push({
      Name: p.City,
      Zip: p.Zip,
      CountryID: p.CountryID,
      CountryName: p.CountryName,
      PropertyCount: counts.get(key) ?? 0,
      language: p.language,
    });
  }
  return towns;
}

export function recountCities(cities: CitiesFile, listings: readonly Property[]): CitiesFile {
  return {
    ...cities,
    all: recountList(cities.all, listings),
    sale: recountList(
      cities.sale,
      listings.filter((p) => p.Goal === 0),
    ),
    rent: recountList(
      cities.rent,
      listings.filter((p) => p.Goal === 1),
    ),
  };
}
