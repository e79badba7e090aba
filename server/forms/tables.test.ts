/** @jest-environment node */
/**
 * The tables every form writes stay bounded and their lookups indexed: an Idempotency-Key is
 * forgotten once its useful life is over, and the outbox is found by its submission.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { formsApp } from '../../test/forms/formsApp.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { makeSite, solvedCaptcha } from '../../test/forms/serverKit.ts';
import { IDEMPOTENCY_TTL_MS } from './store.ts';

const HOUR = 3_600_000;

async function contact(app: FastifyInstance, remarks: string, key?: string) {
  const values = { ...VALID_VALUES['site-contact'], remarks, lng: 'fr', captcha: await solvedCaptcha(app) };
  return app.inject({
    method: 'POST',
    url: '/api/forms/site-contact',
    payload: values,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

describe('the idempotency table', () => {
  it('forgets a key after its useful life, so the table does not grow for ever', async () => {
    const site = makeSite();
    let now = new Date(Date.UTC(2026, 10, 23, 9));
    const app = await formsApp(site, { clock: () => now });
    const key = 'key-0123456789';
    expect((await contact(app, 'first', key)).statusCode).toBe(202);
    // Within its life the key still guards against a changed repeat.
    now = new Date(now.getTime() + 2 * HOUR);
    expect((await contact(app, 'other', 'key-other-0001')).statusCode).toBe(202);
    expect((await contact(app, 'changed', key)).statusCode).toBe(422);

    now = new Date(now.getTime() + IDEMPOTENCY_TTL_MS + HOUR);
    expect((await contact(app, 'later', 'key-later-0001')).statusCode).toBe(202);
    const db = new Database(path.join(site.dataDir, 'site.db'), { readonly: true });
    const keys = db.prepare('SELECT key FROM idempotency ORDER BY key').all();
    db.close();
    expect(keys).toEqual([{ key: 'key-later-0001' }]);
    // The forgotten key is a new request again.
    expect((await contact(app, 'changed', key)).statusCode).toBe(202);
    await app.close();
  });
});

describe('the outbox', () => {
  it('has an index on submission_id that the lookup by submission uses', async () => {
    const site = makeSite();
    const app = await formsApp(site);
    await app.close();
    const db = new Database(path.join(site.dataDir, 'site.db'), { readonly: true });
    const indexes = db.prepare("SELECT name FROM pragma_index_info('outbox_submission')").all();
    const plan = db.prepare('EXPLAIN QUERY PLAN SELECT id, status FROM outbox WHERE submission_id = ?').all(1) as {
      detail: string;
    }[];
    db.close();
    expect(indexes).toEqual([{ name: 'submission_id' }]);
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/USING INDEX outbox_submission/);
  });
});
