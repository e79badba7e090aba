/**
 * Each record of an answer checked on its own, so that a malformed one is named: its ID (or
 * its place on the page when the ID itself is the problem) and the path of the first field at
 * fault, e.g. "record ID 512, field Pictures.2.Url".
 */
import type { z } from 'zod';
import type { CrmError, CrmErrorDetails } from './errors.ts';
import type { CallSite } from './request.ts';

export type Fail = (details: CrmErrorDetails, reason: string) => CrmError;

function recordName(item: unknown, index: number): string {
  const id = item !== null && typeof item === 'object' ? (item as { ID?: unknown }).ID : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) ? `ID ${id}` : `#${index + 1}`;
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
): z.output<S>[] {
  return items.map((item, index) => {
    const record = checkRecord(schema, item, index, site, fail);
    const id = (record as { ID?: unknown }).ID;
    if (typeof id === 'number') {
      if (seen.has(id))
        throw fail({ ...site, failure: 'malformed', record: `ID ${id}` }, 'the record comes twice in the list');
      seen.add(id);
    }
    return record;
  });
}
