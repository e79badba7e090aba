/** @jest-environment node */
/**
 * npm run staff:add, run in-process on a fresh data folder (or the tests' PostgreSQL): the
 * member, the audit entry without an actor, and a printed link the server takes to set the
 * password; a new link for an existing member; exit code 2 and a plain message for bad arguments.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import { defaultDatabase } from '../db/settings.ts';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, testSqlFor } from '../../test/db/testSql.ts';
import { makeSite } from '../../test/forms/serverKit.ts';
import { ORIGIN, plainHasher } from '../../test/staff/staffKit.ts';
import { staffAdd, USAGE } from './staffAdd.ts';

jest.setTimeout(60_000);

const NOW = Date.UTC(2026, 10, 28, 9, 0);
let dataDir: string;
let out: string[];
let errors: string[];

/** The command as the tests run it: the tests' database of this data folder (PostgreSQL with test:pg). */
const run = (...argv: string[]) => {
  const database = defaultDatabase(dataDir);
  const env = database.engine === 'postgres' ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema } : {};
  return staffAdd(argv, {
    env: { ...env, DATA_DIR: dataDir },
    log: (line) => out.push(line),
    error: (line) => errors.push(line),
    now: () => NOW,
    siteUrl: ORIGIN,
  });
};

beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'staff-add-')), 'data');
  out = [];
  errors = [];
});

afterEach(async () => {
  await dropTestDatabase(dataDir);
});

it('adds a member and prints a link the server takes to set the password', async () => {
  expect(await run('--email', 'Boss@Immo.be', '--role', 'admin', '--name', 'The Boss', '--lng=nl')).toBe(0);
  expect(errors).toEqual([]);
  expect(out[0]).toBe('Added boss@immo.be (admin, nl).');
  const link = new URL(out.at(-1) ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/admin/password`);
  const token = link.searchParams.get('token') ?? '';

  const site = makeSite();
  const app: FastifyInstance = await createApp({
    distDir: site.distDir,
    detailManifest: site.detailManifest,
    dataDir,
    clock: () => new Date(NOW + 60_000),
    mail: { relay: false },
    forms: { rateLimit: 0, captchaKey: 'k' },
    owners: { authKey: 'k', ...plainHasher },
    staff: plainHasher,
  });
  const sql: Sql = await testSqlFor(dataDir);
  try {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN } });
    const password = 'the boss has a long password';
    expect((await post('/api/staff/password', { token, password, passwordConfirm: password })).statusCode).toBe(204);
    const login = await post('/api/staff/login', { email: 'boss@immo.be', password });
    expect(login.json()).toEqual({ step: 'setup' });
    expect(await sql.get('SELECT name, role, lng, active FROM staff')).toEqual({
      name: 'The Boss',
      role: 'admin',
      lng: 'nl',
      active: 1,
    });
    expect(await sql.all('SELECT staff_id, actor_email, action, target, address FROM audit_log ORDER BY id')).toEqual([
      { staff_id: null, actor_email: null, action: 'staff.add', target: 'boss@immo.be', address: null },
      expect.objectContaining({ action: 'password.set', actor_email: 'boss@immo.be' }),
      expect.objectContaining({ action: 'login.password', actor_email: 'boss@immo.be' }),
    ]);
  } finally {
    await sql.close();
    await app.close();
  }
});

it('gives an existing member a new link, which voids the older one', async () => {
  expect(await run('--email', 'agent@immo.be', '--role', 'agent')).toBe(0);
  const first = out.at(-1);
  expect(await run('--email', 'AGENT@immo.be', '--role', 'agent')).toBe(0);
  expect(out).toContain('agent@immo.be is already a member: a new link, the older ones no longer work.');
  expect(out.at(-1)).not.toBe(first);
  const sql = await testSqlFor(dataDir);
  try {
    expect(await sql.all('SELECT purpose, used_at FROM staff_links ORDER BY created_at, purpose')).toEqual([
      { purpose: 'invite', used_at: NOW },
      { purpose: 'password', used_at: null },
    ]);
    expect(await sql.get('SELECT name, lng FROM staff')).toEqual({ name: 'agent', lng: 'fr' });
  } finally {
    await sql.close();
  }
});

it("with --reset-app clears a member's authenticator, codes and sessions, and says so", async () => {
  expect(await run('--email', 'boss@immo.be', '--role', 'admin')).toBe(0);
  const sql = await testSqlFor(dataDir);
  try {
    const { id } = (await sql.get<{ id: number }>('SELECT id FROM staff')) ?? { id: 0 };
    await sql.run("UPDATE staff SET totp_secret = 'v1.x.y.z', totp_last_step = 5 WHERE id = ?", [id]);
    await sql.run("INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, 'h')", [id]);
    await sql.run('INSERT INTO staff_sessions (id_hash, staff_id, created_at, seen_at) VALUES (?, ?, ?, ?)', [
      's',
      id,
      NOW,
      NOW,
    ]);
    expect(await run('--email', 'boss@immo.be', '--role', 'admin', '--reset-app')).toBe(0);
    expect(out).toContain('Their authenticator app and recovery codes are cleared: they set up a new app.');
    expect(await sql.get('SELECT totp_secret, totp_last_step FROM staff')).toEqual({
      totp_secret: null,
      totp_last_step: null,
    });
    expect(await sql.all('SELECT staff_id FROM staff_recovery_codes')).toEqual([]);
    expect(await sql.all('SELECT staff_id FROM staff_sessions')).toEqual([]);
    expect(
      (await sql.all<{ action: string }>('SELECT action FROM audit_log ORDER BY id')).map((row) => row.action),
    ).toEqual(['staff.add', 'staff.mfaReset', 'staff.link']);
  } finally {
    await sql.close();
  }
});

it.each([
  [[], '--email and --role are required.'],
  [['--email', 'a@immo.be'], '--email and --role are required.'],
  [['--email', 'nope', '--role', 'admin'], '"nope" is not an e-mail address.'],
  [['--email', 'a@immo.be', '--role', 'boss'], '--role must be admin or agent.'],
  [['--email', 'a@immo.be', '--role', 'agent', '--lng', 'it'], '--lng must be one of nl, fr, en, de.'],
  [['--email', 'a@immo.be', '--role', 'agent', '--colour', 'red'], 'Unknown argument "--colour".'],
  [['--email', '--role', 'agent'], '--email needs a value.'],
  [['--role', 'agent', '--role', 'admin'], '--role is given twice.'],
])('refuses %j with exit code 2', async (argv, message) => {
  expect(await run(...argv)).toBe(2);
  expect(errors).toEqual([`${message}\n${USAGE}`]);
  expect(out).toEqual([]);
});
