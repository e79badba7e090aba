/**
 * Puts the owner portal together on the server's database: accounts, sessions, the login
 * throttle, reset links, the portal's data and the demo seed, then its routes. Expired
 * sessions, failures and links are swept hourly.
 */
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import type { FormFacts } from '../detailPaths.ts';
import { outbox } from '../mail/outboxSync.ts';
import type { Relay } from '../mail/relay.ts';
import type { Agency } from '../mail/render.ts';
import { ownerRoutes, type VisitNumbers } from '../routes/owner.ts';
import { ownerAccounts } from './accounts.ts';
import { portalData } from './portal.ts';
import { passwordResets } from './resets.ts';
import { readDemoOwners, seedDemoOwners } from './seed.ts';
import { sessionStore } from './sessions.ts';
import { loginThrottle } from './throttle.ts';
import type { PortalRenderer } from '../ssr/portalRenderer.ts';

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
    db: Db;
    clock: () => Date;
    https: boolean;
    agency: Agency;
    agencyInbox: string;
    pages: () => FormFacts['pages'];
    relay: Relay;
    visits: VisitNumbers;
  },
  options: OwnerOptions,
): Promise<void> {
  const { db, clock } = context;
  const hasher = { hash: options.hashPassword ?? hashPassword, verify: options.verifyPassword ?? verifyPassword };
  if (options.demoFile) {
    const seeded = await seedDemoOwners(db, readDemoOwners(options.demoFile), clock(), hasher.hash);
    if (seeded > 0) app.log.info(`Seeded ${seeded} demo owners from ${options.demoFile}`);
  }
  const sessions = sessionStore(db);
  const throttle = loginThrottle(db, options.authKey);
  const resets = passwordResets(db);
  const box = outbox(db);
  const sweep = () => {
    const now = clock().getTime();
    sessions.sweep(now);
    throttle.sweep(now);
    resets.sweep(now);
  };
  sweep();
  const timer = setInterval(sweep, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await ownerRoutes(app, {
    db,
    accounts: ownerAccounts(db, hasher),
    sessions,
    throttle,
    resets,
    portal: portalData(db),
    visits: context.visits,
    clock,
    https: context.https,
    siteOrigin: new URL(context.agency.siteUrl).origin,
    agency: context.agency,
    agencyInbox: context.agencyInbox,
    pages: context.pages,
    queueMail: (mail, now) => {
      box.add(null, mail, now);
      context.relay.wake();
    },
    ...(options.sleep ? { sleep: options.sleep } : {}),
    renderer: options.renderer ?? null,
  });
}
