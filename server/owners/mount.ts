/**
 * Puts the owner portal together on the server's database: accounts, sessions, the login
 * throttle, reset links, the portal's data and the demo seed, then its routes. Expired
 * sessions, failures and links are swept hourly.
 */
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Sql } from '../db/sql.ts';
import type { FormFacts } from '../../publisher/dataFiles/manifest.ts';
import { outbox } from '../mail/outbox.ts';
import type { Relay } from '../mail/relay.ts';
import type { Agency } from '../mail/render.ts';
import { ownerRoutes, type VisitNumbers } from '../routes/owner.ts';
import { ownerAccounts } from './accounts.ts';
import { portalData } from './portal.ts';
import { passwordResets } from './resets.ts';
import { readDemoOwners, seedDemoOwners } from './seed.ts';
import { sessionStore } from './sessions.ts';
import { loginThrottle, type LoginEvents } from './throttle.ts';
import type { PortalRenderer } from '../ssr/portalRenderer.ts';
import type { CrmOwners } from '../crm/owners.ts';

export interface OwnerOptions {
  /** snapshot/owners.json: written into an empty database at start. Without it nothing is seeded. */
  demoFile?: string;
  /** Signs device cookies and hashes addresses (AUTH_HMAC_KEY, or data/auth.key). */
  authKey: string;
  hashPassword?: (password: string, by?: string) => Promise<string>;
  verifyPassword?: (password: string, stored: string, by?: string) => Promise<boolean>;
  /** The throttle's waits (tests make them instant). */
  sleep?: (ms: number) => Promise<void>;
  /** Renders the portal's page with the owner's data (server/ssr/portalRenderer.ts). */
  renderer?: PortalRenderer | null;
}

export async function mountOwners(
  app: FastifyInstance,
  context: {
    sql: Sql;
    clock: () => Date;
    https: boolean;
    agency: Agency;
    agencyInbox: string;
    pages: () => FormFacts['pages'];
    relay: Relay;
    visits: VisitNumbers;
    /** The agency's CRM for its owners (server/crm/owners.ts); without it, local accounts only. */
    crm?: CrmOwners | null;
    /** Told of wrong passwords and throttled tries (the metrics). */
    loginEvents?: LoginEvents | null;
  },
  options: OwnerOptions,
): Promise<void> {
  const { sql, clock } = context;
  const hasher = { hash: options.hashPassword ?? hashPassword, verify: options.verifyPassword ?? verifyPassword };
  if (options.demoFile) {
    const seeded = await seedDemoOwners(sql, readDemoOwners(options.demoFile), clock(), hasher.hash);
    if (seeded > 0) app.log.info(`Seeded ${seeded} demo owners from ${options.demoFile}`);
  }
  const sessions = sessionStore(sql);
  const throttle = loginThrottle(sql, options.authKey, context.loginEvents);
  const resets = passwordResets(sql);
  const box = outbox(sql);
  // Every instance sweeps: the deletes are idempotent, and a few extra an hour cost nothing.
  const sweep = async () => {
    const now = clock().getTime();
    await sessions.sweep(now);
    await throttle.sweep(now);
    await resets.sweep(now);
  };
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error(error, 'owner portal sweep failed'));
  }, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await ownerRoutes(app, {
    sql,
    accounts: ownerAccounts(sql, hasher),
    sessions,
    throttle,
    resets,
    portal: portalData(sql),
    visits: context.visits,
    clock,
    https: context.https,
    siteOrigin: new URL(context.agency.siteUrl).origin,
    agency: context.agency,
    agencyInbox: context.agencyInbox,
    pages: context.pages,
    queueMail: async (mail, now) => {
      await box.add(sql, null, mail, now);
      context.relay.wake();
    },
    wakeRelay: () => context.relay.wake(),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    renderer: options.renderer ?? null,
    crm: context.crm ?? null,
  });
}
