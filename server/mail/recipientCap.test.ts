/** @jest-environment node */
/**
 * The daily caps per typed address on the engine of the run (SQLite, or PostgreSQL under
 * npm run test:pg): counted in the caller's transaction, exact when submissions race on one
 * instance or two, undone with a refused submission, and new each Belgian day.
 */
import { rmSync } from 'node:fs';
import type { Sql } from '../db/sql.ts';
import { recipientCap } from './recipientCap.ts';
import type { OutgoingMail } from './render.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';

let sql: Sql;
let dataDir: string;
const NOW = Date.UTC(2026, 10, 24, 10);
const DAY = 24 * 3600_000;

const mail = (role: OutgoingMail['role'], to: string, capped?: OutgoingMail['capped']): OutgoingMail => ({
  role,
  to,
  replyTo: null,
  subject: 's',
  text: 't',
  html: 'h',
  attachments: [],
  ...(capped ? { capped } : {}),
});
const friend = (to = 'ami@example.fr') => mail('friend', to, { to: 'third-party', over: 'refuse' });
const confirmation = (to = 'claire@example.be') => mail('visitor', to, { to: 'visitor', over: 'drop' });
const agency = mail('agency', 'info@immo-famenne.be');

beforeEach(async () => {
  ({ sql, dataDir } = await freshTestSql('cap-'));
});
afterEach(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

const admit = (cap: ReturnType<typeof recipientCap>, mails: OutgoingMail[], now = NOW, on: Sql = sql) =>
  on.tx((tx) => cap.admit(tx, mails, now));
const roles = (mails: OutgoingMail[] | null) => mails?.map((m) => m.role) ?? null;

describe(`the daily caps per typed address on ${testEngine}`, () => {
  it('refuses a friend’s mail past the cap, whoever writes the address how, and counts each kind apart', async () => {
    const cap = recipientCap({ 'third-party': 2, visitor: 3 });
    expect(roles(await admit(cap, [agency, friend()]))).toEqual(['agency', 'friend']);
    expect(roles(await admit(cap, [friend(' AMI@Example.FR ')]))).toEqual(['friend']);
    expect(await admit(cap, [agency, friend()])).toBeNull();
    // The same address as a visitor's own has its own count; another friend is not concerned.
    expect(roles(await admit(cap, [confirmation('ami@example.fr'), friend('autre@example.fr')]))).toEqual([
      'visitor',
      'friend',
    ]);
  });

  it('leaves out a confirmation past the cap and keeps the rest, in their order', async () => {
    const cap = recipientCap({ 'third-party': 2, visitor: 2 });
    for (let i = 0; i < 2; i++)
      expect(roles(await admit(cap, [agency, confirmation()]))).toEqual(['agency', 'visitor']);
    expect(roles(await admit(cap, [agency, confirmation(), friend()]))).toEqual(['agency', 'friend']);
    const { n } = (await sql.get<{ n: number }>('SELECT MAX(mails) AS "n" FROM recipient_day')) ?? { n: 0 };
    expect(n).toBe(2);
  });

  it('counts nothing for a submission rolled back', async () => {
    const cap = recipientCap({ 'third-party': 1, visitor: 1 });
    await expect(
      sql.tx(async (tx) => {
        expect(roles(await cap.admit(tx, [friend()], NOW))).toEqual(['friend']);
        throw new Error('refused later');
      }),
    ).rejects.toThrow('refused later');
    expect(roles(await admit(cap, [friend()]))).toEqual(['friend']);
  });

  it('starts again each Belgian day, and forgets the days past', async () => {
    const cap = recipientCap({ 'third-party': 1, visitor: 1 });
    expect(roles(await admit(cap, [friend()]))).toEqual(['friend']);
    expect(await admit(cap, [friend()])).toBeNull();
    expect(roles(await admit(cap, [friend()], NOW + DAY))).toEqual(['friend']);
    await cap.forget(sql, NOW + DAY);
    expect(await sql.get('SELECT COUNT(*) AS "n" FROM recipient_day')).toEqual({ n: 1 });
  });

  it('lets exactly the cap through when submissions race, from two instances on PostgreSQL', async () => {
    // PostgreSQL: a second pool, as another instance has. SQLite: the same connection.
    const other = testEngine === 'postgres' ? await testSqlFor(dataDir) : sql;
    try {
      const cap = recipientCap({ 'third-party': 3, visitor: 5 });
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) => admit(cap, [confirmation(), friend()], NOW, i % 2 ? sql : other)),
      );
      expect(results.filter((mails) => mails !== null)).toHaveLength(3);
      const left = results.filter((mails): mails is OutgoingMail[] => mails !== null);
      expect(left.map(roles)).toEqual([
        ['visitor', 'friend'],
        ['visitor', 'friend'],
        ['visitor', 'friend'],
      ]);
      const counts = await sql.all<{ mails: number }>('SELECT mails FROM recipient_day ORDER BY mails');
      expect(counts.map((row) => row.mails)).toEqual([3, 3]);
    } finally {
      if (other !== sql) await other.close();
    }
  });
});
