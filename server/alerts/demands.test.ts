/** @jest-environment node */
/** The saved searches' store on the engine of the run (SQLite, or PostgreSQL under npm run test:pg). */
import { rmSync } from 'node:fs';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql, testEngine } from '../../test/db/testSql.ts';
import { demandStore, viewOf } from './demands.ts';
import { saveDemand } from './testKit.ts';

let sql: Sql;
let dataDir: string;

beforeEach(async () => {
  ({ sql, dataDir } = await freshTestSql('demands-'));
});
afterEach(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`the saved searches on ${testEngine}`, () => {
  it('finds a search by its token, with the name of its submission and its criteria', async () => {
    const { id, token } = await saveDemand(sql, { status: 'pending', lng: 'nl' });
    const demands = demandStore(sql);
    const found = await demands.byToken(token);
    expect(found).toMatchObject({
      id,
      email: 'jan.claes@example.be',
      lng: 'nl',
      name: 'Jan Claes',
      token,
      status: 'pending',
      frequency: 'immediately',
      confirmedAt: null,
    });
    expect(viewOf(found!)).toEqual({
      status: 'pending',
      frequency: 'immediately',
      lng: 'nl',
      criteria: {
        goal: 'sale',
        types: [1, 2],
        zones: ['5000', '6900'],
        minPrice: 150000,
        maxPrice: 300000,
        bedrooms: 3,
        minLiving: 120,
        minPlot: null,
        epc: 'c',
        garden: true,
        parking: false,
        terrace: true,
        lift: false,
        newBuild: false,
      },
    });
    expect(await demands.byToken('0'.repeat(32))).toBeNull();
  });

  it.each([
    [{ firstName: '  Jan ', lastName: 'Claes' }, 'Jan  Claes'],
    [{ firstName: 'Jan' }, 'Jan'],
    [{ lastName: 'Claes' }, 'Claes'],
    [{ firstName: 7, lastName: null }, '7'],
    [{ firstName: ['Jan'], lastName: { x: 1 } }, ''],
    [{}, ''],
  ])('reads the greeting’s name from the submission %j', async (data, name) => {
    const { token } = await saveDemand(sql, { data });
    expect((await demandStore(sql).byToken(token))?.name).toBe(name);
  });

  it('confirms a pending search once, and never wakes an unsubscribed one', async () => {
    const { token } = await saveDemand(sql, { status: 'pending' });
    const demands = demandStore(sql);
    expect(await demands.confirm(token, 1000)).toMatchObject({ status: 'active', confirmedAt: 1000 });
    // Confirming twice keeps the first time.
    expect(await demands.confirm(token, 2000)).toMatchObject({ status: 'active', confirmedAt: 1000 });
    expect(await demands.unsubscribe(token, 3000)).toMatchObject({ status: 'unsubscribed' });
    expect(await demands.unsubscribe(token, 4000)).toMatchObject({ status: 'unsubscribed' });
    expect(await demands.confirm(token, 5000)).toMatchObject({ status: 'unsubscribed', confirmedAt: 1000 });
    const row = await sql.get<{ at: number }>('SELECT unsubscribed_at AS "at" FROM demands WHERE token = ?', [token]);
    expect(row).toEqual({ at: 3000 });
    expect(await demands.confirm('f'.repeat(32), 1)).toBeNull();
  });

  it('changes the frequency, lists the active searches in order and marks a digest', async () => {
    const first = await saveDemand(sql, { confirmedAt: 10 });
    await saveDemand(sql, { email: 'pending@example.be', status: 'pending' });
    const third = await saveDemand(sql, { email: 'third@example.be', confirmedAt: 20 });
    await saveDemand(sql, { email: 'gone@example.be', status: 'unsubscribed' });
    const demands = demandStore(sql);
    expect(await demands.setFrequency(first.token, 'weekly')).toMatchObject({ frequency: 'weekly' });
    const active = await demands.active();
    expect(active.map((demand) => [demand.id, demand.email, demand.frequency, demand.confirmedAt])).toEqual([
      [first.id, 'jan.claes@example.be', 'weekly', 10],
      [third.id, 'third@example.be', 'immediately', 20],
    ]);
    await demands.digestSent(third.id, 12345);
    const marked = await sql.get<{ at: number }>('SELECT last_digest_at AS "at" FROM demands WHERE id = ?', [third.id]);
    expect(marked).toEqual({ at: 12345 });
  });
});
