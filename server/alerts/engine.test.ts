/** @jest-environment node */
/**
 * The alerts' engine on the engine of the run (SQLite, or PostgreSQL under npm run test:pg),
 * without the app: searches stored as the form stores them, a catalogue as the build writes
 * it, and what a run leaves in the outbox and in the alerts' tables.
 */
import { rmSync } from 'node:fs';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';
import { catalogueSource } from './catalogue.ts';
import { alertEngine, type AlertEngine } from './engine.ts';
import { detailPath, house, makeCatalogue, queuedMails, saveDemand, type TestListing } from './testKit.ts';

const SITE = 'https://www.immo-famenne.be';
const AGENCY = {
  name: 'Immo Famenne',
  email: 'info@immo-famenne.be',
  phone: '084 00 00 00',
  address: 'Rue du Commerce 1, 6900 Marche-en-Famenne',
  siteUrl: SITE,
};
/** Tuesday 17 November 2026, 10:00 in Belgium (CET, UTC+1). */
const START = Date.UTC(2026, 10, 17, 9, 0);
const HOUR = 3600_000;
const MATCH_SUBJECT = 'Nouveau pour votre recherche\u00a0: Maison à Marche-en-Famenne';

let sql: Sql;
let dataDir: string;
let now = START;
let catalogue: ReturnType<typeof makeCatalogue>;
let online: TestListing[];
let wakes = 0;
let logged: string[] = [];

function engineOn(database: Sql): AlertEngine {
  return alertEngine({
    sql: database,
    clock: () => new Date(now),
    catalogue: catalogueSource({
      dir: catalogue.dataDir,
      distDir: catalogue.distDir,
      defaultLng: 'fr',
      log: (line) => logged.push(line),
    }),
    agency: AGENCY,
    defaultLng: 'fr',
    canonical: () => ({}),
    wake: () => wakes++,
    log: (line) => logged.push(line),
  });
}

function publish(at: number, ...listings: TestListing[]) {
  now = at;
  online = [...online, ...listings];
  catalogue.publish(online);
}

const matchesOf = (demandId: number) =>
  sql.all<{ listing_id: number; outbox_id: number | null }>(
    'SELECT listing_id, outbox_id FROM alert_matches WHERE demand_id = ? ORDER BY listing_id',
    [demandId],
  );

beforeEach(async () => {
  ({ sql, dataDir } = await freshTestSql('alert-engine-'));
  catalogue = makeCatalogue();
  online = [house(120), house(121, { Zip: '5000', City: 'Namur' })];
  catalogue.publish(online);
  now = START;
  wakes = 0;
  logged = [];
});
afterEach(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`the alerts' engine on ${testEngine}`, () => {
  it('only records what is online at its first run', async () => {
    await saveDemand(sql, { confirmedAt: START - HOUR });
    const engine = engineOn(sql);
    expect(await engine.run()).toEqual({ recorded: 2, matched: 0, mails: 0 });
    const seen = await sql.all<{ listing_id: number; first_seen_at: number }>(
      'SELECT listing_id, first_seen_at FROM listings_seen ORDER BY listing_id',
    );
    expect(seen).toEqual([
      { listing_id: 120, first_seen_at: START },
      { listing_id: 121, first_seen_at: START },
    ]);
    expect(await queuedMails(sql)).toEqual([]);
    expect(wakes).toBe(0);
  });

  it('mails a new match once to a confirmed search, and never to a pending or unsubscribed one', async () => {
    const engine = engineOn(sql);
    await engine.run();
    const active = await saveDemand(sql, { confirmedAt: START + 1 });
    await saveDemand(sql, { email: 'pending@example.be', status: 'pending' });
    await saveDemand(sql, { email: 'gone@example.be', status: 'unsubscribed', confirmedAt: START + 1 });
    publish(START + HOUR, house(501, { Price: 289000 }));
    expect(await engine.run()).toEqual({ recorded: 1, matched: 1, mails: 1 });
    const mails = await queuedMails(sql);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([['jan.claes@example.be', MATCH_SUBJECT]]);
    // The greeting's name is read from the submission the search was saved with.
    expect(mails[0]!.text).toContain('Bonjour Jan Claes,');
    expect(mails[0]!.text).toContain('€ 289.000');
    expect(mails[0]!.text).toContain(`${SITE}${detailPath('fr', house(501))}`);
    expect(mails[0]!.text).toContain(`${SITE}/fr/je-cherche/desinscription/?token=${active.token}`);
    expect(await matchesOf(active.id)).toEqual([{ listing_id: 501, outbox_id: mails[0]!.id }]);
    expect(wakes).toBe(1);
    // Again, even later: nothing more.
    now = START + 2 * HOUR;
    expect(await engine.run()).toEqual({ recorded: 0, matched: 0, mails: 0 });
    expect(await queuedMails(sql)).toHaveLength(1);
    expect(wakes).toBe(1);
  });

  it('greets without a name when the submission has none', async () => {
    const engine = engineOn(sql);
    await engine.run();
    await saveDemand(sql, { confirmedAt: START + 1, data: { email: 'jan.claes@example.be' } });
    publish(START + HOUR, house(501));
    await engine.run();
    const [mail] = await queuedMails(sql);
    expect(mail!.text).toMatch(/^Bonjour,/);
  });

  it('keeps a daily digest until 08:00, leaves out what was sold meanwhile and marks the digest', async () => {
    const engine = engineOn(sql);
    await engine.run();
    const daily = await saveDemand(sql, { frequency: 'daily', confirmedAt: START + 1 });
    // Tuesday 14:00 (CET).
    publish(Date.UTC(2026, 10, 17, 13), house(701, { Price: 199000 }), house(702));
    expect(await engine.run()).toEqual({ recorded: 2, matched: 2, mails: 0 });
    // 702 is sold before the digest goes.
    online = online.map((listing) => (listing.ID === 702 ? { ...listing, Marquee: 4 } : listing));
    catalogue.publish(online);
    now = Date.UTC(2026, 10, 18, 6, 59);
    expect((await engine.run()).mails).toBe(0);
    now = Date.UTC(2026, 10, 18, 7, 0);
    expect((await engine.run()).mails).toBe(1);
    const [digest] = await queuedMails(sql);
    expect(digest!.subject).toBe('Votre recherche\u00a0: les nouveaux biens du jour');
    expect(digest!.text).toContain(detailPath('fr', house(701)));
    expect(digest!.text).not.toContain(detailPath('fr', house(702)));
    expect(await matchesOf(daily.id)).toEqual([{ listing_id: 701, outbox_id: digest!.id }]);
    const marked = await sql.get<{ at: number }>('SELECT last_digest_at AS "at" FROM demands WHERE id = ?', [daily.id]);
    expect(marked).toEqual({ at: now });
    now = Date.UTC(2026, 10, 18, 12);
    expect(await engine.run()).toEqual({ recorded: 0, matched: 0, mails: 0 });
  });

  it('undoes a failed run entirely, and the next run does it', async () => {
    const engine = engineOn(sql);
    await engine.run();
    const demand = await saveDemand(sql, { confirmedAt: START + 1 });
    publish(START + HOUR, house(501));
    await sql.run('ALTER TABLE outbox RENAME TO outbox_away');
    expect(await engine.run()).toEqual({ recorded: 0, matched: 0, mails: 0 });
    expect(logged.join('\n')).toMatch(/alerts: run failed, retried next time/);
    await sql.run('ALTER TABLE outbox_away RENAME TO outbox');
    expect(await sql.all('SELECT listing_id FROM listings_seen WHERE listing_id = 501')).toEqual([]);
    expect(await matchesOf(demand.id)).toEqual([]);
    expect(await engine.run()).toEqual({ recorded: 1, matched: 1, mails: 1 });
    expect(await queuedMails(sql)).toHaveLength(1);
  });

  it(`mails each new match exactly once when two instances run at the same time (${
    testEngine === 'postgres' ? 'two pools on one database' : 'SQLite: two engines on one connection'
  })`, async () => {
    // PostgreSQL: a second pool, as another instance has. SQLite: the same connection (two in
    // one thread would wait for each other's write lock).
    const other = testEngine === 'postgres' ? await testSqlFor(dataDir) : sql;
    try {
      const here = engineOn(sql);
      const there = engineOn(other);
      await Promise.all([here.run(), there.run()]);
      expect(await sql.all('SELECT listing_id FROM listings_seen')).toHaveLength(2);
      const first = await saveDemand(sql, { confirmedAt: START + 1 });
      const second = await saveDemand(sql, { email: 'an.peeters@example.be', confirmedAt: START + 1 });
      const daily = await saveDemand(sql, { email: 'daily@example.be', frequency: 'daily', confirmedAt: START + 1 });
      for (let round = 1; round <= 3; round++) {
        publish(START + round * HOUR, house(500 + round), house(600 + round, { Zip: '5000', City: 'Namur' }));
        const reports = await Promise.all([here.run(), there.run()]);
        expect(reports.reduce((sum, report) => sum + report.recorded, 0)).toBe(2);
        expect(reports.reduce((sum, report) => sum + report.matched, 0)).toBe(6);
        expect(reports.reduce((sum, report) => sum + report.mails, 0)).toBe(4);
      }
      now = Date.UTC(2026, 10, 18, 7, 0);
      const digests = await Promise.all([here.run(), there.run()]);
      expect(digests.reduce((sum, report) => sum + report.mails, 0)).toBe(1);
      const mails = await queuedMails(sql);
      expect(mails).toHaveLength(13);
      for (const demand of [first, second]) {
        const matched = await matchesOf(demand.id);
        expect(matched.map((row) => row.listing_id)).toEqual([501, 502, 503, 601, 602, 603]);
        expect(new Set(matched.map((row) => row.outbox_id)).size).toBe(6);
      }
      const digested = await matchesOf(daily.id);
      expect(digested).toHaveLength(6);
      expect(new Set(digested.map((row) => row.outbox_id))).toEqual(new Set([mails.at(-1)!.id]));
      expect(logged).toEqual([]);
    } finally {
      if (other !== sql) await other.close();
    }
  });
});
