/**
 * The options of the search panel, in the order they show and the arrow keys walk them: types
 * (a sale and a rent option each), then the matching cities (the same), then the matching
 * properties; when the text is a number (a reference), the matching properties come first.
 * Each option is one destination, so the panel is a plain ARIA listbox.
 */
import type { Lng } from '../../../config/languages.ts';
import type { City } from '../../../domain/catalogue/schema.ts';
import type { Goal, ListingCard, ProjectCard } from '../../../domain/catalogue/types.ts';
import type { TypeCount } from '../../../domain/catalogue/views.ts';
import { listHref, listingHref } from '../../../domain/catalogue/links.ts';
import { referenceDigits } from '../../../domain/catalogue/searchIndex.ts';
import { searchKey } from '../../../lib/normalize.ts';

export type PanelGroup = 'types' | 'cities' | 'properties';

/** The panel's groups top to bottom: a number ("402", "Ref: 402") looks for a reference first. */
export function groupOrder(text: string): PanelGroup[] {
  return referenceDigits(searchKey(text)) === undefined
    ? ['types', 'cities', 'properties']
    : ['properties', 'types', 'cities'];
}

export interface PanelOption {
  key: string;
  group: PanelGroup;
  href: string;
  disabled: boolean;
  goal: Goal | null;
  count: number;
  /** The row the option sits in (a type, a city or a property), shared by its sale and rent options. */
  row: string;
}

export function typeOptions(lng: Lng, types: TypeCount[]): PanelOption[] {
  return types.flatMap(({ type, sale, rent }) =>
    ([0, 1] as const).map((goal) => {
      const count = goal === 0 ? sale : rent;
      return {
        key: `type-${type.WebID}-${goal}`,
        group: 'types' as const,
        href: listHref(lng, goal, { type: type.WebID }),
        disabled: count === 0,
        goal,
        count,
        row: `type-${type.WebID}`,
      };
    }),
  );
}

export function cityOptions(lng: Lng, cities: City[], counts: Map<string, { sale: number; rent: number }>) {
  return cities.flatMap((city) =>
    ([0, 1] as const).map((goal): PanelOption => {
      const key = `${city.Name}|${city.Zip}`;
      const count = (goal === 0 ? counts.get(key)?.sale : counts.get(key)?.rent) ?? 0;
      return {
        key: `city-${key}-${goal}`,
        group: 'cities',
        href: listHref(lng, goal, { city: { name: city.Name, zip: city.Zip } }),
        disabled: count === 0,
        goal,
        count,
        row: `city-${key}`,
      };
    }),
  );
}

export function propertyOptions(lng: Lng, listings: ListingCard[], projects: Map<number, ProjectCard>): PanelOption[] {
  return listings.map((listing) => ({
    key: `property-${listing.ID}`,
    group: 'properties',
    href: listingHref(lng, listing, listing.ProjectID === null ? undefined : projects.get(listing.ProjectID)),
    disabled: false,
    goal: listing.Goal,
    count: 1,
    row: `property-${listing.ID}`,
  }));
}
