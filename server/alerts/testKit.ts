/**
 * For the alerts' tests only (never imported by the server): a build's data directory written
 * the way scripts/build.ts writes it (catalogue.{lng}.json with the cards, {lng}/property-{id}.json
 * with the details, photo variants beside it in media/), a reader for the .eml outbox, and
 * saved searches and queued mails straight in the database, for the tests of the engine and
 * of the searches without the app.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Queryable } from '../db/sql.ts';
import { newAlertToken } from './token.ts';

const LANGUAGES = ['nl', 'fr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const TYPES: Record<number, Record<Language, string>> = {
  1: { nl: 'Huis', fr: 'Maison', en: 'House' },
  2: { nl: 'Villa', fr: 'Villa', en: 'Villa' },
  4: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment' },
};
const TYPE_PATHS: Record<number, Record<Language, string>> = {
  1: { nl: 'huis', fr: 'maison', en: 'house' },
  2: { nl: 'villa', fr: 'villa', en: 'villa' },
  4: { nl: 'appartement', fr: 'appartement', en: 'apartment' },
};

/** A listing as a test describes it; everything else is a plausible default. */
export interface TestListing {
  ID: number;
  Goal?: 0 | 1;
  WebID?: number;
  WebIDs?: string;
  Zip?: string;
  City?: string;
  CountryID?: 10 | 50;
  Price?: number;
  PublishPrice?: boolean;
  PriceUnit?: number;
  Marquee?: number;
  Bedrooms?: number | null;
  Bathrooms?: number | null;
  Garages?: number | null;
  Parkings?: number | null;
  ExternalParkings?: number | null;
  SurfaceGarden?: number | null;
  SurfaceTerrace?: number | null;
  SurfaceLiving?: number | null;
  SurfaceGround?: number | null;
  EPCLabel?: string | null;
  Lift?: boolean;
  NewBuild?: boolean;
}

/** The listing every test starts from: a house for sale in Marche that answers the demand of VALID_VALUES. */
export function house(ID: number, extra: Omit<TestListing, 'ID'> = {}): TestListing {
  return {
    ID,
    Goal: 0,
    WebID: 1,
    WebIDs: '1',
    Zip: '6900',
    City: 'Marche-en-Famenne',
    Price: 245000,
    Bedrooms: 3,
    Bathrooms: 1,
    Garages: 1,
    SurfaceGarden: 300,
    SurfaceTerrace: 20,
    SurfaceLiving: 150,
    SurfaceGround: 500,
    EPCLabel: 'C',
    ...extra,
  };
}

export function detailPath(lng: Language, listing: TestListing): string {
  const goal =
    (listing.Goal ?? 0) === 0
      ? { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }
      : { nl: 'te-huur', fr: 'a-louer', en: 'for-rent' };
  const city = (listing.City ?? 'Marche-en-Famenne').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `/${lng}/${goal[lng]}/${city}/${TYPE_PATHS[listing.WebID ?? 1]?.[lng] ?? 'bien'}/${listing.ID}/`;
}

function card(lng: Language, l: TestListing): Record<string, unknown> {
  const type = TYPES[l.WebID ?? 1]?.[lng] ?? 'Bien';
  const rent = (l.Goal ?? 0) === 1;
  return {
    ID: l.ID,
    Goal: l.Goal ?? 0,
    City: l.City ?? 'Marche-en-Famenne',
    Zip: l.Zip ?? '6900',
    TypeDescription: `${type} ${l.ID} <b>&</b> jardin`,
    MainTypeName: type,
    WebID: l.WebID ?? 1,
    WebIDs: l.WebIDs ?? String(l.WebID ?? 1),
    RecordFile: `DOS-${l.ID}`,
    ProjectID: null,
    Marquee: l.Marquee ?? 3,
    MarqueeName: '',
    SmallPictureItem: {
      ID: l.ID * 10 + 1,
      Name: `p${l.ID}-1`,
      Url: `/media/p${l.ID}-1-300.jpg`,
      Width: 300,
      Height: 200,
    },
    PublishPrice: l.PublishPrice ?? true,
    Price: (l.PublishPrice ?? true) ? (l.Price ?? 245000) : null,
    PriceUnit: l.PriceUnit ?? 1,
    PriceUnitText: rent ? { nl: '/ maand', fr: '/ mois', en: '/ month' }[lng] : '',
    PublishAddress: false,
    Street: null,
    HouseNumber: null,
    BoxNr: null,
    CountryID: l.CountryID ?? 10,
    CountryName: 'Belgique',
    EnergyPerformance: null,
    EPCLabelText: null,
    DateCreated: '2026-11-14',
    Bedrooms: l.Bedrooms === undefined ? 3 : l.Bedrooms,
    SurfaceLiving: l.SurfaceLiving === undefined ? 150 : l.SurfaceLiving,
    SurfaceGround: l.SurfaceGround === undefined ? 500 : l.SurfaceGround,
    EPCLabel: l.EPCLabel === undefined ? null : l.EPCLabel,
    Lift: l.Lift ?? false,
    NewBuild: l.NewBuild ?? false,
    Latitude: 50.2,
    Longitude: 5.3,
  };
}

function detail(lng: Language, l: TestListing): Record<string, unknown> {
  const value = <T>(v: T | undefined, fallback: T) => (v === undefined ? fallback : v);
  return {
    ...card(lng, l),
    Bathrooms: value(l.Bathrooms, 1),
    Garages: value(l.Garages, null),
    Parkings: value(l.Parkings, null),
    ExternalParkings: value(l.ExternalParkings, null),
    SurfaceGarden: value(l.SurfaceGarden, null),
    SurfaceTerrace: value(l.SurfaceTerrace, null),
    Alternates: Object.fromEntries(LANGUAGES.map((language) => [language, detailPath(language, l)])),
  };
}

/** A dist/ with one build's data directory; `publish` rewrites it with the listings given. */
export function makeCatalogue(): { distDir: string; dataDir: string; publish: (listings: TestListing[]) => void } {
  const distDir = path.join(mkdtempSync(path.join(tmpdir(), 'alerts-dist-')), 'dist');
  const dataDir = path.join(distDir, 'data', 'build0001');
  let version = 0;
  const publish = (listings: TestListing[]) => {
    version++;
    for (const lng of LANGUAGES) {
      mkdirSync(path.join(dataDir, lng), { recursive: true });
      for (const listing of listings) {
        writeFileSync(path.join(dataDir, lng, `property-${listing.ID}.json`), JSON.stringify(detail(lng, listing)));
      }
      // The catalogue last, as the build does; its size changes with each version (the reader's cache key).
      writeFileSync(
        path.join(dataDir, `catalogue.${lng}.json`),
        JSON.stringify({ language: lng, version: 'v'.repeat(version), properties: listings.map((l) => card(lng, l)) }),
      );
    }
    mkdirSync(path.join(distDir, 'media'), { recursive: true });
    for (const listing of listings) writeFileSync(path.join(distDir, 'media', `p${listing.ID}-1-600.jpg`), 'jpeg');
  };
  return { distDir, dataDir, publish };
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The header lines as written (unfolded), by lower-case name. */
  headers: Map<string, string>;
  raw: string;
}

function headerLines(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    }),
  );
}

/** The .eml files of the outbox written since the last call, parsed as a mail program would. */
export function emlReader(outboxDir: string) {
  const read = new Set<string>();
  return async (): Promise<ReceivedMail[]> => {
    let names: string[] = [];
    try {
      names = readdirSync(outboxDir).filter((name) => name.endsWith('.eml') && !read.has(name));
    } catch {
      return [];
    }
    const mails: ReceivedMail[] = [];
    for (const name of names.sort()) {
      read.add(name);
      const raw = readFileSync(path.join(outboxDir, name), 'utf8');
      const parsed = await simpleParser(raw);
      mails.push({
        to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers: headerLines(raw),
        raw,
      });
    }
    return mails;
  };
}

/** The token of an alert link in a mail's text. */
export function tokenIn(text: string, page: string): string {
  const match = new RegExp(`${page}/\\?token=([0-9a-f]{32})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in:\n${text}`);
  return match[1];
}

/** A saved search as a test describes it; the rest is the search of VALID_VALUES['demand-register']. */
export interface TestDemand {
  email?: string;
  lng?: string;
  /** The submission's fields the greeting reads. */
  data?: Record<string, unknown>;
  status?: 'pending' | 'active' | 'unsubscribed';
  frequency?: 'immediately' | 'daily' | 'weekly';
  confirmedAt?: number | null;
  createdAt?: number;
}

/** Stores a saved search with its submission, as the demand-register form does; its id and token. */
export async function saveDemand(q: Queryable, demand: TestDemand = {}): Promise<{ id: number; token: string }> {
  const email = demand.email ?? 'jan.claes@example.be';
  const lng = demand.lng ?? 'fr';
  const createdAt = demand.createdAt ?? 0;
  const status = demand.status ?? 'active';
  const submission = await q.get<{ id: number }>(
    `INSERT INTO submissions (kind, lng, subject, email, data, status, created_at)
     VALUES ('demand-register', ?, NULL, ?, ?, 'accepted', ?) RETURNING id`,
    [lng, email, JSON.stringify(demand.data ?? { firstName: 'Jan', lastName: 'Claes', email }), createdAt],
  );
  const token = newAlertToken();
  const row = await q.get<{ id: number }>(
    `INSERT INTO demands (submission_id, email, lng, goal, types, zones, min_price, max_price, bedrooms, bathrooms,
       garages, min_living, min_plot, epc, parking, terrace, garden, lift, new_build, password_hash, token, status,
       frequency, confirmed_at, created_at)
     VALUES (?, ?, ?, 'sale', '[1,2]', '["5000","6900"]', 150000, 300000, 3, NULL, 1, 120, NULL, 'c', 0, 1, 1, 0, 0,
       'hash', ?, ?, ?, ?, ?)
     RETURNING id`,
    [
      Number(submission?.id),
      email,
      lng,
      token,
      status,
      demand.frequency ?? 'immediately',
      demand.confirmedAt === undefined ? (status === 'pending' ? null : createdAt) : demand.confirmedAt,
      createdAt,
    ],
  );
  return { id: Number(row?.id), token };
}

export interface QueuedTestMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The mails in the outbox, oldest first. */
export function queuedMails(q: Queryable): Promise<QueuedTestMail[]> {
  return q.all<QueuedTestMail>('SELECT id, to_address AS "to", subject, text FROM outbox ORDER BY id');
}
