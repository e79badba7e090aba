/**
 * The lead delivery of one server instance: its CRM client (one request per call: the
 * delivery retries on its own schedule), the sealer of the demand password, and what the form
 * route needs (seal, keep the agency mail or not, wake the delivery after a lead is stored).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Sql } from '../../db/sql.ts';
import { createCall, type CrmConnection } from '../request.ts';
import { leadDelivery, type LeadDelivery } from './deliver.ts';
import { sealer } from './seal.ts';
import { brusselsWallClock, crmAgenda, type CrmAgenda } from '../appointments.ts';

export interface LeadSettings {
  connection: CrmConnection;
  agencyMail: boolean;
  pollMs?: number;
  leaseMs?: number;
  fetch?: typeof fetch;
}

export interface MountedLeads {
  delivery: LeadDelivery;
  /** The agent's visit appointments: booked through the lead's AppointmentID, so only with the leads. */
  agenda: CrmAgenda;
  forms: { seal: (secret: string) => string; agencyMail: boolean; wake: () => void };
}

export async function crmLeadDelivery(
  settings: LeadSettings,
  deps: { sql: Sql; clock: () => Date; log: (line: string) => void; agencyInbox: string; key: string },
): Promise<MountedLeads> {
  const seal = sealer(deps.key);
  // Aborted by a stop whose grace ran out: the delivery's call under way ends at once.
  const calls = new AbortController();
  const call = createCall(
    { timeoutMs: 15_000, ...settings.connection, attempts: 1 },
    {
      fetch: settings.fetch ?? globalThis.fetch,
      sleep: (ms) => delay(ms),
      random: Math.random,
      log: deps.log,
      signal: calls.signal,
    },
  );
  const delivery = leadDelivery({
    sql: deps.sql,
    call,
    sealer: seal,
    clock: deps.clock,
    agencyInbox: deps.agencyInbox,
    log: deps.log,
    calls,
    ...(settings.pollMs ? { pollMs: settings.pollMs } : {}),
    ...(settings.leaseMs ? { leaseMs: settings.leaseMs } : {}),
  });
  // The visit form's list: a short timeout, a visitor is waiting for it.
  const agendaCall = createCall(
    { ...settings.connection, timeoutMs: Math.min(8_000, settings.connection.timeoutMs ?? 8_000), attempts: 2 },
    { fetch: settings.fetch ?? globalThis.fetch, sleep: (ms) => delay(ms), random: Math.random, log: deps.log },
  );
  return {
    delivery,
    agenda: crmAgenda(agendaCall, settings.connection.password, () => brusselsWallClock(deps.clock()), deps.log),
    forms: { seal: (secret) => seal.seal(secret), agencyMail: settings.agencyMail, wake: () => delivery.wake() },
  };
}
