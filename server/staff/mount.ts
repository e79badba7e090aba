/**
 * Puts the back office's staff accounts together on the server's database (docs/BACKOFFICE.md),
 * as server/owners/mount.ts does the portal's: members, sessions, the owners' login throttle and
 * password-hash queue, links, authenticators, recovery codes and the audit log, then the routes.
 * Sessions and links that are over are swept hourly. `app.staffGuard` lets the back office's
 * other routes ask who is signed in, with the same rules.
 */
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Sql } from '../db/sql.ts';
import { outbox } from '../mail/outbox.ts';
import type { Relay } from '../mail/relay.ts';
import type { Agency } from '../mail/render.ts';
import { loginThrottle, type LoginEvents } from '../owners/throttle.ts';
import { staffRoutes } from '../routes/staff.ts';
import { staffAccounts } from './accounts.ts';
import { auditLog } from './audit.ts';
import { staffCookieName } from './cookies.ts';
import { staffGuard, type StaffGuard } from './guard.ts';
import { staffLinks } from './links.ts';
import { recoveryCodes } from './recovery.ts';
import { staffSessionStore } from './sessions.ts';
import { authenticators } from './totp.ts';

export interface StaffOptions {
  /** Hashes addresses in the throttle, signs its device cookies, keys the recovery codes' HMAC. */
  authKey: string;
  hashPassword?: (password: string, by?: string) => Promise<string>;
  verifyPassword?: (password: string, stored: string, by?: string) => Promise<boolean>;
  /** The throttle's waits (tests make them instant). */
  sleep?: (ms: number) => Promise<void>;
}

export async function mountStaff(
  app: FastifyInstance,
  context: {
    sql: Sql;
    clock: () => Date;
    https: boolean;
    agency: Agency;
    relay: Relay;
    /** Told of wrong passwords and codes and throttled tries (the metrics). */
    loginEvents?: LoginEvents | null;
  },
  options: StaffOptions,
): Promise<void> {
  const { sql, clock, https } = context;
  const hasher = { hash: options.hashPassword ?? hashPassword, verify: options.verifyPassword ?? verifyPassword };
  const accounts = staffAccounts(sql, hasher);
  const sessions = staffSessionStore(sql);
  const links = staffLinks(sql);
  const guard = staffGuard({ sessions, accounts, clock, cookie: staffCookieName('staff_session', https), https });
  // Every instance sweeps: the deletes are idempotent (the throttle's rows are the owners' mount's to sweep).
  const sweep = async () => {
    const now = clock().getTime();
    await sessions.sweep(now);
    await links.sweep(now);
  };
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error(error, 'staff sweep failed'));
  }, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.decorate('staffGuard', guard);

  const box = outbox(sql);
  await staffRoutes(app, {
    sql,
    accounts,
    sessions,
    guard,
    throttle: loginThrottle(sql, options.authKey, context.loginEvents),
    links,
    authenticators: authenticators(sql, options.authKey),
    recovery: recoveryCodes(sql, options.authKey),
    audit: auditLog(sql),
    clock,
    https,
    siteOrigin: new URL(context.agency.siteUrl).origin,
    agency: context.agency,
    queueMail: async (q, mail, now) => {
      await box.add(q, null, mail, now);
    },
    wakeRelay: () => context.relay.wake(),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is signed in to the back office, when the database is mounted (server/staff/guard.ts). */
    staffGuard?: StaffGuard;
  }
}
