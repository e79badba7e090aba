/**
 * One bad record never blocks the feed. A listing or project that fails its check (a field the
 * site cannot show, a photo that cannot be taken) is left out of this sync, in every language,
 * and keeps its last good version: a listing already online stays as it was, a new one waits.
 * Every other change publishes, and the sync's result and log name each record left out with
 * its field and reason. Only when most of the catalogue fails is the sync refused whole: that
 * is a broken feed, not a bad record, and publishing it would empty the site.
 *
 * A record the CRM sends without a usable ID cannot be matched to its good version. In a full
 * read its absence would look like a deletion, so then every good record the read did not
 * bring is kept, until a full read without such a record.
 */
import type { CrmError } from '../errors.ts';
import type { PictureRef } from './mediaStore.ts';
import type { CrmLanguage } from './records.ts';
import { byId } from './records.ts';

export type RecordKind = 'listing' | 'project';

/** A record left out of a sync, as the result and the log name it. */
export interface RejectedSummary {
  kind: RecordKind;
  id: number | null;
  message: string;
}

export interface Rejections {
  /** ID -> the first reason, across every language. */
  listings: Map<number, CrmError>;
  projects: Map<number, CrmError>;
  /** Records with no usable ID. */
  unidentified: { kind: RecordKind; error: CrmError }[];
}

export function collectRejections(
  languages: Iterable<CrmLanguage>,
  refs: readonly PictureRef[],
  failedPictures: ReadonlyMap<string, CrmError>,
): Rejections {
  const rejections: Rejections = { listings: new Map(), projects: new Map(), unidentified: [] };
  const add = (kind: RecordKind, id: number | null, error: CrmError) => {
    if (id === null) rejections.unidentified.push({ kind, error });
    else {
      const byKind = kind === 'listing' ? rejections.listings : rejections.projects;
      if (!byKind.has(id)) byKind.set(id, error);
    }
  };
  for (const language of languages) {
    for (const { id, error } of language.rejected.properties) add('listing', id, error);
    for (const { id, error } of language.rejected.projects) add('project', id, error);
  }
  for (const ref of refs) {
    const failure = failedPictures.get(ref.url);
    if (failure) add(ref.kind, ref.id, failure);
  }
  return rejections;
}

export function rejectedCount(rejections: Rejections): number {
  return rejections.listings.size + rejections.projects.size + rejections.unidentified.length;
}

export function summarise(rejections: Rejections): RejectedSummary[] {
  const named = (kind: RecordKind, map: Map<number, CrmError>) =>
    [...map].sort(([a], [b]) => a - b).map(([id, error]) => ({ kind, id, message: error.message }));
  return [
    ...named('listing', rejections.listings),
    ...named('project', rejections.projects),
    ...rejections.unidentified.map(({ kind, error }) => ({ kind, id: null, message: error.message })),
  ];
}

/**
 * `fresh` (the records read and accepted) with the good version of each rejected one put back;
 * with `keepUnseen`, every good record the read did not bring is put back too.
 */
export function keepGood<T extends { ID: number }>(
  fresh: readonly T[],
  good: readonly T[] | undefined,
  rejected: ReadonlyMap<number, unknown>,
  keepUnseen: boolean,
): T[] {
  const records = new Map(fresh.map((record) => [record.ID, record]));
  for (const record of good ?? []) {
    if (records.has(record.ID)) continue;
    if (rejected.has(record.ID) || keepUnseen) records.set(record.ID, record);
  }
  return byId(records.values());
}

/**
 * Why the sync is refused whole, or undefined: more than half of the catalogue (what it would
 * hold, plus the records left out) failed its check.
 */
export function mostRejected(
  rejections: Rejections,
  kept: { listings: number[]; projects: number[] },
): string | undefined {
  const count = rejectedCount(rejections);
  if (count === 0) return undefined;
  const listings = new Set([...kept.listings, ...rejections.listings.keys()]);
  const projects = new Set([...kept.projects, ...rejections.projects.keys()]);
  const total = listings.size + projects.size + rejections.unidentified.length;
  if (count * 2 <= total) return undefined;
  const first = summarise(rejections)[0]?.message ?? '';
  return `${count} of ${total} records fail their check, too many to be single bad records: the feed is refused whole (first: ${first})`;
}
