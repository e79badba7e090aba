/**
 * The test CRM's data: per language the listings, projects and property types, each listing's
 * modification time (LastChangedDate in its answers) and the deletion log. The counts a CRM
 * derives (a type's Sale and Rent, the towns with their PropertyCount) are computed from the
 * listings on every call, as the CRM does, so adding, selling or deleting a listing moves them.
 * Every change applies to every language at once: a listing is one record translated.
 */
import type { Lng } from '../../src/config/languages.ts';
import { MARQUEE } from '../../src/domain/catalogue/constants.ts';
import type { City, Project, Property, PropertyType } from '../../src/domain/catalogue/schema.ts';
import type { PictureStore } from './media.ts';

export type CrmListing = Omit<Property, 'language'>;
export type CrmProjectRecord = Omit<Project, 'language'>;
export type TypeTemplate = Omit<PropertyType, 'language' | 'Sale' | 'Rent'>;
export type CrmTypeRecord = Omit<PropertyType, 'language'>;
export type CrmCityRecord = Omit<City, 'language'>;

export interface LanguageCatalogue {
  properties: CrmListing[];
  projects: CrmProjectRecord[];
  types: TypeTemplate[];
}

export interface CatalogueSource {
  languages: Partial<Record<Lng, LanguageCatalogue>>;
  pictures: PictureStore;
  /** Each language's name of the sold (4) and let (5) marquees, as the snapshot words them. */
  marqueeNames: Partial<Record<Lng, Partial<Record<number, string>>>>;
}

export class TestCrmCatalogue {
  readonly languages: Lng[];
  readonly pictures: PictureStore;
  private readonly listings = new Map<Lng, Map<number, CrmListing>>();
  private readonly projects = new Map<Lng, CrmProjectRecord[]>();
  private readonly types = new Map<Lng, TypeTemplate[]>();
  private readonly changed = new Map<number, number>();
  private readonly deleted = new Map<number, number>();
  private readonly marqueeNames: CatalogueSource['marqueeNames'];
  /** When the catalogue was loaded: the modification time of what it was loaded with. */
  readonly loadedAt: number;

  constructor(
    source: CatalogueSource,
    private readonly now: () => number = Date.now,
  ) {
    this.languages = Object.keys(source.languages) as Lng[];
    this.pictures = source.pictures;
    this.marqueeNames = source.marqueeNames;
    this.loadedAt = now();
    for (const lng of this.languages) {
      const catalogue = source.languages[lng] as LanguageCatalogue;
      this.listings.set(lng, new Map(catalogue.properties.map((p) => [p.ID, p])));
      this.projects.set(lng, catalogue.projects);
      this.types.set(lng, catalogue.types);
      for (const p of catalogue.properties) this.changed.set(p.ID, this.loadedAt);
    }
  }

  private byId(lng: Lng): Map<number, CrmListing> {
    const listings = this.listings.get(lng);
    if (!listings) throw new Error(`the test CRM has no catalogue in ${lng}`);
    return listings;
  }

  has(lng: Lng): boolean {
    return this.listings.has(lng);
  }

  properties(lng: Lng): CrmListing[] {
    return [...this.byId(lng).values()];
  }

  property(lng: Lng, id: number): CrmListing | undefined {
    return this.byId(lng).get(id);
  }

  projectsOf(lng: Lng): CrmProjectRecord[] {
    return this.projects.get(lng) ?? [];
  }

  changedAt(id: number): number {
    return this.changed.get(id) ?? this.loadedAt;
  }

  typesOf(lng: Lng): CrmTypeRecord[] {
    const listings = this.properties(lng);
    return (this.types.get(lng) ?? []).map((type) => {
      const having = listings.filter((p) => p.WebIDs.split(',').map(Number).includes(type.WebID));
      const sale = having.filter((p) => p.Goal === 0).length;
      return { ...type, Sale: sale, Rent: having.length - sale };
    });
  }

  /** The towns with listings (of one goal), by name, as GetCityListOfObjects lists them. */
  citiesOf(lng: Lng, goal?: 0 | 1): CrmCityRecord[] {
    const towns = new Map<string, CrmCityRecord>();
    for (const p of this.properties(lng)) {
      if (goal !== undefined && p.Goal !== goal) continue;
      const key = `${p.City}|${p.Zip}`;
      const town = towns.get(key) ?? {
        Name: p.City,
        Zip: p.Zip,
        CountryID: p.CountryID,
        CountryName: p.CountryName,
        PropertyCount: 0,
      };
      town.PropertyCount += 1;
      towns.set(key, town);
    }
    return [...towns.values()].sort((a, b) => a.Name.localeCompare(b.Name, lng) || a.Zip.localeCompare(b.Zip));
  }

  /** The IDs deleted at or after `since` (every deleted ID without it). */
  deletedSince(since?: number): number[] {
    return [...this.deleted].filter(([, at]) => since === undefined || at >= since).map(([id]) => id);
  }

  /** A new listing, given in every language of the catalogue with the same ID. */
  add(records: Partial<Record<Lng, CrmListing>>): void {
    const ids = new Set(this.languages.map((lng) => records[lng]?.ID));
    const id = [...ids][0];
    if (ids.size !== 1 || id === undefined)
      throw new Error(`a listing needs one record in each of ${this.languages.join(', ')}`);
    if (this.byId(this.languages[0] as Lng).has(id)) throw new Error(`listing ${id} exists already`);
    for (const lng of this.languages) this.byId(lng).set(id, records[lng] as CrmListing);
    this.deleted.delete(id);
    this.changed.set(id, this.now());
  }

  /** Changes fields of a listing: the same values in every language, or a function of the language for texts. */
  change(id: number, fields: Partial<CrmListing> | ((lng: Lng) => Partial<CrmListing>)): void {
    for (const lng of this.languages) {
      const current = this.byId(lng).get(id);
      if (!current) throw new Error(`no listing ${id} in the test CRM`);
      this.byId(lng).set(id, { ...current, ...(typeof fields === 'function' ? fields(lng) : fields), ID: id });
    }
    this.changed.set(id, this.now());
  }

  /** Sold (a sale) or let (a rental): the marquee the site shows as "Vendu" / "Loué". */
  sell(id: number): void {
    const goal = this.property(this.languages[0] as Lng, id)?.Goal;
    const marquee = goal === 1 ? MARQUEE.rented : MARQUEE.sold;
    this.change(id, (lng) => ({ Marquee: marquee, MarqueeName: this.marqueeNames[lng]?.[marquee] ?? '' }));
  }

  remove(id: number): void {
    for (const lng of this.languages) {
      if (!this.byId(lng).delete(id)) throw new Error(`no listing ${id} in the test CRM`);
    }
    this.changed.delete(id);
    this.deleted.set(id, this.now());
  }
}
