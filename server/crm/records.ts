/**
 * Each record of an answer checked on its own, so that a malformed one is named: its ID (or
 * its place on the page when the ID itself is the problem) and the path of the first field at
 * fault, e.g. "record ID 512, field Pictures.2.Url". A caller that passes a `rejected` list
 * (the sync) gets the bad records there and the good ones back; without it, the first bad
 * record throws.
 */
import type { z } from 'zod';
import type { CrmError, CrmErrorDetails } from './errors.ts';
import type { CallSite } from './request.ts';

export type Fail = (details: CrmErrorDetails, reason: string) => CrmError;

/** A record left out of an answer: its ID when it has a usable one, and why. */
export interface RejectedRecord {
  id: number | null;
  error: CrmError;
}

function usableId(item: unknown): number | null {
  const id = item !== null && typeof item === 'object' ? (item as { ID?: unknown }).ID : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function recordName(item: unknown, index: number): string {
  const id = usableId(item);
  return id === null ? `#${index + 1}` : `ID ${id}`;
}

export function checkRecord<S extends z.ZodType>(
  schema: S,
  item: unknown,
  index: number,
  site: CallSite,
  fail: Fail,
): z.output<S> {
  const result = schema.safeParse(item);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  throw fail(
    { ...site, failure: 'malformed', record: recordName(item, index), ...(field ? { field } : {}) },
    issue?.message ?? 'unexpected record',
  );
}

/** The records of one answer; `seen` carries the IDs of earlier pages, since an ID twice means the list moved. */
export function checkRecords<S extends z.ZodType>(
  schema: S,
  items: readonly unknown[],
  site: CallSite,
  fail: Fail,
  seen: Set<number> = new Set(),
  rejected?: RejectedRecord[],
): z.output<S>[] {
  const records: z.output<S>[] = [];
  items.forEach((item, index) => {
    const id = usableId(item);
    // Twice in one list means the list moved while it was read: that is the answer's fault, not the record's.
    if (id !== null) {
      if (seen.has(id))
        throw fail({ ...site, failure: 'malformed', record: `ID ${id}` }, 'the record comes twice in the list');
      seen.add(id);
    }
    try {
      records.push(checkRecord(schema, item, index, site, fail));
    } catch (error) {
      if (!rejected) throw error;
      rejected.push({ id, error: error as CrmError });
    }
  });
  return records;
}
