/**
 * The listings the server publishes now, as the alerts need them: the build's output under
 * dist/data/{buildId}/ (checked by the build: catalogue.{lng}.json for the cards and
 * {lng}/property-{id}.json for the figures a card leaves out, bathrooms, garages, parking,
 * terrace, garden, and each language's canonical path; the advanced search's living and plot
 * area, EPC label as the card shows it, lift and new build come from the card).
 * ALERTS_CATALOGUE_DIR names such a directory; without it the newest one under the served
 * dist/ is read.
 *
 * Read defensively all the same: a record that is not what the alerts expect is skipped and
 * its reason logged, never a crash, and one bad listing never hides the others. With a live
 * catalogue (docs/LIVE_CATALOGUE.md) each file is the current release's: its overlay's copy,
 * else the build's. What was read is kept until the release or the files change.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ALL_LANGUAGES, type Lng } from '../../src/config/languages.ts';
import { listingFacts, type ListingFacts, type ListingRecord } from '../../src/domain/catalogue/facts.ts';
import { PRICE_UNIT_STARTING_FROM } from '../../src/domain/catalogue/constants.ts';

import { releaseLocator, type Locate } from '../release/locate.ts';
import type { ReleaseSnapshot } from '../release/types.ts';

/**
 * The photo a mail shows: the build's 600 px JPEG (MEDIA_WIDTHS in publisher/media/media.ts), shown
 * 300 px wide, sharp on a high-density screen; JPEG because not every mail program shows WebP.
 * Without that file, the card's own thumbnail.
 */
const MAIL_PHOTO_WIDTH = 600;

/** What a mail shows of a listing, in one language. */
export interface ListingShown {
  /** "Maison", "Appartement". */
  type: string;
  city: string;
  /** The listing's headline (TypeDescription). */
  title: string;
  price: { amount: number | null; from: boolean; unit: string };
  /** The canonical detail path in this language, from the build. */
  path: string | null;
  /** Site path of the photo (/media/…). */
  photo: string;
}

export interface AlertListing {
  facts: ListingFacts;
  shown: Partial<Record<Lng, ListingShown>>;
}

export interface AlertCatalogue {
  dir: string;
  listings: Map<number, AlertListing>;
}

export interface CatalogueOptions {
  /** ALERTS_CATALOGUE_DIR: a directory shaped as dist/data/{buildId}/. */
  dir?: string;
  /** The served site: without `dir`, its newest dist/data/{buildId}/ is read. */
  distDir: string;
  /** Where the photo variants are; beside data/ by default (dist/media). */
  mediaDir?: string;
  /** The release served now: its overlay's files come first. */
  release?: () => Pick<ReleaseSnapshot, 'overlayDir' | 'files' | 'hidden' | 'version'>;
  /** The language whose detail files give the figures (the same in every language). */
  defaultLng: Lng;
  log: (message: string) => void;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isCount = (value: unknown): value is number | null =>
  value === null || (Number.isSafeInteger(value) && (value as number) >= 0);
const isAmount = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Why a card cannot be used, or null. */
function cardProblem(card: Json): string | null {
  if (!isId(card.ID)) return 'ID is not a positive integer';
  if (card.Goal !== 0 && card.Goal !== 1) return 'Goal is not 0 or 1';
  if (!isId(card.WebID)) return 'WebID is not a type id';
  if (typeof card.WebIDs !== 'string' || !/^\d+(,\d+)*$/.test(card.WebIDs)) return 'WebIDs is not a list of type ids';
  if (typeof card.Zip !== 'string' || !/^\d{4}$/.test(card.Zip)) return 'Zip is not a postcode';
  if (typeof card.Marquee !== 'number') return 'Marquee is not a code';
  if (typeof card.PublishPrice !== 'boolean') return 'PublishPrice is not a boolean';
  if (!isAmount(card.Price) || (card.PublishPrice && card.Price === null)) return 'Price is not an amount';
  if (!isCount(card.Bedrooms)) return 'Bedrooms is not a count';
  // The advanced search's facts; a build before issue 20 has none of them (unknown, never matched).
  for (const field of ['SurfaceLiving', 'SurfaceGround'] as const) {
    if (card[field] !== undefined && !isAmount(card[field])) return `${field} is not an amount`;
  }
  if (card.EPCLabel !== undefined && card.EPCLabel !== null && typeof card.EPCLabel !== 'string') {
    return 'EPCLabel is not a label';
  }
  for (const field of ['Lift', 'NewBuild'] as const) {
    if (card[field] !== undefined && typeof card[field] !== 'boolean') return `${field} is not a boolean`;
  }
  if (!text(card.City) || !text(card.MainTypeName)) return 'City or MainTypeName is missing';
  const picture = card.SmallPictureItem;
  if (!isObject(picture) || !text(picture.Name) || typeof picture.Url !== 'string' || !picture.Url.startsWith('/')) {
    return 'SmallPictureItem has no photo';
  }
  return null;
}

function detailProblem(detail: Json, id: number): string | null {
  if (detail.ID !== id) return 'its ID is not the listing’s';
  for (const field of ['Bathrooms', 'Garages', 'Parkings', 'ExternalParkings'] as const) {
    if (!isCount(detail[field])) return `${field} is not a count`;
  }
  for (const field of ['SurfaceGarden', 'SurfaceTerrace'] as const) {
    if (!isAmount(detail[field])) return `${field} is not an amount`;
  }
  if (!isObject(detail.Alternates)) return 'Alternates is missing';
  return null;
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

/** The build directories under dist/data with a catalogue, newest first. */
async function newestBuildDir(distDir: string): Promise<string | null> {
  const dataDir = path.join(distDir, 'data');
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch {
    return null;
  }
  let best: { dir: string; at: number } | null = null;
  for (const name of names) {
    const dir = path.join(dataDir, name);
    for (const lng of ALL_LANGUAGES) {
      const at = await stat(path.join(dir, `catalogue.${lng}.json`)).then(
        (s) => s.mtimeMs,
        () => null,
      );
      if (at !== null && (!best || at > best.at)) best = { dir, at };
    }
  }
  return best?.dir ?? null;
}

export function catalogueSource(options: CatalogueOptions) {
  let cached: { key: string; catalogue: AlertCatalogue } | null = null;

  /** The cards of each language the build wrote, by id; a malformed one is logged and left out. */
  async function readCards(dir: string, locate: Locate): Promise<Map<Lng, Map<number, Json>>> {
    const byLng = new Map<Lng, Map<number, Json>>();
    for (const lng of ALL_LANGUAGES) {
      const file = locate(path.join(dir, `catalogue.${lng}.json`));
      if (!file || !existsSync(file)) continue;
      let parsed: unknown;
      try {
        parsed = await readJson(file);
      } catch (error) {
        options.log(`alerts: ${file} is not readable JSON, left out: ${String(error)}`);
        continue;
      }
      const list = isObject(parsed) ? parsed.properties : undefined;
      if (!Array.isArray(list)) {
        options.log(`alerts: ${file} has no properties list, left out`);
        continue;
      }
      const cards = new Map<number, Json>();
      list.forEach((card: unknown, index) => {
        const problem = isObject(card) ? cardProblem(card) : 'not an object';
        if (problem || !isObject(card)) {
          const id = isObject(card) ? ` (ID ${String(card.ID)})` : '';
          options.log(`alerts: ${path.basename(file)} property #${index}${id} skipped: ${problem}`);
        } else cards.set(card.ID as number, card);
      });
      byLng.set(lng, cards);
    }
    return byLng;
  }

  function photoOf(card: Json, mediaDir: string, locate: Locate): string {
    const picture = card.SmallPictureItem as Json;
    const large = `/media/${String(picture.Name)}-${MAIL_PHOTO_WIDTH}.jpg`;
    const file = locate(path.join(mediaDir, path.basename(large)));
    return file && existsSync(file) ? large : String(picture.Url);
  }

  function shownOf(card: Json, lng: Lng, alternates: Json, mediaDir: string, locate: Locate): ListingShown {
    const published = card.PublishPrice === true && typeof card.Price === 'number';
    return {
      type: String(card.MainTypeName),
      city: String(card.City),
      title: text(card.TypeDescription) ?? String(card.MainTypeName),
      price: {
        amount: published ? (card.Price as number) : null,
        from: card.PriceUnit === PRICE_UNIT_STARTING_FROM,
        unit: typeof card.PriceUnitText === 'string' ? card.PriceUnitText.trim() : '',
      },
      path: text(alternates[lng]),
      photo: photoOf(card, mediaDir, locate),
    };
  }

  async function read(dir: string, locate: Locate): Promise<AlertCatalogue> {
    const mediaDir = options.mediaDir ?? path.resolve(dir, '..', '..', 'media');
    const cards = await readCards(dir, locate);
    // The figures come from one language's detail files (the build checks they agree).
    const order = [options.defaultLng, ...ALL_LANGUAGES.filter((lng) => lng !== options.defaultLng)];
    const ids = new Set([...cards.values()].flatMap((byId) => [...byId.keys()]));
    const listings = new Map<number, AlertListing>();
    for (const id of ids) {
      const lng = order.find((candidate) => cards.get(candidate)?.has(id));
      const card = lng ? cards.get(lng)?.get(id) : undefined;
      if (!lng || !card) continue;
      const file = locate(path.join(dir, lng, `property-${id}.json`));
      let detail: unknown;
      try {
        if (!file) throw new Error('removed by the release');
        detail = await readJson(file);
      } catch (error) {
        options.log(
          `alerts: listing ${id} skipped: ${path.join(lng, `property-${id}.json`)} unreadable: ${String(error)}`,
        );
        continue;
      }
      const problem = isObject(detail) ? detailProblem(detail, id) : 'not an object';
      if (problem || !isObject(detail)) {
        options.log(`alerts: listing ${id} skipped: ${path.join(lng, `property-${id}.json`)}: ${problem}`);
        continue;
      }
      // Checked above (cardProblem, detailProblem): a card, and the figures its detail file adds.
      const facts = listingFacts({
        ...(card as unknown as ListingRecord),
        Price: card.PublishPrice === true && typeof card.Price === 'number' ? card.Price : null,
        Bathrooms: detail.Bathrooms as number | null,
        Garages: detail.Garages as number | null,
        Parkings: detail.Parkings as number | null,
        ExternalParkings: detail.ExternalParkings as number | null,
        SurfaceGarden: detail.SurfaceGarden as number | null,
        SurfaceTerrace: detail.SurfaceTerrace as number | null,
      });
      const alternates = detail.Alternates as Json;
      const shown: Partial<Record<Lng, ListingShown>> = {};
      for (const [language, byId] of cards) {
        const localCard = byId.get(id);
        if (localCard) shown[language] = shownOf(localCard, language, alternates, mediaDir, locate);
      }
      listings.set(id, { facts, shown });
    }
    return { dir, listings };
  }

  return {
    /** The current listings, or null when there is no catalogue to read (nothing is built yet). */
    async load(): Promise<AlertCatalogue | null> {
      const dir = options.dir ? path.resolve(options.dir) : await newestBuildDir(options.distDir);
      if (!dir || !existsSync(dir)) return null;
      const release = options.release?.() ?? null;
      const locate = releaseLocator(path.resolve(options.distDir), release);
      // A new build is a new directory, a publish a new release; a test snapshot rewritten in
      // place changes its files' times.
      const stamps = await Promise.all(
        ALL_LANGUAGES.map((lng) => {
          const file = locate(path.join(dir, `catalogue.${lng}.json`));
          return file
            ? stat(file).then(
                (s) => `${s.mtimeMs}:${s.size}`,
                () => '-',
              )
            : '-';
        }),
      );
      const key = `${dir}|${release?.version ?? 0}|${stamps.join('|')}`;
      if (cached?.key === key) return cached.catalogue;
      const catalogue = await read(dir, locate);
      cached = { key, catalogue };
      return catalogue;
    },
  };
}

export type CatalogueSource = ReturnType<typeof catalogueSource>;
