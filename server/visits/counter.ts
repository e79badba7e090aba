/**
 * Page views and unique visitors per property per Belgian day, for the owners' statistics,
 * without a cookie and without keeping anything that points to a person.
 *
 * A visitor is recognised within one day only, the way Plausible does it: a hash of a salt,
 * the address, the user agent (and the language, when the browser sends one) and the property.
 * The salt is 32 random bytes per Belgian day; it lives in visit_salts so that a restart in
 * the same day still recognises the visitors already counted, and it is deleted, with the
 * day's hashes, as soon as the day is over. Without the salt a hash cannot be recomputed from
 * an address, so yesterday's visitors can no longer be linked to anyone. The address and the
 * user agent are never written anywhere.
 *
 * hit() runs on every beacon, so it only counts in memory (the day's known hashes are held in
 * a Set); the counts are written every second, and on flush() and stop(), in one transaction.
 * A crash therefore loses at most the last second of counts. That is acceptable here: these
 * are statistics, a handful of missing page views changes no figure an owner reads, and the
 * hashes are lost together with the counts they belong to, so nothing is counted twice after
 * a restart. A form submission is a different matter: it is a person's request, written
 * durably before the answer (server/forms/store.ts).
 *
 * One address adds only its share a day, and the memory held is bounded (server/visits/brake.ts):
 * a script rotating user agents or flooding beacons stops being counted, never errors.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { belgianDay } from '../../src/lib/dates.ts';
import { BRAKE_DEFAULTS, clientNetwork, visitBrake, type BrakeLimits } from './brake.ts';

export interface Visitor {
  address: string;
  userAgent: string;
  language?: string;
}

export interface VisitCounter {
  hit(propertyId: number, visitor: Visitor): void;
  flush(): void;
  stop(): void;
  /** Keys held in memory (the day's hashes and the per-address tallies): bounded by the brake. */
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

interface Pending {
  views: number;
  visitors: number;
}

/** 16 bytes of the SHA-256 are kept: 128 bits, no collision among a day's visitors in sight. */
const HASH_BYTES = 16;
/** Fields are separated by a byte no address, header or number contains, so no two inputs meet. */
const SEPARATOR = Buffer.from([0]);

export function visitCounter(db: Db, options: CounterOptions): VisitCounter {
  const { clock } = options;
  const readSalt = db.prepare<[string], { salt: Buffer }>('SELECT salt FROM visit_salts WHERE day = ?');
  const addSalt = db.prepare('INSERT OR IGNORE INTO visit_salts (day, salt) VALUES (?, ?)');
  const dropSalts = db.prepare('DELETE FROM visit_salts WHERE day <> ?');
  const dropSeen = db.prepare('DELETE FROM visit_seen WHERE day <> ?');
  const readSeen = db.prepare<[string], { hash: Buffer }>('SELECT hash FROM visit_seen WHERE day = ?');
  const addSeen = db.prepare('INSERT OR IGNORE INTO visit_seen (day, hash) VALUES (?, ?)');
  const addCounts = db.prepare(
    `INSERT INTO visits_daily (property_id, day, views, visitors) VALUES (?, ?, ?, ?)
     ON CONFLICT (property_id, day) DO UPDATE
     SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
  );

  let day = '';
  let salt: Buffer = Buffer.alloc(0);
  /** The day's hashes as latin1 strings (one char per byte): cheap to keep in a Set. */
  let seen = new Set<string>();
  let fresh: Buffer[] = [];
  let pending = new Map<number, Pending>();
  let stopped = false;
  const limits = { ...BRAKE_DEFAULTS, ...options.brake };
  const brake = visitBrake(limits);

  const write = db.transaction((forDay: string) => {
    for (const [propertyId, counts] of pending) addCounts.run(propertyId, forDay, counts.views, counts.visitors);
    for (const hash of fresh) addSeen.run(forDay, hash);
  });

  /** The new day's salt and hashes; the other days' are deleted in the same transaction. */
  const enter = db.transaction((newDay: string) => {
    addSalt.run(newDay, randomBytes(32));
    dropSalts.run(newDay);
    dropSeen.run(newDay);
    const row = readSalt.get(newDay);
    if (!row) throw new Error(`No visit salt for ${newDay}`);
    return { salt: row.salt, seen: new Set(readSeen.all(newDay).map((r) => r.hash.toString('latin1'))) };
  });

  function flushPending(): void {
    if (pending.size === 0 && fresh.length === 0) return;
    write(day);
    // Cleared only once committed: a failed write is tried again with the next one.
    pending = new Map();
    fresh = [];
  }

  /** Counts still pending belong to the day they were made in, so they are written first. */
  function turnTo(today: string): void {
    flushPending();
    const entered = enter(today);
    day = today;
    salt = entered.salt;
    seen = entered.seen;
    brake.reset();
  }

  function flush(): void {
    if (stopped) return;
    flushPending();
    // Also when no one visits: the old salt must not outlive its day.
    const today = belgianDay(clock());
    if (today !== day) turnTo(today);
  }

  turnTo(belgianDay(clock()));

  const report = (what: string, error: unknown) =>
    options.log?.(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  const timer = setInterval(() => {
    try {
      flush();
    } catch (error) {
      report('Visit counts not written yet', error);
    }
  }, options.flushMs ?? 1000);
  timer.unref();

  return {
    hit(propertyId, visitor) {
      if (stopped) return;
      const today = belgianDay(clock());
      if (today !== day) turnTo(today);
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
      const counts = pending.get(propertyId) ?? { views: 0, visitors: 0 };
      counts.views += 1;
      if (!seen.has(key) && brake.mayAddVisitor(tally) && seen.size < limits.maxKeys) {
        tally.visitors += 1;
        seen.add(key);
        fresh.push(hash);
        counts.visitors += 1;
      }
      pending.set(propertyId, counts);
    },
    flush,
    heldKeys: () => seen.size + brake.size(),
    stop() {
      if (stopped) return;
      clearInterval(timer);
      // Closing the server must go on (and close the database) even if this last write fails.
      try {
        flushPending();
      } catch (error) {
        report('Visit counts lost at shutdown', error);
      }
      stopped = true;
    },
  };
}
