/**
 * The leads inbox on 10,000 requests (issue 35: under 200 ms at p95, server side): a fresh
 * SQLite database filled as the forms fill it (kinds, listings, states and days mixed, one in
 * ten with a file), then the pages a staff member asks for, each filter alone and combined, first
 * pages and later ones, timed from the query to the rows the API would answer.
 * `npx tsx tools/bench/inboxBench.ts` runs it alone; BENCH_DATABASE_URL points it at PostgreSQL.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSql } from '../../server/db/open.ts';
import { defaultDatabase, databaseSettings } from '../../server/db/settings.ts';
import { leadsInbox } from '../../server/inbox/leads.ts';
import { FORM_KINDS } from '../../src/domain/forms/formKinds.ts';
import type { LeadFilters } from '../../src/domain/forms/inbox.ts';
import { percentile } from './searchBench.ts';

const LEADS = 10_000;
const DAY = 24 * 3600_000;
const START = Date.UTC(2025, 0, 1);

/** A small deterministic generator: the same inbox on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function benchInbox(): Promise<{ leads: number; queries: number; p50: number; p95: number; max: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-'));
  const url = process.env.BENCH_DATABASE_URL?.trim();
  const sql = await openSql(
    url
      ? databaseSettings({ DATABASE_URL: url, DATABASE_SCHEMA: `bench_inbox_${Date.now()}` }, dataDir)
      : defaultDatabase(dataDir),
  );
  const next = random(35);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const subjects = Array.from({ length: 60 }, (_, i) => `property/${100 + i}`);
  try {
    await sql.tx(async (tx) => {
      for (let i = 0; i < LEADS; i++) {
        const data = JSON.stringify({
          firstName: `Claire${i}`,
          lastName: 'Dubois',
          phone: '+32 81 22 33 44',
          remarks: 'x'.repeat(200),
        });
        const row = await tx.get<{ id: number }>(
          `INSERT INTO submissions (kind, lng, subject, email, data, status, created_at, handling)
           VALUES (?, ?, ?, ?, ?, 'accepted', ?, ?) RETURNING id`,
          [
            pick(FORM_KINDS),
            pick(['nl', 'fr', 'en']),
            next() < 0.7 ? pick(subjects) : null,
            `visitor${i}@example.be`,
            data,
            START + Math.floor((i / LEADS) * 690 * DAY),
            pick(['new', 'new', 'progress', 'handled']),
          ],
        );
        if (i % 10 === 0) {
          await tx.run(
            `INSERT INTO uploads (submission_id, field, stored_name, type, bytes, original_name) VALUES (?, 'cv', ?, 'pdf', 1000, 'cv.pdf')`,
            [Number(row?.id), `bench-${i}.pdf`],
          );
        }
      }
    });
    const inbox = leadsInbox(sql);
    const filters: LeadFilters[] = [
      {},
      { kind: 'contact-me' },
      { subject: 'property/120' },
      { state: 'new' },
      { from: '2026-03-01', to: '2026-03-31' },
      { kind: 'contact-me', state: 'new', from: '2025-06-01' },
      { subject: 'property/130', state: 'handled' },
    ];
    const times: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const filter of filters) {
        let before: number | null = null;
        // The first page, then three older ones.
        for (let page = 0; page < 4; page++) {
          const started = performance.now();
          const result = await inbox.list({ ...filter, ...(before ? { before } : {}) });
          times.push(performance.now() - started);
          before = result.next;
          if (before === null) break;
        }
      }
    }
    return {
      leads: LEADS,
      queries: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
    };
  } finally {
    await sql.close();
  }
}

export const inboxLine = (result: Awaited<ReturnType<typeof benchInbox>>) =>
  `Leads inbox, ${result.leads.toLocaleString('en')} requests, ${result.queries} pages with filters (server side): ` +
  `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (target p95 < 200 ms)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(inboxLine(await benchInbox()));
}
