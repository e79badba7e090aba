/** @jest-environment node */
/**
 * The tables every form writes stay bounded and their lookups indexed: an Idempotency-Key is
 * forgotten once its useful life is over, and the outbox is found by its submission.
 */
import type { FastifyInstance } from 'fastify';
import { formsApp } from '../../test/forms/formsApp.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { makeSite, solvedCaptcha } from '../../test/forms/serverKit.ts';
import { IDEMPOTENCY_TTL_MS } from './store.ts';
import { dropTestDatabase, testEngine, testSqlFor } from '../../test/db/testSql.ts';

// Starts the app on a database: sized for a machine several times slower than a loaded one.
jest.setTimeout(60_000);

const HOUR = 3_600_000;

const sites: string[] = [];
afterAll(async () => {
  for (const dataDir of sites) await dropTestDatabase(dataDir);
});

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
    sites.push(site.dataDir);
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
    const sql = await testSqlFor(site.dataDir);
    const keys = await sql.all('SELECT key FROM idempotency ORDER BY key');
    await sql.close();
    expect(keys).toEqual([{ key: 'key-later-0001' }]);
    // The forgotten key is a new request again.
    expect((await contact(app, 'changed', key)).statusCode).toBe(202);
    await app.close();
  });
});

describe('the outbox', () => {
  it('has an index on submission_id that the lookup by submission uses', async () => {
    const site = makeSite();
    sites.push(site.dataDir);
    const app = await formsApp(site);
    await app.close();
    const sql = await testSqlFor(site.dataDir);
    const lookup = 'SELECT id, status FROM outbox WHERE submission_id = 1';
    let columns: unknown[];
    let plan: string;
    if (testEngine === 'postgres') {
      columns = await sql.all(
        `SELECT a.attname AS "name" FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
         WHERE c.relname = 'outbox_submission' AND c.relnamespace = to_regnamespace(current_schema())`,
      );
      // An empty table is scanned whole whatever its indexes: the planner is asked not to, to show it can use one.
      plan = await sql.tx(async (tx) => {
        await tx.run('SET LOCAL enable_seqscan = off');
        const rows = await tx.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${lookup}`);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    } else {
      columns = await sql.all(`SELECT name FROM pragma_index_info('outbox_submission')`);
      const rows = await sql.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${lookup}`);
      plan = rows.map((row) => row.detail).join('\n');
    }
    await sql.close();
    expect(columns).toEqual([{ name: 'submission_id' }]);
    expect(plan).toMatch(/(USING INDEX|Index Scan using|Bitmap Index Scan on) outbox_submission/);
  });
});
