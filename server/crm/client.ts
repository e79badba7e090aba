/**
 * The typed client of the Omnicasa website API: what a sync of the catalogue needs, one
 * language per call (the CRM translates a record by the call's LanguageId). Every answer is
 * checked (./schemas.ts) before it is returned; anything else throws a CrmError (./errors.ts).
 *
 * Parameters follow the public client libraries: lists of ids as comma-separated text
 * ("1,2"), date-times as "YYYY-MM-DD HH:mm:ss" (./dates.ts). GetDeletedPropertyIDs is sent the
 * same ChangeSince as GetPropertyList; a CRM that ignores it answers every deleted id, which
 * costs a sync nothing but a longer list.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import type { Lng } from '../../src/config/languages.ts';
import { formatCrmDateTime } from './dates.ts';
import { CrmError } from './errors.ts';
import { readList, readPages } from './paging.ts';
import { checkRecord, type Fail, type RejectedRecord } from './records.ts';
import { createCall, type CrmConnection, type CrmDeps } from './request.ts';
import {
  crmCitySchema,
  crmPictureSchema,
  crmProjectSchema,
  crmPropertySchema,
  crmTypeSchema,
  type CrmCity,
  type CrmPicture,
  type CrmProject,
  type CrmProperty,
  type CrmPropertyType,
} from './schemas.ts';

export interface PropertyFilter {
  /** Only the listings changed since then (their LastChangedDate at or after it). */
  changeSince?: Date | number;
  /** 0 sale, 1 rent. */
  goal?: 0 | 1;
  /** Only the listings of these types. */
  webIds?: readonly number[];
  /** Leave out the listings with these Marquee codes. */
  skipMarquees?: readonly number[];
}

/**
 * The lists the sync reads take a `rejected` list: a record that fails its check goes there
 * (named, with its ID when it has one) and the others come back. Without it, the first bad
 * record throws.
 */
export interface CrmClient {
  /** Every listing of a language, page after page. */
  properties(lng: Lng, filter?: PropertyFilter, rejected?: RejectedRecord[]): Promise<CrmProperty[]>;
  propertiesByIds(lng: Lng, ids: readonly number[], rejected?: RejectedRecord[]): Promise<CrmProperty[]>;
  /** One listing, or null when the CRM has none with that ID. */
  property(lng: Lng, id: number): Promise<CrmProperty | null>;
  propertyPictures(lng: Lng, id: number): Promise<CrmPicture[]>;
  /** The IDs of the listings deleted since then (all of them without a date). */
  deletedPropertyIds(since?: Date | number): Promise<number[]>;
  projects(lng: Lng, rejected?: RejectedRecord[]): Promise<CrmProject[]>;
  project(lng: Lng, id: number): Promise<CrmProject | null>;
  projectPictures(lng: Lng, id: number): Promise<CrmPicture[]>;
  types(lng: Lng): Promise<CrmPropertyType[]>;
  /** The towns that have listings: all of them, or those of one goal. */
  cities(lng: Lng, goal?: 0 | 1): Promise<CrmCity[]>;
}

const list = (ids: readonly number[]) => ids.join(',');
const deletedIdSchema = z.number().int().positive();

function propertyParams(filter: PropertyFilter): Record<string, unknown> {
  return {
    ...(filter.goal === undefined ? {} : { Goal: filter.goal }),
    ...(filter.webIds?.length ? { WebIDs: list(filter.webIds) } : {}),
    ...(filter.skipMarquees?.length ? { SkipMarqueeList: list(filter.skipMarquees) } : {}),
    ...(filter.changeSince === undefined ? {} : { ChangeSince: formatCrmDateTime(filter.changeSince) }),
  };
}

export function createCrmClient(connection: CrmConnection, deps: Partial<CrmDeps> = {}): CrmClient {
  const call = createCall(connection, {
    fetch: deps.fetch ?? globalThis.fetch,
    sleep: deps.sleep ?? ((ms) => delay(ms)),
    random: deps.random ?? Math.random,
    log: deps.log ?? (() => {}),
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  const fail: Fail = (details, reason) => new CrmError(details, reason, [connection.password]);

  async function one<S extends z.ZodType>(endpoint: string, lng: Lng, id: number, schema: S) {
    const site = { endpoint, language: lng };
    const value = await call(site, { ID: id });
    return value === null ? null : (checkRecord(schema, value, 0, site, fail) as z.output<S>);
  }

  return {
    properties: (lng, filter = {}, rejected) =>
      readPages(
        call,
        fail,
        { endpoint: 'GetPropertyList', language: lng },
        propertyParams(filter),
        crmPropertySchema,
        rejected,
      ),
    propertiesByIds: (lng, ids, rejected) =>
      readList(
        call,
        fail,
        { endpoint: 'GetPropertiesByIDs', language: lng },
        { IDs: list(ids) },
        crmPropertySchema,
        rejected,
      ),
    property: (lng, id) => one('GetProperty', lng, id, crmPropertySchema),
    propertyPictures: (lng, id) =>
      readPages(call, fail, { endpoint: 'GetPropertyPictureList', language: lng }, { ObjectID: id }, crmPictureSchema),
    deletedPropertyIds: (since) =>
      readList(
        call,
        fail,
        { endpoint: 'GetDeletedPropertyIDs', language: null },
        since === undefined ? {} : { ChangeSince: formatCrmDateTime(since) },
        deletedIdSchema,
      ),
    projects: (lng, rejected) =>
      readPages(call, fail, { endpoint: 'GetProjectList', language: lng }, {}, crmProjectSchema, rejected),
    project: (lng, id) => one('GetProject', lng, id, crmProjectSchema),
    projectPictures: (lng, id) =>
      readPages(call, fail, { endpoint: 'GetProjectPictureList', language: lng }, { ProjectID: id }, crmPictureSchema),
    types: (lng) => readPages(call, fail, { endpoint: 'GetTypeOfPropertyList', language: lng }, {}, crmTypeSchema),
    cities: (lng, goal) =>
      readList(
        call,
        fail,
        { endpoint: 'GetCityListOfObjects', language: lng },
        goal === undefined ? {} : { Goal: goal },
        crmCitySchema,
      ),
  };
}
