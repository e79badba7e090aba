/**
 * A new listing for the test CRM, in every language: a copy of an existing listing (its texts,
 * facts and photos) with its own ID and reference, in the town of a postcode (named as each
 * language names it), at a price, optionally with photos a test provides as PNG or JPEG bytes.
 */
import type { Lng } from '../../src/config/languages.ts';
import type { CrmListing, TestCrmCatalogue } from './catalogue.ts';
import type { PictureType } from './media.ts';

export interface NewPicture {
  type: Exclude<PictureType, 'image/svg+xml'>;
  bytes: Buffer;
  /** The picture's size, for the thumbnail's height the CRM announces. */
  width: number;
  height: number;
  description?: string;
}

export interface NewListing {
  ID: number;
  /** The listing copied. Default 120, a house for sale with four photos. */
  template?: number;
  Goal?: 0 | 1;
  /** The town, by postcode: one the catalogue has listings in. */
  Zip?: string;
  Price?: number;
  /** Photos of its own; without them the listing shares the template's drawings. */
  pictures?: NewPicture[];
  /** Any other field, the same in every language. */
  fields?: Partial<CrmListing>;
  texts?: Partial<Record<Lng, Partial<Pick<CrmListing, 'TypeDescription' | 'Description'>>>>;
}

function townIn(catalogue: TestCrmCatalogue, lng: Lng, zip: string) {
  const listing = catalogue.properties(lng).find((p) => p.Zip === zip);
  if (!listing) throw new Error(`the test CRM has no listing in postcode ${zip} (${lng}) to name the town after`);
  const { City, Zip, CountryID, CountryName, Latitude, Longitude } = listing;
  return { City, Zip, CountryID, CountryName, Latitude, Longitude };
}

function ownPictures(catalogue: TestCrmCatalogue, spec: NewListing, template: CrmListing) {
  if (!spec.pictures?.length) return {};
  const pictures = spec.pictures.map((picture, i) => {
    const name = `p${spec.ID}-${i + 1}`;
    catalogue.pictures.add(name, picture.type, picture.bytes);
    const description =
      picture.description ?? template.Pictures[i]?.Description ?? template.Pictures[0]?.Description ?? '';
    return { ID: spec.ID * 10 + i + 1, Name: name, Description: description };
  });
  const first = spec.pictures[0] as NewPicture;
  const cover = pictures[0] as (typeof pictures)[number];
  return {
    Pictures: pictures,
    SmallPictureItem: {
      ID: cover.ID,
      Name: cover.Name,
      Url: `/media/${cover.Name}-300.jpg`,
      Width: 300 as const,
      Height: Math.round((300 * first.height) / first.width),
    },
  };
}

export function newListing(catalogue: TestCrmCatalogue, spec: NewListing): Record<Lng, CrmListing> {
  const records: Partial<Record<Lng, CrmListing>> = {};
  for (const lng of catalogue.languages) {
    const template = catalogue.property(lng, spec.template ?? 120);
    if (!template) throw new Error(`the test CRM has no listing ${spec.template ?? 120} to copy`);
    records[lng] = {
      ...template,
      ...(spec.Zip ? townIn(catalogue, lng, spec.Zip) : {}),
      ID: spec.ID,
      RecordFile: `DOS-2026-${String(spec.ID).padStart(4, '0')}`,
      ProjectID: null,
      DateCreated: new Date().toISOString().slice(0, 10),
      Marquee: 1,
      MarqueeName: '',
      ...(spec.Goal === undefined ? {} : { Goal: spec.Goal }),
      ...(spec.Price === undefined ? {} : { Price: spec.Price }),
      ...ownPictures(catalogue, spec, template),
      ...spec.fields,
      ...spec.texts?.[lng],
    };
  }
  return records as Record<Lng, CrmListing>;
}
