/**
 * Hands the queued leads (./jobs.ts) to the CRM. Each pass leases the due jobs and sends them
 * one at a time; a job is marked done right after the CRM answered Success with a Value that is
 * not false. What happens otherwise (docs/CRM.md, "Leads"):
 * - the CRM cannot be reached, times out, answers 5xx or 429, answers something that is not its
 *   envelope, answers `Success: false` with a Code of 500 or more (its own trouble: "There is an
 *   error in the API"), or answers Value false: tried again after 5 s, then twice as long each
 *   time, at most 30 s apart, for 7 days. The pass stops at the first such failure and the other
 *   jobs wait for the same retry, so an outage costs the CRM one request every 30 s, and the
 *   queue drains within a pass once it is back;
 * - `Success: false` with a Code under 500 (the CRM's verdict on the lead: a field it refuses)
 *   or an HTTP 4xx: refused for good, kept with the CRM's message, and mailed to the agency with
 *   the lead (in the same transaction as the mark) so that someone enters it by hand.
 * A job is sent twice only when the process dies between the CRM's answer and the mark (a few
 * milliseconds), or when the CRM took a lead but its answer was lost (a timeout): the lead
 * then reaches the CRM twice, never zero times, both copies with the same CustomStr1 (leadKey).
 */
import type { Lng } from '../../../src/config/languages.ts';
import type { Sql } from '../../db/sql.ts';
import { outbox } from '../../mail/outbox.ts';
import { page, type OutgoingMail } from '../../mail/render.ts';
import { htmlLines, markup } from '../../mail/html.ts';
import { mailT } from '../../mail/texts.ts';
import { CrmError } from '../errors.ts';
import { languageOfOmnicasaId } from '../languages.ts';
import type { Call } from '../request.ts';
import { crmJobs, type CrmJob } from './jobs.ts';
import type { Sealer } from './seal.ts';
import { settlesWithin } from '../../grace.ts';

export const LEAD_BACKOFF = { firstMs: 5_000, maxMs: 30_000, giveUpAfterMs: 7 * 24 * 3600_000 } as const;

export function leadRetryDelay(attempts: number): number {
  return Math.min(LEAD_BACKOFF.firstMs * 2 ** Math.max(0, attempts), LEAD_BACKOFF.maxMs);
}

/** The lead's key in the CRM (CustomStr1): the job's id and creation time, unique per database. */
export function leadKey(job: Pick<CrmJob, 'id' | 'created_at'>): string {
  return `web-lead-${job.id}-${job.created_at}`;
}

export interface LeadDeliveryOptions {
  sql: Sql;
  /** One request per call (createCall with attempts 1): the retries are this module's. */
  call: Call;
  sealer: Sealer;
  clock: () => Date;
  /** Where a refused lead is mailed. */
  agencyInbox: string;
  log?: (line: string) => void;
  /** How often it looks for due jobs when nothing woke it. Default 5 s. */
  pollMs?: number;
  /** How long a claimed job is this instance's. Default 2 minutes. */
  leaseMs?: number;
  /** The signal of `call`'s requests: aborted when a stop's grace runs out, so the call under way ends. */
  calls?: AbortController;
}

type Outcome = { done: true } | { retry: string } | { refused: string };

function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof CrmError)) return { retry: error instanceof Error ? error.message : String(error) };
  if (error.failure === 'refused') {
    return (error.code ?? 0) >= 500 ? { retry: error.message } : { refused: error.crmMessage || error.message };
  }
  if (error.failure === 'http' && !error.transient) return { refused: error.message };
  return { retry: error.message };
}

function languageOf(job: CrmJob, params: Record<string, unknown>): Lng {
  const id = params.LanguageIdFromParameter;
  return (typeof id === 'number' ? languageOfOmnicasaId(id) : undefined) ?? 'en';
}

function refusalMail(job: CrmJob, params: Record<string, unknown>, reason: string, inbox: string): OutgoingMail {
  const t = mailT(languageOf(job, params));
  const lead = typeof params.Subject === 'string' ? params.Subject : job.endpoint;
  const subject = t('mail:crmRefused.subject', { subject: lead });
  const intro = t('mail:crmRefused.intro');
  const answer = t('mail:crmRefused.reason', { reason });
  const content = typeof params.Content === 'string' ? params.Content : JSON.stringify(params, null, 2);
  const email = typeof params.Email === 'string' ? params.Email : null;
  return {
    role: 'agency',
    to: inbox,
    replyTo: email,
    subject,
    text: `${intro}\n${answer}\n\n${content}`,
    html: page(subject, markup`<p>${intro}<br>${answer}</p><p>${htmlLines(content)}</p>`),
    attachments: [],
  };
}

export function leadDelivery(options: LeadDeliveryOptions) {
  const jobs = crmJobs(options.sql);
  const box = outbox(options.sql);
  const log = options.log ?? (() => {});
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const now = () => options.clock().getTime();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  /** A stop was asked: no further job is started, and the claimed ones not started are given back. */
  let closing = false;
  /** The grace of a stop ran out: the claimed jobs were given back, and nothing more is written. */
  let abandoned = false;
  /** Claimed by this instance and not settled: what a stop hands back when its grace runs out. */
  const held = new Set<number>();
  /** After a failure on the way: no job is tried before this. */
  let pausedUntil = 0;

  async function deliver(job: CrmJob): Promise<Outcome> {
    const params = JSON.parse(job.params) as Record<string, unknown>;
    // CustomStr1 names the lead: a copy sent twice (the window below) is recognisable in the CRM.
    const keyed = { ...params, CustomStr1: leadKey(job) };
    const full = job.secret ? { ...keyed, Password: options.sealer.open(job.secret) } : keyed;
    try {
      const value = await options.call({ endpoint: job.endpoint, language: languageOf(job, params) }, full);
      return value === false ? { retry: `${job.endpoint}: the CRM answered false` } : { done: true };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  async function settle(job: CrmJob, outcome: Outcome): Promise<void> {
    const at = now();
    if ('done' in outcome) return jobs.markDone(job.id, at);
    const params = JSON.parse(job.params) as Record<string, unknown>;
    const givingUp = 'retry' in outcome && at - job.created_at >= LEAD_BACKOFF.giveUpAfterMs;
    if ('refused' in outcome || givingUp) {
      const reason = 'refused' in outcome ? outcome.refused : `${outcome.retry} (given up after 7 days)`;
      await options.sql.tx(async (tx) => {
        if (await jobs.markRefused(tx, job.id, at, reason)) {
          await box.add(tx, job.submission_id, refusalMail(job, params, reason, options.agencyInbox), at);
        }
      });
      log(`crm: lead ${job.id} (${job.endpoint}) refused: ${reason}; mailed to the agency`);
      return;
    }
    const delay = leadRetryDelay(job.attempts);
    pausedUntil = at + delay;
    await jobs.markRetry(job.id, at + delay, outcome.retry);
    log(`crm: lead ${job.id} (${job.endpoint}) not delivered (${outcome.retry}); again in ${delay / 1000} s`);
  }

  /** One pass: the due jobs until the first failure on the way. Answers how many were delivered. */
  async function pass(): Promise<number> {
    if (now() < pausedUntil) return 0;
    const claimed = await jobs.claim(now(), leaseMs, 20);
    for (const job of claimed) held.add(job.id);
    let delivered = 0;
    try {
      for (let i = 0; i < claimed.length; i++) {
        if (closing) {
          await giveBack(claimed.slice(i).map((job) => job.id));
          break;
        }
        const job = claimed[i] as CrmJob;
        const outcome = await deliver(job);
        if (abandoned) return delivered;
        await settle(job, outcome);
        held.delete(job.id);
        if ('done' in outcome) delivered += 1;
        if ('retry' in outcome) {
          // The CRM is in trouble: the others wait for the same retry instead of each asking now.
          await jobs.postpone(
            claimed.slice(i + 1).map((other) => other.id),
            pausedUntil,
          );
          break;
        }
      }
    } finally {
      // Settled, postponed or given back; after a failure half-way, no longer this instance's to give back.
      held.clear();
    }
    return delivered;
  }

  async function giveBack(ids: number[]): Promise<void> {
    await jobs.release(ids);
    log(`crm: ${ids.length} claimed leads given back unsent at shutdown`);
  }

  /**
   * The stop's grace ran out during a CRM call: the call is cancelled and the claimed jobs go
   * back to the queue at once, for another instance or the next start, rather than after their
   * lease. The CRM may have taken the lead before the call ended: it then gets it twice, both
   * with the same CustomStr1 (leadKey), never zero times.
   */
  async function abandon(): Promise<void> {
    abandoned = true;
    const ids = [...held];
    held.clear();
    options.calls?.abort();
    try {
      await jobs.release(ids);
      log(
        `crm: the shutdown's grace is over: ${ids.length} claimed leads given back (${ids.join(', ')}); ` +
          'one the CRM took meanwhile goes again, with the same CustomStr1',
      );
    } catch (error) {
      log(`crm: ${ids.length} claimed leads could not be given back; they wait for their lease: ${String(error)}`);
    }
  }

  async function tick(): Promise<void> {
    timer = null;
    if (stopped) return;
    try {
      running = pass();
      const delivered = await running;
      // A full batch: more are waiting.
      if (delivered === 20) return schedule(0);
    } catch (error) {
      log(`crm: lead delivery failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = null;
    }
    const due = await jobs.nextDueAt().catch(() => null);
    const wait = due === null ? pollMs : Math.max(0, Math.min(pollMs, Math.max(due, pausedUntil) - now()));
    schedule(wait);
  }

  function schedule(ms: number): void {
    if (stopped || timer) return;
    timer = setTimeout(() => void tick(), ms);
    timer.unref?.();
  }

  return {
    start(): void {
      stopped = false;
      closing = false;
      schedule(0);
    },
    /** A lead was just stored: look now (unless the CRM asked for a pause). */
    wake(): void {
      if (stopped || running) return;
      if (timer) clearTimeout(timer);
      timer = null;
      schedule(Math.max(0, pausedUntil - now()));
    },
    /** One pass now, for tests and the bench. */
    pass,
    /**
     * Starts no further job; the one under way finishes (within the grace, if one is given) and
     * the claimed ones not started are given back.
     */
    async stop(graceMs?: number): Promise<void> {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running && !(await settlesWithin(running, graceMs))) await abandon();
    },
  };
}

export type LeadDelivery = ReturnType<typeof leadDelivery>;
