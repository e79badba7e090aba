/**
 * The accounts: the owner portal (with the agency's CRM when it has one), the back office's
 * staff, and, behind the staff guard, the back office itself.
 */
import type { FastifyInstance } from 'fastify';
import { createCall } from '../crm/request.ts';
import { crmOwners, type CrmOwners } from '../crm/owners.ts';
import type { MountedLeads } from '../crm/leads/mount.ts';
import { serverKey } from '../db/keys.ts';
import type { Sql } from '../db/sql.ts';
import type { FormFacts } from '../../publisher/dataFiles/manifest.ts';
import type { Relay } from '../mail/relay.ts';
import type { Agency } from '../mail/render.ts';
import type { Metrics } from '../metrics/registry.ts';
import { mountOwners } from '../owners/mount.ts';
import { mountStaff } from '../staff/mount.ts';
import { mountOffice } from '../staff/officeMount.ts';
import type { VisitCounter } from '../visits/counter.ts';
import { visitStats } from '../visits/stats.ts';
import type { AppDeps } from './deps.ts';

export interface AccountParts {
  sql: Sql;
  clock: () => Date;
  log: (line: string) => void;
  dataDir: string;
  uploadDir: string;
  agency: Agency;
  agencyInbox: string;
  facts: () => FormFacts;
  relay: Relay;
  counter: VisitCounter;
  leads: MountedLeads | null;
  metrics: Metrics | null;
}

export async function mountAccounts(app: FastifyInstance, deps: AppDeps, parts: AccountParts): Promise<void> {
  const { sql, clock, log, dataDir, uploadDir, agency, facts, relay, counter, leads, metrics } = parts;
  // The agency's CRM for its owners: one client (and one cached owner list) for the portal and the back office.
  const ownersCrm = deps.crmPortal ? portalCrm(deps.crmPortal, clock, log) : null;
  await mountOwners(
    app,
    {
      sql,
      clock,
      https: deps.https ?? false,
      agency,
      agencyInbox: parts.agencyInbox,
      pages: () => facts().pages,
      relay,
      visits: visitStats(sql, counter, clock),
      crm: ownersCrm,
      loginEvents: metrics?.login('owner') ?? null,
    },
    { ...deps.owners, authKey: await serverKey(sql, 'auth', deps.owners?.authKey, dataDir) },
  );
  await mountStaff(
    app,
    { sql, clock, https: deps.https ?? false, agency, relay, loginEvents: metrics?.login('staff') ?? null },
    // The owners' auth key: one throttle table, and the accounts there kept apart by name.
    { ...deps.staff, authKey: await serverKey(sql, 'auth', deps.owners?.authKey, dataDir) },
  );
  if (app.staffGuard) {
    await mountOffice(app, {
      sql,
      clock,
      guard: app.staffGuard,
      agency,
      uploadDir,
      relay,
      pages: () => facts().pages,
      crm: {
        owners: ownersCrm,
        agenda: Boolean(leads?.agenda),
        wake: leads ? () => leads.delivery.wake() : null,
      },
    });
  }
}

/** The owner portal's CRM client: an owner is waiting, so short timeouts and one retry. */
function portalCrm(
  settings: NonNullable<AppDeps['crmPortal']>,
  clock: () => Date,
  log: (line: string) => void,
): CrmOwners {
  const call = createCall(
    { ...settings.connection, timeoutMs: Math.min(settings.connection.timeoutMs ?? 8_000, 8_000), attempts: 2 },
    {
      fetch: settings.fetch ?? globalThis.fetch,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      random: Math.random,
      log,
    },
  );
  return crmOwners(call, settings.connection.password, () => clock().getTime(), log);
}
