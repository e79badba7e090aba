/**
 * The saved-search alerts' engine. Each run, against the listings the server publishes now:
 *
 * 1. listings it has never seen are recorded in listings_seen with the run's time; on the very
 *    first run (an empty table) that is all it does, since those listings were online before
 *    any alert could exist;
 * 2. for each active (confirmed) search, each listing first seen after its confirmation that
 *    matches and was never matched before gets an alert_matches row: that primary key is the
 *    promise never to mail the same listing twice to the same search;
 * 3. what waits is mailed: at once, one mail per listing ("immediately"), or as one digest at
 *    the first run from 08:00 Belgian time (daily) or Monday 08:00 (weekly) after it was found.
 *
 * Everything of a run, the rows and the mails in the outbox, is one transaction: a run that
 * fails leaves nothing half done and the next one does it, and a run that succeeded has
 * marked what it mailed, so running again mails nothing twice. The transaction holds the lock
 * "alerts": with several instances on one PostgreSQL database their runs happen one after
 * another, and the second finds what the first mailed already marked (on SQLite every write
 * transaction is one at a time anyway). The clock is injected.
 */
import type { Lng } from '../../src/config/languages.ts';
import type { Sql, Tx } from '../db/sql.ts';
import { outbox } from '../mail/outbox.ts';
import type { Agency } from '../mail/render.ts';
import type { AlertCatalogue, AlertListing } from './catalogue.ts';
import { demandStore, type DemandRecord } from './demands.ts';
import { digestMail, matchMail, type AlertRecipient, type MailListing } from './mails.ts';
import { matches } from '../../src/domain/criteria/savedSearch.ts';
import { lastDigestTime } from './schedule.ts';

export interface EngineDeps {
  sql: Sql;
  clock: () => Date;
  catalogue: { load(): Promise<AlertCatalogue | null> };
  agency: Agency;
  /** The language of a listing's texts and page when the search's language has none (the site's default). */
  defaultLng: Lng;
  /** Canonical detail paths by "property/{id}" and language (the current release's canonical.json). */
  canonical: () => Record<string, Partial<Record<string, string>>>;
  /** Mail is in the outbox: tell the relay. */
  wake: () => void;
  log: (message: string) => void;
}

export interface RunReport {
  /** Listings seen for the first time. */
  recorded: number;
  /** New matches found. */
  matched: number;
  /** Mails queued (alerts and digests). */
  mails: number;
}

const NOTHING: RunReport = { recorded: 0, matched: 0, mails: 0 };

export function alertEngine(deps: EngineDeps) {
  const box = outbox(deps.sql);

  /** The listing as this search's mail shows it: in its language, else the site's default one. */
  function mailListing(listing: AlertListing, lng: Lng): MailListing | null {
    const language = listing.shown[lng] ? lng : listing.shown[deps.defaultLng] ? deps.defaultLng : null;
    const shown = language ? listing.shown[language] : Object.values(listing.shown)[0];
    const pageLng = language ?? (Object.keys(listing.shown)[0] as Lng | undefined);
    if (!shown || !pageLng) return null;
    const id = listing.facts.id;
    // The original form /{lng}/property/{id}/ is redirected by the server to the canonical path.
    const path = deps.canonical()[`property/${id}`]?.[pageLng] ?? shown.path ?? `/${pageLng}/property/${id}/`;
    return { id, shown, path };
  }

  function recipientOf(demand: DemandRecord): AlertRecipient {
    return { email: demand.email, lng: demand.lng, name: demand.name, token: demand.token };
  }

  /** Mails what waits for one search, when it is due; returns the mails queued. */
  async function send(tx: Tx, demand: DemandRecord, catalogue: AlertCatalogue, now: number): Promise<number> {
    const waiting = await tx.all<{ listing_id: number; found_at: number }>(
      `SELECT listing_id, found_at FROM alert_matches WHERE demand_id = ? AND outbox_id IS NULL
       ORDER BY found_at, listing_id`,
      [demand.id],
    );
    const ready: { listing: MailListing; foundAt: number }[] = [];
    for (const row of waiting) {
      const listing = catalogue.listings.get(row.listing_id);
      const shown = listing && !listing.facts.closed ? mailListing(listing, demand.lng) : null;
      // Gone or sold or let before its mail went: not mailed. Were it to come back, it may match again.
      if (!shown) {
        await tx.run('DELETE FROM alert_matches WHERE demand_id = ? AND listing_id = ? AND outbox_id IS NULL', [
          demand.id,
          row.listing_id,
        ]);
      } else ready.push({ listing: shown, foundAt: row.found_at });
    }
    if (ready.length === 0) return 0;
    const recipient = recipientOf(demand);
    const mailed = (outboxId: number, listingId: number) =>
      tx.run('UPDATE alert_matches SET outbox_id = ? WHERE demand_id = ? AND listing_id = ?', [
        outboxId,
        demand.id,
        listingId,
      ]);
    if (demand.frequency === 'immediately') {
      for (const { listing } of ready) {
        await mailed(await box.add(tx, null, matchMail(recipient, listing, deps.agency), now), listing.id);
      }
      return ready.length;
    }
    const earliest = Math.min(...ready.map((item) => item.foundAt));
    if (earliest > lastDigestTime(now, demand.frequency)) return 0;
    const mail = digestMail(
      recipient,
      ready.map((item) => item.listing),
      demand.frequency,
      deps.agency,
    );
    const outboxId = await box.add(tx, null, mail, now);
    for (const { listing } of ready) await mailed(outboxId, listing.id);
    await demandStore(tx).digestSent(demand.id, now);
    return 1;
  }

  async function write(tx: Tx, catalogue: AlertCatalogue, now: number): Promise<RunReport> {
    const rows = await tx.all<{ listing_id: number; first_seen_at: number }>(
      'SELECT listing_id, first_seen_at FROM listings_seen',
    );
    const firstRun = rows.length === 0;
    const seen = new Map(rows.map((row) => [row.listing_id, row.first_seen_at]));
    let recorded = 0;
    for (const id of catalogue.listings.keys()) {
      if (seen.has(id)) continue;
      const added = await tx.run(
        'INSERT INTO listings_seen (listing_id, first_seen_at) VALUES (?, ?) ON CONFLICT (listing_id) DO NOTHING',
        [id, now],
      );
      seen.set(id, now);
      recorded += added.changes;
    }
    if (firstRun) return { recorded, matched: 0, mails: 0 };

    // Newest first: a search looks only at what came after its confirmation, and stops there.
    const fresh = [...catalogue.listings.values()]
      .map((listing) => ({ listing, firstSeen: seen.get(listing.facts.id) ?? now }))
      .sort((a, b) => b.firstSeen - a.firstSeen);
    let matched = 0;
    let mails = 0;
    for (const demand of await demandStore(tx).active()) {
      if (demand.confirmedAt === null) continue;
      const known = new Set(
        (
          await tx.all<{ listing_id: number }>('SELECT listing_id FROM alert_matches WHERE demand_id = ?', [demand.id])
        ).map((row) => row.listing_id),
      );
      for (const { listing, firstSeen } of fresh) {
        if (firstSeen <= demand.confirmedAt) break;
        if (known.has(listing.facts.id) || !matches(listing.facts, demand.criteria)) continue;
        const added = await tx.run(
          `INSERT INTO alert_matches (demand_id, listing_id, found_at, outbox_id) VALUES (?, ?, ?, NULL)
           ON CONFLICT (demand_id, listing_id) DO NOTHING`,
          [demand.id, listing.facts.id, now],
        );
        matched += added.changes;
      }
      mails += await send(tx, demand, catalogue, now);
    }
    return { recorded, matched, mails };
  }

  let running: Promise<RunReport> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function pass(): Promise<RunReport> {
    const catalogue = await deps.catalogue.load();
    // Nothing published (no build yet, or a build being replaced): nothing to compare, nothing recorded.
    if (stopped || !catalogue || catalogue.listings.size === 0) return NOTHING;
    const now = deps.clock().getTime();
    const report = await deps.sql.tx((tx) => write(tx, catalogue, now), { lock: 'alerts' });
    if (report.mails > 0) deps.wake();
    return report;
  }

  /** One run now, or the one under way (a second run at the same time would find nothing more). */
  function run(): Promise<RunReport> {
    running ??= pass()
      .catch((error: unknown) => {
        deps.log(`alerts: run failed, retried next time: ${String(error)}`);
        return NOTHING;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    run,
    /** A run now, then one every `intervalMs`, on a timer that never keeps the process alive. */
    start(intervalMs: number): void {
      stopped = false;
      void run();
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    /** Stops the timer and lets a run under way finish (before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}

export type AlertEngine = ReturnType<typeof alertEngine>;
