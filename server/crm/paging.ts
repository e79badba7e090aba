/**
 * Reading a whole list. Paged endpoints answer `{From, To, RowsCount, Items}` for rows Limit1
 * to Limit2 (1-based, inclusive), at most 50 rows a page. Every page must bring exactly the rows
 * RowsCount leaves for it: a short or empty page, or a RowsCount that changes between pages,
 * means the list moved while it was read or the CRM lost a page, and a partial catalogue
 * published as complete would take listings off the site. So the read fails instead.
 */
import type { z } from 'zod';
import { checkRecords, type Fail, type RejectedRecord } from './records.ts';
import type { Call, CallSite } from './request.ts';
import { pageSchema, simpleListSchema } from './schemas.ts';

/** Omnicasa's page size, and the most the API gives in one answer. */
export const PAGE_ROWS = 50;

type ListSite = Omit<CallSite, 'page'>;

export async function readPages<S extends z.ZodType>(
  call: Call,
  fail: Fail,
  site: ListSite,
  params: Record<string, unknown>,
  schema: S,
  rejected?: RejectedRecord[],
  pageRows = PAGE_ROWS,
): Promise<z.output<S>[]> {
  const rows = Math.min(PAGE_ROWS, Math.max(1, pageRows));
  const records: z.output<S>[] = [];
  const seen = new Set<number>();
  let rowsCount: number | undefined;
  for (let from = 1; rowsCount === undefined || from <= rowsCount; from += rows) {
    const pageSite: CallSite = { ...site, page: { from, to: from + rows - 1 } };
    const parsed = pageSchema.safeParse(await call(pageSite, params));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = ['Value', ...(issue?.path ?? [])].join('.');
      throw fail({ ...pageSite, failure: 'malformed', field }, issue?.message ?? 'not a page');
    }
    const { From, RowsCount, Items } = parsed.data;
    if (rowsCount !== undefined && RowsCount !== rowsCount) {
      throw fail(
        { ...pageSite, failure: 'missing-page' },
        `RowsCount went from ${rowsCount} to ${RowsCount} between pages: the list changed while it was read`,
      );
    }
    rowsCount = RowsCount;
    const expected = Math.max(0, Math.min(rows, RowsCount - from + 1));
    if (Items.length !== expected) {
      const failure = Items.length < expected ? 'missing-page' : 'malformed';
      throw fail({ ...pageSite, failure }, `${Items.length} rows where RowsCount ${RowsCount} leaves ${expected}`);
    }
    if (Items.length > 0 && From !== from) {
      throw fail({ ...pageSite, failure: 'malformed', field: 'Value.From' }, `is ${From}, Limit1 was ${from}`);
    }
    records.push(...checkRecords(schema, Items, pageSite, fail, seen, rejected));
  }
  return records;
}

export async function readList<S extends z.ZodType>(
  call: Call,
  fail: Fail,
  site: ListSite,
  params: Record<string, unknown>,
  schema: S,
  rejected?: RejectedRecord[],
): Promise<z.output<S>[]> {
  const parsed = simpleListSchema.safeParse(await call(site, params));
  if (!parsed.success) throw fail({ ...site, failure: 'malformed', field: 'Value' }, 'expected a list of records');
  const items = Array.isArray(parsed.data) ? parsed.data : parsed.data.Items;
  return checkRecords(schema, items, site, fail, new Set(), rejected);
}
