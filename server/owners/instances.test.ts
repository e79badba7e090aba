/** @jest-environment node */
/**
 * Two servers on one database, as behind a load balancer: the portal's state lives in the
 * database, so an owner logged in through one is logged in on the other, and failed logins
 * spread over both lock the account exactly as on one. On PostgreSQL each server has its own
 * pool; on SQLite they share the one connection (two in one thread would wait for each other's
 * write lock; the file shared by processes is tested by startRace).
 */
import { rmSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Sql } from '../db/sql.ts';
import type { VisitNumbers } from '../routes/owner.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';
import { ORIGIN, ownerClient, ownerOptions } from '../../test/owners/ownerKit.ts';
import { mountOwners } from './mount.ts';
import { THROTTLE } from './throttle.ts';

// Each test starts two servers on one database: sized for a machine several times slower than a
// loaded one.
jest.setTimeout(60_000);

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const clock = () => new Date(NOW);
let dataDir: string;
let sqls: Sql[];
let apps: FastifyInstance[];
const waits: number[] = [];

/** The routes tested here never read the visit numbers. */
const unused = (): never => {
  throw new Error('no visit numbers in this test');
};
const visits: VisitNumbers = { headlines: unused, forProperty: unused };

async function server(sql: Sql): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCookie);
  await mountOwners(
    app,
    {
      sql,
      clock,
      https: false,
      agency: { name: 'Immo', email: 'info@immo-famenne.be', phone: '', address: '', siteUrl: `${ORIGIN}/` },
      agencyInbox: 'info@immo-famenne.be',
      pages: () => ({ newsletter: {}, login: { fr: '/fr/connexion/' }, portal: {} }),
      relay: { start: () => undefined, wake: () => undefined, run: async () => 0, stop: async () => undefined },
      visits,
    },
    { ...ownerOptions(waits), authKey: 'test-auth-key' },
  );
  await app.ready();
  return app;
}

beforeEach(async () => {
  waits.length = 0;
  const fresh = await freshTestSql('owners-two-');
  dataDir = fresh.dataDir;
  sqls = testEngine === 'postgres' ? [fresh.sql, await testSqlFor(dataDir)] : [fresh.sql];
  // Both start together on the empty database: one of them seeds the demo owners.
  apps = await Promise.all([server(fresh.sql), server(sqls.at(-1) ?? fresh.sql)]);
});

afterEach(async () => {
  for (const app of apps) await app.close();
  for (const sql of sqls) await sql.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

const [one, two] = [ownerClient(() => apps[0] as FastifyInstance), ownerClient(() => apps[1] as FastifyInstance)];
const wrong = (client: typeof one, i: number) =>
  client.post('/api/owner/login', { email: 'bert@example.be', password: `guess${i}`, lng: 'fr' });

describe(`two servers on one ${testEngine} database (${testEngine === 'postgres' ? 'two pools' : 'one connection'})`, () => {
  it('seed the demo owners once', async () => {
    const count = await sqls[0]?.get('SELECT COUNT(*) AS "n" FROM owners');
    expect(count).toEqual({ n: 2 });
  });

  it('keep an owner logged in on both, and logged out on both', async () => {
    const { response, jar } = await one.login();
    expect(response.statusCode).toBe(200);
    const there = await two.get('/api/owner/session', jar);
    expect(there.statusCode).toBe(200);
    expect(there.json()).toEqual({ name: 'Anne', email: 'anne@example.be', lng: 'fr' });
    expect((await two.post('/api/owner/logout', {}, jar)).statusCode).toBe(204);
    expect((await one.get('/api/owner/session', jar)).statusCode).toBe(401);
  });

  it('end the sessions on both when the password is reset through one', async () => {
    const { jar } = await one.login();
    expect((await two.post('/api/owner/password/forgot', { email: 'anne@example.be', lng: 'fr' })).statusCode).toBe(
      202,
    );
    // The link is written after the answer: polled (the limit only ends a hang).
    let token: string | undefined;
    for (const until = Date.now() + 30_000; !token && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const mail = await sqls[0]?.get<{ text: string }>(`SELECT text FROM outbox WHERE role = 'visitor'`);
      token = mail?.text.match(/#reset=([A-Za-z0-9_-]+)/)?.[1];
    }
    const reset = { token, password: 'a-new-password', passwordConfirm: 'a-new-password', lng: 'fr' };
    expect((await one.post('/api/owner/password/reset', reset)).statusCode).toBe(200);
    expect((await two.get('/api/owner/session', jar)).statusCode).toBe(401);
    expect((await two.login('anne@example.be', 'a-new-password')).response.statusCode).toBe(200);
  });

  it('lock the account after ten failed logins spread over both, as one server does', async () => {
    for (let i = 0; i < THROTTLE.accountMax; i++) {
      expect((await wrong(i % 2 ? two : one, i)).statusCode).toBe(401);
    }
    // Each failure slowed the next try, whichever server it came to.
    expect(waits).toEqual([300, 600, 900, 1200, 1500, 1800, 2100]);
    for (const client of [one, two]) {
      const refused = await client.login('bert@example.be', 'bert-password');
      expect(refused.response.statusCode).toBe(429);
      expect(refused.response.json()).toEqual({ error: 'errors.loginBlocked' });
      expect(Number(refused.response.headers['retry-after'])).toBe(15 * 60);
    }
  });

  it('count parallel guesses on both servers as one count', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => wrong(i % 2 ? two : one, i)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(THROTTLE.accountMax);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - THROTTLE.accountMax);
  });
});
