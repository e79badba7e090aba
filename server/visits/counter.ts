/**
 * Page views and unique visitors per property per Belgian day, for the owners' statistics,
 * without a cookie and without keeping anything that points to a person.
 *
 * A visitor is recognised within one day only, the way Plausible does it: a hash of a salt,
 * the address, the user agent (and the language, when the browser sends one) and the property.
 * The salt is 32 random bytes per Belgian day; it lives in visit_salts, made by the first
 * instance to enter the day and read by every other one (and by a restart in the same day),
 * so that all of them hash a visitor alike. It is deleted, with the day's hashes, as soon as
 * the day is over. Without the salt a hash cannot be recomputed from an address, so
 * yesterday's visitors can no longer be linked to anyone. The address and the user agent are
 * never written anywhere.
 *
 * hit() runs on every beacon, so it only counts in memory and never waits for the database;
 * the counts are written every second, and on flush() and stop(), in one transaction with the
 * day's new hashes. Whether a hash is a new visitor is the database's answer, not this
 * process's: it counts only if this write inserted it into visit_seen, so a visitor who hits
 * two instances in one day is counted once. The hashes held in memory only spare the
 * database the visitors this instance has already sent.
 *
 * A crash loses at most the last second of counts. That is acceptable here: these are
 * statistics, a handful of missing page views changes no figure an owner reads, and the
 * hashes are lost together with the counts they belong to, so nothing is counted twice after
 * a restart. A form submission is a different matter: it is a person's request, written
 * durably before the answer (server/forms/store.ts).
 *
 * One address adds only its share a day, and the memory held is bounded (server/visits/brake.ts).
 * The brake lives in each instance's memory: with several instances behind a load balancer,
 * an address's daily share is per instance. A script rotating user agents or flooding beacons
 * stops being counted, never errors.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Sql, Tx } from '../db/sql.ts';
import { belgianDay } from '../../src/lib/dates.ts';
import { BRAKE_DEFAULTS, clientNetwork, visitBrake, type BrakeLimits } from './brake.ts';

export interface Visitor {
  address: string;
  userAgent: string;
  language?: string;
}

export interface VisitCounter {
  /** Counts a beacon in memory; never waits for the database, never throws. */
  hit(propertyId: number, visitor: Visitor): void;
  /** Writes what was counted before the call (and turns the day if it changed). */
  flush(): Promise<void>;
  /** Writes what is left; hits after it are ignored. */
  stop(): Promise<void>;
  /** Keys held in memory (the day's hashes, the per-address tallies, the hits waiting): bounded by the brake. */
  heldKeys(): number;
}

export interface CounterOptions {
  clock: () => Date;
  flushMs?: number;
  /** Where a failed periodic write is reported (the counts are kept and written next time). */
  log?: (message: string) => void;
  /** What one address may add per day, and what the counter may hold (BRAKE_DEFAULTS). */
  brake?: Partial<BrakeLimits>;
}

/** A hash not yet sent to the database, and the property it was a visitor of. */
interface Fresh {
  hash: Buffer;
  propertyId: number;
}

/** A hit made before its day's salt was read: at the start, and for the moment the day turns. */
interface Waiting {
  day: string;
  propertyId: number;
  visitor: Visitor;
}

/** 16 bytes of the SHA-256 are kept: 128 bits, no collision among a day's visitors in sight. */
const HASH_BYTES = 16;
/** Fields are separated by a byte no address, header or number contains, so no two inputs meet. */
const SEPARATOR = Buffer.from([0]);
/** Rows per insert of hashes: a few fixed sizes, so that the statements stay a handful. */
const BATCHES = [256, 64, 16, 4, 1];

const ADD_COUNTS = `INSERT INTO visits_daily (property_id, day, views, visitors) VALUES (?, ?, ?, ?)
  ON CONFLICT (property_id, day) DO UPDATE
  SET views = visits_daily.views + excluded.views, visitors = visits_daily.visitors + excluded.visitors`;

/**
 * Writes one day's counts: the hashes first, then the counts of the properties, each in
 * ascending order, so that two instances writing together never wait for each other crosswise.
 */
async function store(tx: Tx, day: string, views: Map<number, number>, fresh: Fresh[]): Promise<void> {
  const sorted = [...fresh].sort((a, b) => Buffer.compare(a.hash, b.hash));
  const propertyOf = new Map(sorted.map((item) => [item.hash.toString('latin1'), item.propertyId]));
  const visitors = new Map<number, number>();
  for (let at = 0; at < sorted.length;) {
    const size = BATCHES.find((n) => n <= sorted.length - at) ?? 1;
    const batch = sorted.slice(at, at + size);
    at += size;
    // Only the hashes this statement inserted come back: those are the new visitors.
    const inserted = await tx.all<{ hash: Buffer }>(
      `INSERT INTO visit_seen (day, hash) VALUES ${batch.map(() => '(?, ?)').join(', ')}
       ON CONFLICT (day, hash) DO NOTHING RETURNING hash`,
      batch.flatMap((item) => [day, item.hash]),
    );
    for (const { hash } of inserted) {
      const id = propertyOf.get(Buffer.from(hash).toString('latin1'));
      if (id !== undefined) visitors.set(id, (visitors.get(id) ?? 0) + 1);
    }
  }
  const ids = [...new Set([...views.keys(), ...visitors.keys()])].sort((a, b) => a - b);
  for (const id of ids) await tx.run(ADD_COUNTS, [id, day, views.get(id) ?? 0, visitors.get(id) ?? 0]);
}

export function visitCounter(sql: Sql, options: CounterOptions): VisitCounter {
  const { clock } = options;
  const limits = { ...BRAKE_DEFAULTS, ...options.brake };
  const brake = visitBrake(limits);

  /** The day whose salt is held ('' until the first is read). */
  let day = '';
  let salt: Buffer = Buffer.alloc(0);
  /** The day's hashes this instance has sent or holds, as latin1 strings (one char per byte). */
  let seen = new Set<string>();
  let views = new Map<number, number>();
  let fresh: Fresh[] = [];
  const waiting: Waiting[] = [];
  let stopping: Promise<void> | null = null;
  /** Flushes run one after another; `queued` of them are running or waiting. */
  let chain: Promise<void> = Promise.resolve();
  let queued = 0;

  function count(propertyId: number, visitor: Visitor): void {
    // The address is kept in memory only as a keyed hash of the day, like the visitors.
    const addressKey = createHash('sha256')
      .update(salt)
      .update(clientNetwork(visitor.address))
      .digest()
      .toString('latin1', 0, 8);
    const tally = brake.admit(addressKey, propertyId);
    if (!tally) return;
    const hash = createHash('sha256')
      .update(salt)
      .update(visitor.address)
      .update(SEPARATOR)
      .update(visitor.userAgent)
      .update(SEPARATOR)
      .update(visitor.language ?? '')
      .update(SEPARATOR)
      .update(String(propertyId))
      .digest()
      .subarray(0, HASH_BYTES);
    const key = hash.toString('latin1');
    views.set(propertyId, (views.get(propertyId) ?? 0) + 1);
    if (!seen.has(key) && brake.mayAddVisitor(tally) && seen.size < limits.maxKeys) {
      tally.visitors += 1;
      seen.add(key);
      fresh.push({ hash, propertyId });
    }
  }

  async function write(): Promise<void> {
    if (views.size === 0 && fresh.length === 0) return;
    const forDay = day;
    const batchViews = views;
    const batchFresh = fresh;
    // Hits keep coming while the statements run (on PostgreSQL): they go to new tallies.
    views = new Map();
    fresh = [];
    try {
      await sql.tx((tx) => store(tx, forDay, batchViews, batchFresh));
    } catch (error) {
      // Kept, with what came meanwhile, and written with the next write.
      for (const [id, n] of batchViews) views.set(id, (views.get(id) ?? 0) + n);
      fresh = [...batchFresh, ...fresh];
      throw error;
    }
  }

  /** The day's salt (made now unless another instance or an earlier start made it); older days are deleted. */
  async function enter(newDay: string): Promise<void> {
    const candidate = randomBytes(32);
    const row = await sql.tx(async (tx) => {
      await tx.run('INSERT INTO visit_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING', [
        newDay,
        candidate,
      ]);
      // Only the days before: an instance whose clock is a moment behind at midnight must not
      // delete the salt the others have started to use.
      await tx.run('DELETE FROM visit_salts WHERE day < ?', [newDay]);
      await tx.run('DELETE FROM visit_seen WHERE day < ?', [newDay]);
      return tx.get<{ salt: Buffer }>('SELECT salt FROM visit_salts WHERE day = ?', [newDay]);
    });
    if (!row) throw new Error(`No visit salt for ${newDay}`);
    day = newDay;
    salt = Buffer.from(row.salt);
    seen = new Set();
    brake.reset();
  }

  /** Counts the hits that waited, day by day; a day's counts are written before the next day is entered. */
  async function settle(): Promise<void> {
    for (let first = waiting[0]; first; first = waiting[0]) {
      const next = first.day;
      if (next !== day) {
        await write();
        await enter(next);
      }
      const other = waiting.findIndex((hit) => hit.day !== next);
      for (const hit of waiting.splice(0, other < 0 ? waiting.length : other)) count(hit.propertyId, hit.visitor);
    }
    await write();
    // Also when no one visits: the old salt must not outlive its day.
    const today = belgianDay(clock());
    if (today !== day) await enter(today);
  }

  function queue(): Promise<void> {
    queued++;
    const run = chain.then(settle).finally(() => queued--);
    chain = run.catch(() => undefined);
    return run;
  }

  const report = (what: string, error: unknown) =>
    options.log?.(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  const retried = (error: unknown) => report('Visit counts not written yet', error);

  // The day's salt at once, so that the first beacons hardly wait.
  queue().catch(retried);
  const timer = setInterval(() => {
    // A write still under way (a slow database) is not queued behind again and again.
    if (queued === 0) queue().catch(retried);
  }, options.flushMs ?? 1000);
  timer.unref();

  return {
    hit(propertyId, visitor) {
      if (stopping) return;
      const today = belgianDay(clock());
      if (today === day && waiting.length === 0) {
        count(propertyId, visitor);
        return;
      }
      // Its day's salt is not read yet: the hit waits for it, within the memory cap.
      if (waiting.length >= limits.maxKeys) return;
      waiting.push({ day: today, propertyId, visitor });
      if (waiting.length === 1) queue().catch(retried);
    },
    flush: () => (stopping ? Promise.resolve() : queue()),
    heldKeys: () => seen.size + brake.size() + waiting.length,
    stop() {
      clearInterval(timer);
      // Closing the server must go on (and close the database) even if this last write fails.
      stopping ??= queue().catch((error: unknown) => report('Visit counts lost at shutdown', error));
      return stopping;
    },
  };
}
