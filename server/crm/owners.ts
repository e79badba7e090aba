/**
 * The owner portal's side of the CRM (docs/CRM.md, "Owners"). The public client pins the
 * calls' parameters, not their answers' records; the site reads these fields and ignores the
 * rest (dates in any of the CRM's forms, ./dates.ts):
 * - CheckPersonLogin {Email, Password, IsProprietors: true}: Value, the PersonID (0: wrong);
 * - GetPersonForgetPassword {Email}: the CRM mails the person their password;
 * - GetOwnerList (paged): {PersonID, ObjectID, Name?, FirstName?, Email?, LanguageId?, Source?,
 *   MandateDate?}, one row per owner and listing: who owns what, checked for every property an
 *   owner opens (never the URL);
 * - GetCalendarHistories / GetAutomaticHistories / GetMediaOnlineHistories {ObjectID, FromDate,
 *   ToDate} (paged): {ID, Date, TypeName?, PersonName?, StatusName?, Subject?, Comment?,
 *   MediaName?, Url?};
 * - GetManyVisitStatisticsOfProperty {ID}: [{MediaName, Visits}], the listing's visits on each
 *   portal;
 * - GetMatchingStatisticOfProperty {ID}: {NumberOfMatches}, the buyers in the CRM's register
 *   whose demand the listing matches;
 * - GetMediaObjectStatisticsGraphList {StartDate, EndDate, ObjectIDs, IsGroupAllPortals: true}
 *   (paged): {Date, Visits}, the listing's visits on all portals day by day, for the 30-day graph.
 * The owner list and each property's data are kept OWNER_CACHE_MS; when the CRM cannot answer,
 * the last answer is served with its date (`stale`), and without one the call throws.
 */
import { z } from 'zod';
import type { Lng } from '../../src/config/languages.ts';
import type { CalendarEntry, Communication, CrmFigures, Publication } from '../../src/domain/forms/portal.ts';
import { brusselsInstant, brusselsWallClock, formatCrmDateTime, parseCrmDateTime } from './dates.ts';
import { CrmError } from './errors.ts';
import { languageOfOmnicasaId } from './languages.ts';
import { readList, readPages } from './paging.ts';
import { crmDateTimeSchema } from './schemas.ts';
import type { Fail, RejectedRecord } from './records.ts';
import type { Call } from './request.ts';

export const OWNER_CACHE_MS = 5 * 60_000;
/** How far back the histories go: a mandate rarely lasts longer. */
const HISTORY_DAYS = 730;

const dateTime = crmDateTimeSchema;
const optionalText = z.string().nullish();

export const ownerRowSchema = z.object({
  PersonID: z.number().int().positive(),
  ObjectID: z.number().int().positive(),
  Name: optionalText,
  FirstName: optionalText,
  Email: optionalText,
  LanguageId: z.number().int().nullish(),
  Source: optionalText,
  MandateDate: dateTime.nullish(),
});
const historySchema = z.object({
  ID: z.number().int(),
  Date: dateTime,
  TypeName: optionalText,
  PersonName: optionalText,
  StatusName: optionalText,
  Subject: optionalText,
  Comment: optionalText,
  MediaName: optionalText,
  Url: optionalText,
});
const portalVisitsSchema = z.object({ MediaName: z.string(), Visits: z.number().int().min(0) });
const matchingSchema = z.object({ NumberOfMatches: z.number().int().min(0) });
const graphDaySchema = z.object({ Date: dateTime, Visits: z.number().int().min(0) });

export type OwnerRow = z.output<typeof ownerRowSchema>;
type History = z.output<typeof historySchema>;

/** The CRM could not answer and nothing earlier is kept. */
export class CrmUnavailable extends Error {
  override readonly name = 'CrmUnavailable';
}

export interface CrmPropertyData {
  calendar: CalendarEntry[];
  communications: Communication[];
  media: Publication[];
  crm: CrmFigures;
  /** The visits on the portals per day (YYYY-MM-DD) of the last 30 days. */
  portalDays: Record<string, number>;
}

/** The instant of a CRM date-time (Brussels' wall clock). */
const wall = (text: string) => brusselsInstant(parseCrmDateTime(text));

function calendarOf(rows: History[]): CalendarEntry[] {
  return rows.map((row) => ({
    at: wall(row.Date),
    kind: row.TypeName ?? '',
    contact: row.PersonName ?? null,
    status: row.StatusName ?? '',
    note: row.Comment ?? null,
  }));
}

function communicationsOf(rows: History[]): Communication[] {
  return rows.map((row) => ({
    at: wall(row.Date),
    kind: row.TypeName ?? '',
    contact: row.PersonName ?? '',
    subject: row.Subject ?? '',
    comment: row.Comment ?? null,
    status: row.StatusName ?? '',
  }));
}

function mediaOf(rows: History[]): Publication[] {
  return rows
    .filter((row) => row.Url && /^https?:\/\//i.test(row.Url))
    .map((row) => ({ portal: row.MediaName ?? '', publishedOn: row.Date.slice(0, 10), url: row.Url as string }));
}

const newestFirst = <T extends { at: number }>(rows: T[]) => [...rows].sort((a, b) => b.at - a.at);

export interface CrmOwners {
  /** The PersonID of an owner whose password the CRM accepts, null for a wrong one; CrmUnavailable when it cannot say. */
  login(email: string, password: string): Promise<number | null>;
  /** Asks the CRM to mail the person their password. */
  forgotten(email: string, lng: Lng): Promise<void>;
  /** The owner-list rows of one person (cached); CrmUnavailable without any. */
  propertiesOf(personId: number): Promise<{ rows: OwnerRow[]; asOf: number; stale: boolean }>;
  /** One property's histories and figures (cached); CrmUnavailable without any. */
  propertyData(objectId: number, lng: Lng): Promise<CrmPropertyData>;
  /** The display name and language of a person, from the owner list. */
  personOf(personId: number): Promise<{ name: string | null; lng: Lng | null }>;
  /** The whole owner list (cached), for the back office; CrmUnavailable without any. */
  ownerList(): Promise<{ rows: OwnerRow[]; asOf: number; stale: boolean }>;
}

export function crmOwners(
  call: Call,
  password: string,
  clock: () => number,
  log: (line: string) => void = () => {},
): CrmOwners {
  const fail: Fail = (details, reason) => new CrmError(details, reason, [password]);
  let owners: { at: number; rows: OwnerRow[] } | null = null;
  let reading: Promise<OwnerRow[]> | null = null;
  const properties = new Map<
    string,
    { at: number; data: Omit<CrmPropertyData, 'crm'> & { crm: Omit<CrmFigures, 'asOf' | 'stale'> } }
  >();

  /** The listing's visits on all portals per day, the last 30 days. */
  async function graph(objectId: number, lng: Lng): Promise<Record<string, number>> {
    const now = brusselsWallClock(new Date(clock()));
    const start = Math.floor(now / 86_400_000) * 86_400_000 - 29 * 86_400_000;
    const params = {
      StartDate: formatCrmDateTime(start),
      EndDate: formatCrmDateTime(now),
      ObjectIDs: [objectId],
      IsGroupAllPortals: true,
    };
    const rows = await tolerantPages('GetMediaObjectStatisticsGraphList', lng, params, graphDaySchema);
    const days: Record<string, number> = {};
    for (const row of rows) days[row.Date.slice(0, 10)] = (days[row.Date.slice(0, 10)] ?? 0) + row.Visits;
    return days;
  }

  /** Every page of a list; a malformed row is left out and logged, the others kept. */
  async function tolerantPages<S extends z.ZodType>(
    endpoint: string,
    language: Lng | null,
    params: Record<string, unknown>,
    schema: S,
  ): Promise<z.output<S>[]> {
    const rejected: RejectedRecord[] = [];
    const rows = await readPages(call, fail, { endpoint, language }, params, schema, rejected);
    for (const { error } of rejected) log(`crm: ${error.message}`);
    return rows;
  }

  async function ownerRows(): Promise<{ rows: OwnerRow[]; asOf: number; stale: boolean }> {
    const now = clock();
    if (owners && now - owners.at < OWNER_CACHE_MS) return { rows: owners.rows, asOf: owners.at, stale: false };
    try {
      reading ??= tolerantPages('GetOwnerList', null, {}, ownerRowSchema).finally(() => {
        reading = null;
      });
      const rows = await reading;
      owners = { at: clock(), rows };
      return { rows, asOf: owners.at, stale: false };
    } catch (error) {
      log(`crm: the owner list could not be read: ${(error as Error).message}`);
      if (owners) return { rows: owners.rows, asOf: owners.at, stale: true };
      throw new CrmUnavailable((error as Error).message);
    }
  }

  async function histories(endpoint: string, objectId: number, lng: Lng): Promise<History[]> {
    const to = brusselsWallClock(new Date(clock()));
    const params = {
      ObjectID: objectId,
      FromDate: formatCrmDateTime(to - HISTORY_DAYS * 86_400_000),
      ToDate: formatCrmDateTime(to),
    };
    return tolerantPages(endpoint, lng, params, historySchema);
  }

  return {
    async login(email, secret) {
      try {
        const value = await call(
          { endpoint: 'CheckPersonLogin', language: null },
          { Email: email, Password: secret, IsProprietors: true },
        );
        const id = Number(value);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch (error) {
        // A refusal on purpose (Code under 500) is the CRM's "no"; anything else, it cannot say.
        if (error instanceof CrmError && error.failure === 'refused' && (error.code ?? 0) < 500) return null;
        throw new CrmUnavailable((error as Error).message);
      }
    },
    async forgotten(email, lng) {
      await call({ endpoint: 'GetPersonForgetPassword', language: lng }, { Email: email });
    },
    async propertiesOf(personId) {
      const { rows, asOf, stale } = await ownerRows();
      return { rows: rows.filter((row) => row.PersonID === personId), asOf, stale };
    },
    ownerList: () => ownerRows(),
    async personOf(personId) {
      const row = (await ownerRows()).rows.find((candidate) => candidate.PersonID === personId);
      const name = [row?.FirstName, row?.Name].filter(Boolean).join(' ').trim();
      return { name: name || null, lng: row?.LanguageId ? (languageOfOmnicasaId(row.LanguageId) ?? null) : null };
    },
    async propertyData(objectId, lng) {
      const key = `${objectId}/${lng}`;
      const now = clock();
      const cached = properties.get(key);
      if (cached && now - cached.at < OWNER_CACHE_MS)
        return { ...cached.data, crm: { ...cached.data.crm, asOf: cached.at, stale: false } };
      try {
        const [calendar, automatic, media, portals, matching, portalDays] = await Promise.all([
          histories('GetCalendarHistories', objectId, lng),
          histories('GetAutomaticHistories', objectId, lng),
          histories('GetMediaOnlineHistories', objectId, lng),
          readList(
            call,
            fail,
            { endpoint: 'GetManyVisitStatisticsOfProperty', language: lng },
            { ID: objectId },
            portalVisitsSchema,
          ),
          call({ endpoint: 'GetMatchingStatisticOfProperty', language: lng }, { ID: objectId }),
          graph(objectId, lng),
        ]);
        const matches = matchingSchema.safeParse(matching);
        const data = {
          calendar: newestFirst(calendarOf(calendar)),
          communications: newestFirst(communicationsOf(automatic)),
          media: mediaOf(media).sort((a, b) => b.publishedOn.localeCompare(a.publishedOn)),
          portalDays,
          crm: {
            portals: portals.map((row) => ({ portal: row.MediaName, visits: row.Visits })),
            matches: matches.success ? matches.data.NumberOfMatches : null,
          },
        };
        properties.delete(key);
        properties.set(key, { at: now, data });
        if (properties.size > 2_000) properties.delete(properties.keys().next().value as string);
        return { ...data, crm: { ...data.crm, asOf: now, stale: false } };
      } catch (error) {
        log(`crm: property ${objectId} could not be read: ${(error as Error).message}`);
        if (cached) return { ...cached.data, crm: { ...cached.data.crm, asOf: cached.at, stale: true } };
        throw new CrmUnavailable((error as Error).message);
      }
    },
  };
}
