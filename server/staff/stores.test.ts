/** @jest-environment node */
/**
 * The staff stores on the test database (SQLite, or PostgreSQL with npm run test:pg): links
 * expire and serve once, recovery codes serve once and are stored keyed, sessions keep to
 * their limits and become full under a new id.
 */
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql } from '../../test/db/testSql.ts';
import { createStaff } from './accounts.ts';
import { LINK_TTL_MS, staffLinks } from './links.ts';
import { normalRecoveryCode, recoveryCodes } from './recovery.ts';
import { STAFF_SESSION_LIMITS, staffSessionStore } from './sessions.ts';

const NOW = Date.UTC(2026, 10, 28, 9, 0);
let sql: Sql;
let dataDir: string;
let member: number;

beforeEach(async () => {
  ({ sql, dataDir } = await freshTestSql('staff-'));
  member = (await createStaff(sql, { email: 'Anne@Immo.be', name: 'Anne', role: 'admin', lng: 'fr' }, NOW))!;
});

afterEach(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
});

it('stores the address lower-case and refuses it twice', async () => {
  expect(await sql.get('SELECT email FROM staff WHERE id = ?', [member])).toEqual({ email: 'anne@immo.be' });
  expect(await createStaff(sql, { email: 'anne@immo.BE', name: 'A', role: 'agent', lng: 'nl' }, NOW)).toBeNull();
});

describe('links', () => {
  it('serve once, and not after 24 hours', async () => {
    const links = staffLinks(sql);
    const token = await sql.tx((tx) => links.create(tx, member, 'invite', NOW));
    const late = await sql.tx((tx) => links.create(tx, member, 'password', NOW));
    expect(await links.peek(token, NOW)).toBeNull();
    expect(await links.peek(late, NOW + LINK_TTL_MS - 1)).toBe(member);
    expect(await sql.tx((tx) => links.consume(tx, late, NOW + LINK_TTL_MS))).toBeNull();
    const fresh = await sql.tx((tx) => links.create(tx, member, 'password', NOW));
    expect(await sql.tx((tx) => links.consume(tx, fresh, NOW + 1))).toBe(member);
    expect(await sql.tx((tx) => links.consume(tx, fresh, NOW + 2))).toBeNull();
    // Only the hash is stored.
    const stored = await sql.all<{ token_hash: string }>('SELECT token_hash FROM staff_links');
    expect(stored.map((row) => row.token_hash)).not.toContain(fresh);
  });
});

describe('recovery codes', () => {
  it('serve once each, a new set voids the old one', async () => {
    const codes = recoveryCodes(sql, 'key');
    const [first = '', second = ''] = await sql.tx((tx) => codes.replace(tx, member));
    expect(await codes.left(member)).toBe(10);
    expect(await codes.use(member, first, NOW)).toBe(true);
    expect(await codes.use(member, first, NOW)).toBe(false);
    expect(await codes.left(member)).toBe(9);
    // Another key (AUTH_HMAC_KEY changed) knows none of them.
    expect(await recoveryCodes(sql, 'other key').use(member, second, NOW)).toBe(false);
    await sql.tx((tx) => codes.replace(tx, member));
    expect(await codes.use(member, second, NOW)).toBe(false);
  });

  it('are read however they are typed', () => {
    expect(normalRecoveryCode(' ABCD efgh-2345 ')).toBe('abcd-efgh-2345');
    expect(normalRecoveryCode('abcd-efgh-234')).toBeNull();
  });
});

describe('sessions', () => {
  it('are pending until completed under a new id, and end idle or at the absolute limit', async () => {
    const sessions = staffSessionStore(sql);
    const pending = await sessions.create(member, NOW);
    expect(await sessions.find(pending, NOW)).toEqual({ staffId: member, full: false });
    const full = await sessions.complete(sql, pending, NOW + 1000);
    expect(full).not.toBeNull();
    expect(await sessions.complete(sql, pending, NOW + 1000)).toBeNull();
    expect(await sessions.find(pending, NOW + 2000)).toBeNull();
    expect(await sessions.find(full, NOW + 2000)).toEqual({ staffId: member, full: true });
    let at = NOW;
    while (at + STAFF_SESSION_LIMITS.idleMs / 2 < NOW + STAFF_SESSION_LIMITS.absoluteMs) {
      at += STAFF_SESSION_LIMITS.idleMs / 2;
      expect(await sessions.find(full, at)).not.toBeNull();
    }
    expect(await sessions.find(full, NOW + STAFF_SESSION_LIMITS.absoluteMs + 1)).toBeNull();
    const idle = await sessions.create(member, NOW);
    expect(await sessions.find(idle, NOW + STAFF_SESSION_LIMITS.idleMs + 1)).toBeNull();
  });

  it('end after five wrong codes', async () => {
    const sessions = staffSessionStore(sql);
    const id = await sessions.create(member, NOW);
    for (let i = 1; i <= 4; i++) expect(await sessions.failCode(id)).toBe(i);
    expect(await sessions.failCode(id)).toBe(5);
    expect(await sessions.find(id, NOW)).toBeNull();
  });
});
