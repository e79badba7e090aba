/**
 * What the server tests of the back office's staff share: the app with plain "hashes" and
 * recorded waits (as the owner tests'), members written straight into its database, the codes
 * their authenticator would show at the test's clock, and a client that keeps its cookies.
 */
import type { FastifyInstance } from 'fastify';
import { generate, generateSecret } from 'otplib';
import type { Sql } from '../../server/db/sql.ts';
import { createStaff } from '../../server/staff/accounts.ts';
import type { StaffLng, StaffRole } from '../../src/domain/forms/staff.ts';
import { testSqlFor } from '../db/testSql.ts';
import { cookiesOf, ownerApp, ownerClient, type Cookies } from '../owners/ownerKit.ts';

export { ORIGIN } from '../owners/ownerKit.ts';
export type { Cookies };

export const plainHasher = {
  hashPassword: async (password: string) => `plain$${password}`,
  verifyPassword: async (password: string, stored: string) => stored === `plain$${password}`,
};

/** The app on a fresh site and database, its clock the test's; waits of the throttle recorded, not slept. */
export async function staffApp(
  clock: () => Date,
  options: { waits?: number[]; hasher?: typeof plainHasher; extra?: Partial<Parameters<typeof ownerApp>[2]> } = {},
) {
  const waits = options.waits ?? [];
  const { app, site } = await ownerApp(
    clock,
    { authKey: 'test-auth-key', ...plainHasher, sleep: async () => undefined },
    { staff: { ...(options.hasher ?? plainHasher), sleep: async (ms) => void waits.push(ms) }, ...options.extra },
  );
  const sql = await testSqlFor(site.dataDir);
  return { app, site, sql };
}

export interface Member {
  id: number;
  email: string;
  password: string;
  /** The authenticator's secret; null for a member who has not set it up. */
  secret: string | null;
}

/** A member straight into the database: with a password, and with an authenticator unless `mfa: false`. */
export async function addMember(
  sql: Sql,
  options: { email: string; role: StaffRole; name?: string; lng?: StaffLng; mfa?: boolean; active?: boolean },
  now: number,
): Promise<Member> {
  const password = `${options.email}-password`;
  const secret = options.mfa === false ? null : generateSecret();
  const id = await createStaff(
    sql,
    {
      email: options.email,
      name: options.name ?? options.email.split('@')[0]!,
      role: options.role,
      lng: options.lng ?? 'fr',
    },
    now,
  );
  if (id === null) throw new Error(`${options.email} exists`);
  await sql.run('UPDATE staff SET password_hash = ?, totp_secret = ?, active = ? WHERE id = ?', [
    `plain$${password}`,
    secret,
    options.active === false ? 0 : 1,
    id,
  ]);
  return { id, email: options.email, password, secret };
}

/** The code the member's app shows at `now`, `steps` periods of 30 s later or earlier. */
export const codeAt = (secret: string, now: number, steps = 0) =>
  generate({ secret, epoch: Math.floor(now / 1000) + steps * 30 });

/** Requests to the app of the moment, with a login and a whole sign-in (password and code). */
export function staffClient(app: () => FastifyInstance, clock: () => number) {
  const { post, get } = ownerClient(app);
  const login = async (email: string, password: string, jar: Cookies = {}) => {
    const response = await post('/api/staff/login', { email, password }, jar);
    return { response, jar: cookiesOf(response, jar) };
  };
  /** Password and code: the jar of a full session. */
  const signIn = async (member: Member, jar: Cookies = {}) => {
    const first = await login(member.email, member.password, jar);
    if (first.response.statusCode !== 200 || !member.secret) throw new Error(`login: ${first.response.body}`);
    const code = await codeAt(member.secret, clock());
    const second = await post('/api/staff/mfa/verify', { code }, first.jar);
    if (second.statusCode !== 200) throw new Error(`verify: ${second.body}`);
    return cookiesOf(second, first.jar);
  };
  return { post, get, login, signIn };
}
