/** @jest-environment node */
/**
 * The owner portal's stores on the engine of the run (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL), with the same assertions on both: accounts, sessions, the login
 * throttle, reset links, the portal's data and the demo seed.
 */
import { rmSync } from 'node:fs';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';
import { DEMO } from '../../test/owners/ownerKit.ts';
import { ownerAccounts } from './accounts.ts';
import { portalData } from './portal.ts';
import { RESET_TTL_MS, passwordResets } from './resets.ts';
import { seedDemoOwners, type DemoOwners } from './seed.ts';
import { SESSION_LIMITS, sessionStore } from './sessions.ts';
import { THROTTLE, loginThrottle, type Attempt, type Reservation } from './throttle.ts';

let sql: Sql;
let dataDir: string;
const NOW = Date.UTC(2026, 10, 23, 9, 0);
const verified: string[] = [];
const hasher = {
  hash: async (password: string) => `plain$${password}`,
  verify: async (password: string, stored: string) => {
    verified.push(stored);
    return stored === `plain$${password}`;
  },
};

beforeAll(async () => {
  ({ sql, dataDir } = await freshTestSql('owners-'));
  expect(await seedDemoOwners(sql, DEMO as DemoOwners, new Date(NOW), hasher.hash)).toBe(2);
});
afterAll(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`the owner stores on ${testEngine}`, () => {
  it('find an owner by address or id, and check the password with the same work for an unknown address', async () => {
    const accounts = ownerAccounts(sql, hasher);
    const anne = await accounts.byEmail(' Anne@Example.be ');
    expect(anne).toEqual({
      id: expect.any(Number),
      email: 'anne@example.be',
      name: 'Anne',
      lng: 'fr',
      crmPersonId: null,
    });
    expect(await accounts.byId(anne?.id ?? 0)).toEqual(anne);
    expect(await accounts.byId(9999)).toBeNull();
    expect(await accounts.authenticate('anne@example.be', 'anne-password')).toEqual(anne);
    verified.length = 0;
    expect(await accounts.authenticate('anne@example.be', 'wrong')).toBeNull();
    expect(await accounts.authenticate('nobody@example.be', 'wrong')).toBeNull();
    expect(verified).toEqual(['plain$anne-password', 'plain$stand-in password for unknown addresses']);
  });

  it('keep a session for 30 idle minutes and 8 hours at most, and end it, or all of an owner', async () => {
    const sessions = sessionStore(sql);
    const first = await sessions.create(1, NOW);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await sessions.owner(first, NOW + SESSION_LIMITS.idleMs - 1)).toBe(1);
    // That request renewed it: another 30 minutes from there.
    expect(await sessions.owner(first, NOW + 2 * SESSION_LIMITS.idleMs - 2)).toBe(1);
    expect(await sessions.owner(first, NOW + 3 * SESSION_LIMITS.idleMs)).toBeNull();
    expect(await sessions.owner(first, NOW)).toBeNull();

    let active = await sessions.create(1, NOW);
    let t = NOW;
    for (; t + 20 * 60_000 <= NOW + SESSION_LIMITS.absoluteMs; t += 20 * 60_000) {
      expect(await sessions.owner(active, t)).toBe(1);
    }
    expect(await sessions.owner(active, NOW + SESSION_LIMITS.absoluteMs + 1)).toBeNull();

    active = await sessions.create(1, NOW);
    const other = await sessions.create(2, NOW);
    await sessions.end(active);
    expect(await sessions.owner(active, NOW)).toBeNull();
    const [a, b] = [await sessions.create(1, NOW), await sessions.create(1, NOW)];
    await sql.tx((tx) => sessions.endAll(tx, 1));
    expect([await sessions.owner(a, NOW), await sessions.owner(b, NOW), await sessions.owner(other, NOW)]).toEqual([
      null,
      null,
      2,
    ]);
    expect(await sessions.owner('not-a-session-id', NOW)).toBeNull();
    await sessions.sweep(NOW + SESSION_LIMITS.absoluteMs + 1);
    expect(await sql.get('SELECT COUNT(*) AS "n" FROM sessions')).toEqual({ n: 0 });
  });

  it('throttle: slow after 3 failures, block the account after 10, but not a browser the owner used', async () => {
    const throttle = loginThrottle(sql, 'key');
    const unknown: Attempt = { account: 'slow@example.be', address: '10.0.0.1', device: null };
    const delays: number[] = [];
    for (let i = 0; i < THROTTLE.accountMax; i++) {
      const reservation = await throttle.reserve(unknown, NOW + i * 1000);
      if (reservation.blocked) throw new Error(`try ${i} blocked`);
      delays.push(reservation.delayMs);
      await throttle.settle(reservation, 'wrong', unknown);
    }
    expect(delays).toEqual([0, 0, 0, 300, 600, 900, 1200, 1500, 1800, 2100]);
    expect(await throttle.reserve(unknown, NOW + 60_000)).toEqual({
      blocked: true,
      retryAfterS: 15 * 60 - 60,
      limit: 'account',
    });

    const token = throttle.deviceToken('slow@example.be');
    const device = throttle.device(token, 'slow@example.be');
    expect(device).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(throttle.device(token, 'other@example.be')).toBeNull();
    expect(throttle.device(`${token}x`, 'slow@example.be')).toBeNull();
    const known = { ...unknown, device };
    const mine = await throttle.reserve(known, NOW + 60_000);
    expect(mine).toMatchObject({ blocked: false, delayMs: 0 });
    // The right password forgives this browser's failures and this address's.
    await throttle.settle(mine as Reservation, 'right', known);
    expect(await throttle.reserve(unknown, NOW + 61_000)).toMatchObject({ blocked: false, delayMs: 0 });
    // The window passes.
    await throttle.sweep(NOW + THROTTLE.windowMs + 61_000);
    expect(await sql.get('SELECT COUNT(*) AS "n" FROM login_failures')).toEqual({ n: 0 });
  });

  it('throttle: an unchecked try does not count, and an address is stopped after 50 failures', async () => {
    const throttle = loginThrottle(sql, 'key');
    const attempt: Attempt = { account: 'busy@example.be', address: '10.0.0.2', device: null };
    for (let i = 0; i < 20; i++) {
      const reservation = await throttle.reserve(attempt, NOW);
      await throttle.settle(reservation as Reservation, 'unchecked', attempt);
    }
    expect(await throttle.reserve(attempt, NOW)).toMatchObject({ blocked: false, delayMs: 0 });
    const spray = (i: number): Attempt => ({ account: `user${i}@example.be`, address: '10.0.0.3', device: null });
    for (let i = 0; i < THROTTLE.addressMax; i++) expect((await throttle.reserve(spray(i), NOW)).blocked).toBe(false);
    expect(await throttle.reserve(spray(99), NOW + 1000)).toEqual({
      blocked: true,
      retryAfterS: 15 * 60 - 1,
      limit: 'address',
    });
  });

  it('throttle: 40 tries at once, from two instances on PostgreSQL, let exactly 10 through', async () => {
    // PostgreSQL: a second pool, as another instance has. SQLite: the same connection (two in
    // one thread would wait for each other's write lock).
    const other = testEngine === 'postgres' ? await testSqlFor(dataDir) : sql;
    try {
      const here = loginThrottle(sql, 'key');
      const there = loginThrottle(other, 'key');
      const attempt: Attempt = { account: 'race@example.be', address: '10.0.0.4', device: null };
      const verdicts = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? here : there).reserve(attempt, NOW)),
      );
      expect(verdicts.filter((verdict) => !verdict.blocked)).toHaveLength(THROTTLE.accountMax);
    } finally {
      if (other !== sql) await other.close();
    }
  });

  it('reset links: one live link at a time, 3 an hour, used once, and undone with the transaction', async () => {
    const resets = passwordResets(sql);
    const anne = (await ownerAccounts(sql, hasher).byEmail('anne@example.be'))?.id ?? 0;
    const older = await resets.create(anne, NOW, 3);
    const newer = await resets.create(anne, NOW + 1, 3);
    expect(newer).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resets.peek(older ?? '', NOW + 2)).toBeNull();
    expect(await resets.peek(newer ?? '', NOW + 2)).toBe(anne);
    expect(await resets.peek(newer ?? '', NOW + 1 + RESET_TTL_MS)).toBeNull();
    // A transaction that fails after the use gives the link back.
    await expect(
      sql.tx(async (tx) => {
        expect(await resets.consume(tx, newer ?? '', NOW + 3)).toBe(anne);
        throw new Error('the password could not be set');
      }),
    ).rejects.toThrow('could not be set');
    expect(await sql.tx((tx) => resets.consume(tx, newer ?? '', NOW + 4))).toBe(anne);
    expect(await sql.tx((tx) => resets.consume(tx, newer ?? '', NOW + 5))).toBeNull();
    const third = await resets.create(anne, NOW + 6, 3);
    expect(third).not.toBeNull();
    expect(await resets.create(anne, NOW + 7, 3)).toBeNull();
    expect(await resets.create(anne, NOW + RESET_TTL_MS + 1, 3)).not.toBeNull();
    expect(await sql.tx((tx) => resets.consume(tx, third ?? '', NOW + 8))).toBeNull();
    await resets.sweep(NOW + 3 * RESET_TTL_MS + 24 * 3600_000);
    expect(await sql.get('SELECT COUNT(*) AS "n" FROM password_resets')).toEqual({ n: 0 });
  });

  it('a reset link and its mail are stored together, and a capped request queues no mail', async () => {
    const resets = passwordResets(sql);
    const bert = (await ownerAccounts(sql, hasher).byEmail('bert@example.be'))?.id ?? 0;
    const mailOf = (token: string) => ({
      role: 'visitor' as const,
      to: 'bert@example.be',
      replyTo: null,
      subject: 'Reset',
      text: `https://www.immo-famenne.be/nl/aanmelden/#reset=${token}`,
      html: '<p>Reset</p>',
      attachments: [],
    });
    const later = NOW + 10 * RESET_TTL_MS;
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push(await resets.create(bert, later + i, 3, mailOf));
    expect(tokens[3]).toBeNull();
    const queued = await sql.all<{ text: string }>(
      `SELECT text FROM outbox WHERE to_address = 'bert@example.be' ORDER BY id`,
    );
    expect(queued.map((mail) => mail.text)).toEqual(
      tokens.slice(0, 3).map((token) => `https://www.immo-famenne.be/nl/aanmelden/#reset=${token}`),
    );
  });

  it("give an owner their properties with their history, and nothing of another owner's", async () => {
    const portal = portalData(sql);
    const [anne, bert] = await Promise.all(
      ['anne@example.be', 'bert@example.be'].map(
        async (email) => (await ownerAccounts(sql, hasher).byEmail(email))?.id ?? 0,
      ),
    );
    expect(await portal.propertiesOf(anne ?? 0)).toEqual([{ id: 120, source: 'website', since: '2026-10-24' }]);
    expect(await portal.propertyOf(bert ?? 0, 120)).toBeNull();
    expect(await portal.propertyOf(anne ?? 0, 120)).toEqual({
      id: 120,
      source: 'website',
      since: '2026-10-24',
      calendar: [{ at: expect.any(Number), kind: 'visit', contact: 'Famille Dubois', status: 'done', note: null }],
      communications: [
        {
          at: Date.parse('2026-11-21T09:15:00Z'),
          kind: 'phone',
          contact: 'Sophie Lambert',
          subject: 'Retour visite 120',
          comment: null,
          status: 'done',
        },
      ],
      media: [{ portal: 'Immoweb', publishedOn: '2026-11-03', url: 'https://www.immoweb.be/fr/annonce/120' }],
    });
  });

  it('do not seed a database that has owners', async () => {
    expect(await seedDemoOwners(sql, DEMO as DemoOwners, new Date(NOW), hasher.hash)).toBe(0);
    expect(await sql.get('SELECT COUNT(*) AS "n" FROM owners')).toEqual({ n: 2 });
  });
});

describe(`the demo seed on ${testEngine}`, () => {
  const opened: { sql: Sql; dataDir: string }[] = [];
  const fresh = async () => {
    const database = await freshTestSql('owners-seed-');
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of opened) {
      await database.sql.close();
      await dropTestDatabase(database.dataDir);
      rmSync(database.dataDir, { recursive: true, force: true });
    }
  });
  const seed = (on: Sql) => seedDemoOwners(on, DEMO as DemoOwners, new Date(NOW), hasher.hash);
  const count = async (on: Sql, table: string) =>
    (await on.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM ${table}`))?.n;

  it('is written once by two instances starting together on an empty database (two pools on PostgreSQL, one connection on SQLite)', async () => {
    const empty = await fresh();
    const other = testEngine === 'postgres' ? await testSqlFor(empty.dataDir) : empty.sql;
    try {
      // Both see the empty database before they hash; only the check inside the transaction decides.
      expect((await Promise.all([seed(empty.sql), seed(other)])).sort()).toEqual([0, 2]);
      expect(await count(empty.sql, 'owners')).toBe(2);
      expect(await count(empty.sql, 'owner_properties')).toBe(2);
      expect(await count(empty.sql, 'property_media')).toBe(2);
    } finally {
      if (other !== empty.sql) await other.close();
    }
  });

  it('adds its visit history to the days already counted', async () => {
    const [plain, counted] = [await fresh(), await fresh()];
    await counted.sql.run('INSERT INTO visits_daily (property_id, day, views, visitors) VALUES (?, ?, ?, ?)', [
      120,
      '2026-11-22',
      5,
      3,
    ]);
    await seed(plain.sql);
    await seed(counted.sql);
    const days = (on: Sql) =>
      on.all<{ day: string; views: number; visitors: number }>(
        'SELECT day, views, visitors FROM visits_daily WHERE property_id = ? ORDER BY day',
        [120],
      );
    const expected = (await days(plain.sql)).map((row) =>
      row.day === '2026-11-22' ? { ...row, views: row.views + 5, visitors: row.visitors + 3 } : row,
    );
    expect(expected).toHaveLength(30);
    expect(expected.at(-1)?.day).toBe('2026-11-22');
    expect(await days(counted.sql)).toEqual(expected);
  });
});
