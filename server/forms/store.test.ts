/** @jest-environment node */
/**
 * Group commit: submissions that reach the store in the same turn share one transaction,
 * each in its own savepoint, so one that conflicts or fails takes nothing else with it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database.ts';
import { submissionStore, type Submission } from './store.ts';

let db: Db;
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

const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

beforeEach(() => {
  db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'store-')), 'site.db'));
  store = submissionStore(db);
});
afterEach(() => db.close());

describe('the submission store', () => {
  it('writes submissions sent in the same turn together, each with its own id and mail', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => store.store(submission(n), NOW)));
    expect(results.map((r) => ('stored' in r ? r.stored.status : r.conflict))).toEqual([202, 202, 202]);
    const ids = results.map((r) => ('stored' in r ? r.stored.body.id : null));
    expect(new Set(ids).size).toBe(3);
    expect(count('submissions')).toBe(3);
    expect(count('outbox')).toBe(3);
  });

  it('refuses the second use of a captcha in the same batch and keeps the others', async () => {
    const results = await Promise.all([
      store.store(submission(1), NOW),
      store.store(submission(2, { captcha: { signature: 'sig-1', expiresAt: NOW + 600_000 } }), NOW),
      store.store(submission(3), NOW),
    ]);
    expect(results[1]).toEqual({ conflict: 'captcha' });
    expect(count('submissions')).toBe(2);
    expect(count('outbox')).toBe(2);
    expect(
      (db.prepare('SELECT data FROM submissions ORDER BY id').all() as { data: string }[]).map((r) => r.data),
    ).toEqual([JSON.stringify({ lastName: 'Visitor 1' }), JSON.stringify({ lastName: 'Visitor 3' })]);
  });

  it('answers a repeated Idempotency-Key in the same batch with the first answer, storing once', async () => {
    const key = { key: 'same-key-123', hash: 'h1' };
    const [first, second] = await Promise.all([
      store.store(submission(1, { idempotency: key }), NOW),
      store.store(submission(2, { idempotency: key }), NOW),
    ]);
    expect(first).toMatchObject({ replayed: false });
    expect(second).toEqual({ stored: (first as { stored: unknown }).stored, replayed: true });
    expect(count('submissions')).toBe(1);
    expect(count('outbox')).toBe(1);
  });

  it('books a visit slot once when two visitors ask for it in the same batch', async () => {
    const visit = { subject: 'property/120', appointment: { day: '2026-11-24', slot: '10-13' } };
    const results = await Promise.all([
      store.store(submission(1, { kind: 'contact-appointment', ...visit }), NOW),
      store.store(submission(2, { kind: 'contact-appointment', ...visit }), NOW),
    ]);
    expect(results[1]).toEqual({ conflict: 'slot' });
    expect(count('appointments')).toBe(1);
    expect(count('submissions')).toBe(1);
  });

  it('rejects only the submission that fails, and commits the rest of its batch', async () => {
    const upload = { field: 'cv', storedName: 'same-name.pdf', type: 'pdf', bytes: 10, originalName: 'cv.pdf' };
    const results = await Promise.allSettled([
      store.store(submission(1, { uploads: [upload] }), NOW),
      store.store(submission(2, { uploads: [upload] }), NOW),
      store.store(submission(3), NOW),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(count('submissions')).toBe(2);
    expect(count('uploads')).toBe(1);
    expect(count('outbox')).toBe(2);
  });

  it('rejects the whole batch when the commit itself fails, storing none of it', async () => {
    db.close();
    const results = await Promise.allSettled([store.store(submission(1), NOW), store.store(submission(2), NOW)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    db = openDatabase(db.name);
    expect(count('submissions')).toBe(0);
  });
});
