/** @jest-environment node */
/**
 * The submission store on the engine of the run (SQLite, or PostgreSQL under npm run test:pg).
 * Submissions handed over together (one group commit on SQLite, parallel transactions on
 * PostgreSQL) are each stored or refused on their own: one that conflicts or fails takes
 * nothing else with it, and a refused one leaves nothing behind, its files included.
 */
import { rmSync } from 'node:fs';
import type { Sql } from '../db/sql.ts';
import { submissionStore, type StoreResult, type Submission } from './store.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';

let sql: Sql;
let dataDir: string;
let store: ReturnType<typeof submissionStore>;
const NOW = Date.UTC(2026, 10, 23, 9);

function submission(n: number, extra: Partial<Submission> = {}): Submission {
  return {
    kind: 'site-contact',
    lng: 'fr',
    subject: null,
    email: `visitor${n}@example.be`,
    data: { lastName: `Visitor ${n}` },
    spam: false,
    mails: [
      {
        role: 'agency',
        to: 'info@immo-famenne.be',
        replyTo: null,
        subject: `S${n}`,
        text: 't',
        html: 'h',
        attachments: [],
      },
    ],
    uploads: [],
    captcha: { signature: `sig-${n}`, expiresAt: NOW + 600_000 },
    idempotency: null,
    ...extra,
  };
}

const cv = (storedName: string, text = '%PDF-1.4 cv') => ({
  field: 'cv',
  storedName,
  type: 'pdf',
  bytes: text.length,
  originalName: 'cv.pdf',
  content: new Uint8Array(Buffer.from(text)),
});

const count = async (table: string) =>
  (await sql.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM ${table}`))?.n ?? Number.NaN;
const storedNames = async () =>
  (await sql.all<{ data: string }>('SELECT data FROM submissions ORDER BY id')).map(
    (row) => (JSON.parse(row.data) as { lastName: string }).lastName,
  );
const status = (result: StoreResult) => ('stored' in result ? result.stored.status : result.conflict);

beforeEach(async () => {
  ({ sql, dataDir } = await freshTestSql('store-'));
  store = submissionStore(sql);
});
afterEach(async () => {
  await sql.close().catch(() => undefined);
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`the submission store on ${testEngine}`, () => {
  it('writes submissions sent at once, each with its own id and mail', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => store.store(submission(n), NOW)));
    expect(results.map(status)).toEqual([202, 202, 202]);
    const ids = results.map((r) => ('stored' in r ? r.stored.body.id : null));
    expect(new Set(ids).size).toBe(3);
    expect(await count('submissions')).toBe(3);
    expect(await count('outbox')).toBe(3);
  });

  it('refuses the second use of a captcha sent at once and keeps the others', async () => {
    const results = await Promise.all([
      store.store(submission(1), NOW),
      store.store(submission(2, { captcha: { signature: 'sig-1', expiresAt: NOW + 600_000 } }), NOW),
      store.store(submission(3), NOW),
    ]);
    // Which of the two comes first is the database's choice; exactly one of them is kept.
    expect(results.map(status).sort()).toEqual([202, 202, 'captcha']);
    expect(status(results[2]!)).toBe(202);
    const kept = results[0] && status(results[0]) === 202 ? 'Visitor 1' : 'Visitor 2';
    expect((await storedNames()).sort()).toEqual([kept, 'Visitor 3']);
    expect(await count('submissions')).toBe(2);
    expect(await count('outbox')).toBe(2);
  });

  it('answers a repeated Idempotency-Key sent at once with the first answer, storing once', async () => {
    const key = { key: 'same-key-123', hash: 'h1' };
    const results = await Promise.all([
      store.store(submission(1, { idempotency: key }), NOW),
      store.store(submission(2, { idempotency: key }), NOW),
    ]);
    const first = results.find((r) => 'replayed' in r && !r.replayed);
    const second = results.find((r) => r !== first);
    expect(first).toMatchObject({ stored: { status: 202 }, replayed: false });
    expect(second).toEqual({ stored: (first as { stored: unknown }).stored, replayed: true });
    expect(await count('submissions')).toBe(1);
    expect(await count('outbox')).toBe(1);
    expect(await store.replay('same-key-123', 'site-contact', 'h1')).toEqual(second);
    expect(await store.replay('same-key-123', 'site-contact', 'other')).toEqual({ conflict: 'idempotency' });
    expect(await store.replay('unknown-key', 'site-contact', 'h1')).toBeNull();
  });

  it('books a visit slot once when two visitors ask for it at once', async () => {
    const visit = { subject: 'property/120', appointment: { day: '2026-11-24', slot: '10-13' } };
    const results = await Promise.all([
      store.store(submission(1, { kind: 'contact-appointment', ...visit }), NOW),
      store.store(submission(2, { kind: 'contact-appointment', ...visit }), NOW),
    ]);
    expect(results.map(status).sort()).toEqual([202, 'slot']);
    expect(await count('appointments')).toBe(1);
    expect(await count('submissions')).toBe(1);
    expect(await store.bookedSlots('property/120', '2026-11-24')).toEqual(new Set(['2026-11-24 10-13']));
    expect(await store.bookedSlots('property/120', '2026-11-25')).toEqual(new Set());
  });

  it('rejects only the submission that fails, and commits the others', async () => {
    const results = await Promise.allSettled([
      store.store(submission(1, { uploads: [cv('same-name.pdf')] }), NOW),
      store.store(submission(2, { uploads: [cv('same-name.pdf')] }), NOW),
      store.store(submission(3), NOW),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(results[2]?.status).toBe('fulfilled');
    expect(await count('submissions')).toBe(2);
    expect(await count('uploads')).toBe(1);
    expect(await count('upload_files')).toBe(1);
    expect(await count('outbox')).toBe(2);
  });

  it('rejects every submission when the database fails, storing none of them', async () => {
    await sql.close();
    const results = await Promise.allSettled([store.store(submission(1), NOW), store.store(submission(2), NOW)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    sql = await testSqlFor(dataDir);
    expect(await count('submissions')).toBe(0);
  });
});

describe('uploads in the database', () => {
  it('keeps the bytes of a stored submission’s files in upload_files, under their stored names', async () => {
    const result = await store.store(submission(1, { uploads: [cv('a1.pdf', '%PDF-1.7 first')] }), NOW);
    expect(status(result)).toBe(202);
    const files = await sql.all<{ stored_name: string; content: Buffer }>(
      'SELECT stored_name, content FROM upload_files',
    );
    expect(files.map((f) => [f.stored_name, Buffer.from(f.content).toString()])).toEqual([
      ['a1.pdf', '%PDF-1.7 first'],
    ]);
    expect(
      await sql.all('SELECT stored_name AS "storedName", type, bytes, original_name AS "originalName" FROM uploads'),
    ).toEqual([{ storedName: 'a1.pdf', type: 'pdf', bytes: 14, originalName: 'cv.pdf' }]);
  });

  it('keeps nothing of the files of a refused submission or of a replay', async () => {
    const key = { key: 'upload-key-01', hash: 'h' };
    expect(status(await store.store(submission(1, { uploads: [cv('kept.pdf')], idempotency: key }), NOW))).toBe(202);
    const refused = [
      submission(2, { uploads: [cv('captcha.pdf')], captcha: { signature: 'sig-1', expiresAt: NOW + 600_000 } }),
      submission(3, { uploads: [cv('replay.pdf')], idempotency: key }),
      submission(4, { uploads: [cv('other.pdf')], idempotency: { ...key, hash: 'changed' } }),
    ];
    const results = await Promise.all(refused.map((s) => store.store(s, NOW)));
    expect(results.map((r) => ('replayed' in r ? 'replayed' : r.conflict))).toEqual([
      'captcha',
      'replayed',
      'idempotency',
    ]);
    expect(await sql.all('SELECT stored_name AS "name" FROM upload_files')).toEqual([{ name: 'kept.pdf' }]);
    expect(await sql.all('SELECT stored_name AS "name" FROM uploads')).toEqual([{ name: 'kept.pdf' }]);
  });
});

describe('one Idempotency-Key from two instances at once', () => {
  // PostgreSQL: a second pool on the same database, as another instance has. SQLite: a second
  // store on the same connection (two in one thread would wait for each other's write lock).
  async function twoInstances<T>(race: (here: typeof store, there: typeof store) => Promise<T>): Promise<T> {
    const other = testEngine === 'postgres' ? await testSqlFor(dataDir) : sql;
    try {
      return await race(store, submissionStore(other));
    } finally {
      if (other !== sql) await other.close();
    }
  }

  it('stores the submission once and answers the other with its answer', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => ({ key: `race-key-${i}`, hash: `h${i}` }));
    const pairs = await twoInstances((here, there) =>
      Promise.all(
        keys.map((idempotency, i) =>
          Promise.all([
            here.store(submission(100 + i, { idempotency, uploads: [cv(`here-${i}.pdf`)] }), NOW),
            there.store(
              submission(200 + i, {
                idempotency,
                uploads: [cv(`there-${i}.pdf`)],
                captcha: { signature: `there-${i}`, expiresAt: NOW + 600_000 },
              }),
              NOW,
            ),
          ]),
        ),
      ),
    );
    for (const pair of pairs) {
      const first = pair.find((r) => 'replayed' in r && !r.replayed) as { stored: unknown } | undefined;
      expect(first).toBeDefined();
      expect(pair.filter((r) => r !== first)).toEqual([{ stored: first?.stored, replayed: true }]);
    }
    expect(await count('submissions')).toBe(keys.length);
    expect(await count('idempotency')).toBe(keys.length);
    expect(await count('outbox')).toBe(keys.length);
    expect(await count('upload_files')).toBe(keys.length);
    const ids = await sql.all<{ id: number }>('SELECT id FROM submissions ORDER BY id');
    const answered = pairs.map((pair) => ('stored' in pair[0]! ? pair[0].stored.body.id : null));
    expect(answered.sort((a, b) => Number(a) - Number(b))).toEqual(ids.map((row) => row.id));
  });

  it('refuses the other with the conflict when the requests differ', async () => {
    const results = await twoInstances((here, there) =>
      Promise.all([
        here.store(submission(1, { idempotency: { key: 'race-changed', hash: 'a' } }), NOW),
        there.store(submission(2, { idempotency: { key: 'race-changed', hash: 'b' } }), NOW),
      ]),
    );
    expect(results.map(status).sort()).toEqual([202, 'idempotency']);
    expect(await count('submissions')).toBe(1);
    expect(await count('outbox')).toBe(1);
  });
});
