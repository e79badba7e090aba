/**
 * A CRM record as the snapshot holds it (src/domain/catalogue/schema.ts): the call's language
 * added (after ID in listings and projects, last in types and towns, where the committed files
 * have it), each picture named by its content with no URL, the thumbnail's Url the site path of
 * its 300 px JPEG variant, LastChangedDate dropped; every other field as the CRM sent it, in
 * the CRM schema's order, which is the snapshot schema's.
 */
import type { Lng } from '../../../src/config/languages.ts';
import type { RejectedRecord } from '../records.ts';
import type { CitiesFile, Project, Property, PropertyType } from '../../../src/domain/catalogue/schema.ts';
import type { CrmCity, CrmPicture, CrmProject, CrmProperty, CrmPropertyType } from '../schemas.ts';
import type { PictureRef } from './mediaStore.ts';

/** One language as the CRM answers it. */
export interface CrmLanguage {
  properties: CrmProperty[];
  projects: CrmProject[];
  types: CrmPropertyType[];
  cities: { all: CrmCity[]; sale: CrmCity[]; rent: CrmCity[] };
  /** The records left out of the lists above: they failed their check. */
  rejected: { properties: RejectedRecord[]; projects: RejectedRecord[] };
}

type CrmSmall = CrmProperty['SmallPictureItem'];

/**
 * The picture the thumbnail shows: the CRM names it by the picture's ID (its URL may be a
 * resized copy of it); failing that, by the same URL. Otherwise the thumbnail is a file of its
 * own, fetched and named by its content (the check then says it is not one of the pictures).
 */
function coverOf(small: CrmSmall, pictures: readonly CrmPicture[]): CrmPicture | undefined {
  return pictures.find((p) => p.ID === small.ID) ?? pictures.find((p) => p.Url === small.Url);
}

type WithPictures = { ID: number; Pictures: CrmPicture[] };

function refsOf(
  record: WithPictures,
  small: CrmSmall,
  smallField: string,
  site: Omit<PictureRef, 'url' | 'field' | 'record' | 'id'>,
): PictureRef[] {
  const ref = (url: string, field: string): PictureRef => ({
    ...site,
    id: record.ID,
    record: `ID ${record.ID}`,
    url,
    field,
  });
  const refs = record.Pictures.map((p, i) => ref(p.Url, `Pictures.${i}.Url`));
  if (!coverOf(small, record.Pictures)) refs.push(ref(small.Url, `${smallField}.Url`));
  return refs;
}

/** Every picture URL a language's listings and projects name, with the record to blame. */
export function pictureRefs(
  lng: Lng,
  properties: readonly CrmProperty[],
  projects: readonly CrmProject[],
): PictureRef[] {
  return [
    ...properties.flatMap((p) =>
      refsOf(p, p.SmallPictureItem, 'SmallPictureItem', {
        endpoint: 'GetPropertyList',
        language: lng,
        kind: 'listing',
      }),
    ),
    ...projects.flatMap((p) =>
      refsOf(p, p.SmallPicture, 'SmallPicture', { endpoint: 'GetProjectList', language: lng, kind: 'project' }),
    ),
  ];
}

type Names = ReadonlyMap<string, string>;

function nameOf(names: Names, url: string): string {
  const name = names.get(url);
  // resolve() names every URL pictureRefs() lists: a miss is a bug here, not in the feed.
  if (name === undefined) throw new Error(`sync: no stored photo for ${url}`);
  return name;
}

function small(value: CrmSmall, pictures: readonly CrmPicture[], names: Names) {
  const name = nameOf(names, coverOf(value, pictures)?.Url ?? value.Url);
  return { ID: value.ID, Name: name, Url: `/media/${name}-300.jpg`, Width: value.Width, Height: value.Height };
}

function withPictures(
  record: Record<string, unknown> & WithPictures,
  smallKey: 'SmallPictureItem' | 'SmallPicture',
  lng: Lng,
  names: Names,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'LastChangedDate') continue;
    if (key === 'Pictures') {
      out[key] = record.Pictures.map((p) => ({ ID: p.ID, Name: nameOf(names, p.Url), Description: p.Description }));
    } else if (key === smallKey) out[key] = small(value as CrmSmall, record.Pictures, names);
    else out[key] = value;
    if (key === 'ID') out.language = lng;
  }
  return out;
}

export function toProperty(record: CrmProperty, lng: Lng, names: Names): Property {
  return withPictures(record, 'SmallPictureItem', lng, names) as unknown as Property;
}

export function toProject(record: CrmProject, lng: Lng, names: Names): Project {
  return withPictures(record, 'SmallPicture', lng, names) as unknown as Project;
}

export function toTypes(types: readonly CrmPropertyType[], lng: Lng): PropertyType[] {
  return types.map((type) => ({ ...type, language: lng }));
}

/** cities.json: the towns of all listings, of the sales, of the rentals; the CRM has no neighbourhoods here. */
export function toCities(cities: CrmLanguage['cities'], lng: Lng): CitiesFile {
  const withLanguage = (list: readonly CrmCity[]) => list.map((city) => ({ ...city, language: lng }));
  return {
    all: withLanguage(cities.all),
    sale: withLanguage(cities.sale),
    rent: withLanguage(cities.rent),
    neighbourhoods: [],
  };
}

/** Listings and projects by ID: the order of the committed files, the same whatever order the CRM pages in. */
export function byId<T extends { ID: number }>(records: Iterable<T>): T[] {
  return [...records].sort((a, b) => a.ID - b.ID);
}
