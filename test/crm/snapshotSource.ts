/**
 * The test CRM's default data: the committed snapshot, snapshot/{lng}/properties.json,
 * projects.json and types.json of the site's enabled languages, without the `language` field
 * the sync adds (a CRM record's language is the call's), and the drawings of snapshot/media.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lng } from '../../src/config/languages.ts';
import { enabledLanguages } from '../../src/config/site.ts';
import type { Project, Property, PropertyType } from '../../src/domain/catalogue/schema.ts';
import type { CatalogueSource, CrmListing, LanguageCatalogue } from './catalogue.ts';
import { PictureStore } from './media.ts';

export const SNAPSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../snapshot');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function withoutLanguage<T extends { language: string }>(record: T): Omit<T, 'language'> {
  const { language: _language, ...rest } = record;
  return rest;
}

/** The name each marquee code has in a language's listings (4 "Vendu", 5 "Loué"…). */
export function marqueeNamesOf(listings: readonly CrmListing[]): Partial<Record<number, string>> {
  const names: Partial<Record<number, string>> = {};
  for (const p of listings) if (p.MarqueeName.trim() !== '') names[p.Marquee] ??= p.MarqueeName;
  return names;
}

export function snapshotLanguage(lng: Lng, dir = SNAPSHOT_DIR): LanguageCatalogue {
  const folder = path.join(dir, lng);
  return {
    properties: readJson<Property[]>(path.join(folder, 'properties.json')).map(withoutLanguage),
    projects: readJson<Project[]>(path.join(folder, 'projects.json')).map(withoutLanguage),
    types: readJson<PropertyType[]>(path.join(folder, 'types.json')).map(
      ({ language: _language, Sale: _sale, Rent: _rent, ...type }) => type,
    ),
  };
}

export function snapshotSource(languages: readonly Lng[] = enabledLanguages, dir = SNAPSHOT_DIR): CatalogueSource {
  const source: CatalogueSource = {
    languages: {},
    pictures: PictureStore.fromFolder(path.join(dir, 'media')),
    marqueeNames: {},
  };
  for (const lng of languages) {
    const catalogue = snapshotLanguage(lng, dir);
    source.languages[lng] = catalogue;
    source.marqueeNames[lng] = marqueeNamesOf(catalogue.properties);
  }
  return source;
}
