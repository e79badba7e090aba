/**
 * Reading the CRM for one sync. A full read takes every listing; an incremental one only those
 * changed since the last good sync (ChangeSince, less OVERLAP_MS, so a change saved while that
 * sync was reading, or stamped by a CRM clock a little behind ours, is read again rather than
 * missed) and the IDs deleted since, plus the listings the last sync had to leave out (`retry`:
 * a photo host that was down does not change a listing's date, so nothing else would bring it
 * back before the next full read). Projects, types and towns are read whole every time: they
 * are few, and their counts move with every listing. A listing or project that fails its check
 * is left out of the lists and kept in `rejected` (./rejects.ts decides what that means).
 */
import type { Lng } from '../../../src/config/languages.ts';
import type { CrmClient } from '../client.ts';
import type { RejectedRecord } from '../records.ts';
import type { CrmProperty } from '../schemas.ts';
import type { CrmLanguage } from './records.ts';

export const OVERLAP_MS = 60_000;

export interface CrmRead {
  languages: Map<Lng, CrmLanguage>;
  /** Incremental only: the listings deleted since (an ID also in `properties` was added again). */
  deleted: number[];
}

async function readLanguage(
  client: CrmClient,
  lng: Lng,
  changeSince: Date | undefined,
  retry: readonly number[],
): Promise<CrmLanguage> {
  const rejected = { properties: [] as RejectedRecord[], projects: [] as RejectedRecord[] };
  const properties: CrmProperty[] = await client.properties(
    lng,
    changeSince ? { changeSince } : {},
    rejected.properties,
  );
  const again = retry.filter(
    (id) => !properties.some((p) => p.ID === id) && !rejected.properties.some((r) => r.id === id),
  );
  if (changeSince && again.length > 0)
    properties.push(...(await client.propertiesByIds(lng, again, rejected.properties)));
  const projects = await client.projects(lng, rejected.projects);
  const types = await client.types(lng);
  const all = await client.cities(lng);
  const sale = await client.cities(lng, 0);
  const rent = await client.cities(lng, 1);
  return { properties, projects, types, cities: { all, sale, rent }, rejected };
}

/** Every promise settled (no call left running once the sync has answered), then the first failure thrown. */
async function settled<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/** `since` undefined: a full read. Languages are read side by side, each one call at a time. */
export async function readCrm(
  client: CrmClient,
  languages: readonly Lng[],
  since: Date | undefined,
  retry: readonly number[] = [],
): Promise<CrmRead> {
  const changeSince = since ? new Date(since.getTime() - OVERLAP_MS) : undefined;
  const deleted = changeSince ? client.deletedPropertyIds(changeSince) : Promise.resolve([]);
  const read = languages.map(async (lng) => [lng, await readLanguage(client, lng, changeSince, retry)] as const);
  const [ids, ...pairs] = await settled<unknown>([deleted, ...read]);
  return { languages: new Map(pairs as (readonly [Lng, CrmLanguage])[]), deleted: ids as number[] };
}
