/**
 * "Accepted means stored": a submission, its uploads' records, its mails and what it changes
 * (a booked visit, a newsletter subscription, a saved search) are written in one SQLite
 * transaction before the visitor gets 202. The same transaction records the captcha answer
 * (one answer, one form) and the Idempotency-Key with the answer given, so a repeated submit
 * gets the first answer and nothing is stored or mailed twice.
 *
 * Group commit: the submissions that reach the store in the same turn of the event loop are
 * written in one outer transaction, each in its own savepoint, so a conflict undoes only its
 * own submission while the batch shares one fsync. Nobody is answered before that commit.
 */
import type { Db } from '../db/database.ts';
import { outbox } from '../mail/outboxSync.ts';
import { recipientCap } from '../mail/recipientCap.ts';
import type { OutgoingMail } from '../mail/render.ts';

export interface Submission {
  kind: string;
  lng: string;
  subject: string | null;
  email: string | null;
  /** The values as stored: validated, without the captcha and without any password. */
  data: Record<string, unknown>;
  spam: boolean;
  mails: OutgoingMail[];
  uploads: { field: string; storedName: string; type: string; bytes: number; originalName: string }[];
  captcha: { signature: string; expiresAt: number } | null;
  idempotency: { key: string; hash: string } | null;
  appointment?: { day: string; slot: string };
  newsletter?: { email: string; firstName: string | null; subscribe: boolean };
  demand?: DemandRow;
}

export interface DemandRow {
  email: string;
  goal: string;
  types: number[];
  zones: string[];
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  minLiving: number | null;
  minPlot: number | null;
  /** EPC at most: a letter a-g, null for any. */
  epc: string | null;
  parking: boolean;
  terrace: boolean;
  garden: boolean;
  lift: boolean;
  newBuild: boolean;
  passwordHash: string;
  /** The saved search's key in its mail links (server/alerts/token.ts). */
  token: string;
}

export interface StoredAnswer {
  status: number;
  body: Record<string, unknown>;
}

export type StoreResult =
  { stored: StoredAnswer; replayed: boolean } | { conflict: 'captcha' | 'slot' | 'idempotency' | 'recipient' };

/**
 * How long an Idempotency-Key is remembered: a browser repeats a submit within seconds or
 * minutes (a retry, a double click, a reload), never a day later; after that the row is only
 * weight. Keys are forgotten when the store writes, at most once per CLEANUP_INTERVAL_MS:
 * a table nobody writes to does not grow.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
const CLEANUP_INTERVAL_MS = 3600_000;

class Conflict extends Error {
  constructor(readonly reason: 'captcha' | 'slot' | 'recipient') {
    super(reason);
  }
}

export function submissionStore(db: Db) {
  const box = outbox(db);
  const cap = recipientCap(db);
  const findKey = db.prepare('SELECT kind, request_hash, status, body FROM idempotency WHERE key = ?');
  const insertKey = db.prepare(
    'INSERT INTO idempotency (key, kind, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const useCaptcha = db.prepare('INSERT OR IGNORE INTO captcha_used (signature, expires_at) VALUES (?, ?)');
  const forgetCaptchas = db.prepare('DELETE FROM captcha_used WHERE expires_at < ?');
  const forgetKeys = db.prepare('DELETE FROM idempotency WHERE created_at < ?');
  const insertSubmission = db.prepare(
    'INSERT INTO submissions (kind, lng, subject, email, data, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertUpload = db.prepare(
    'INSERT INTO uploads (submission_id, field, stored_name, type, bytes, original_name) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const book = db.prepare('INSERT OR IGNORE INTO appointments (submission_id, subject, day, slot) VALUES (?, ?, ?, ?)');
  const subscribe = db.prepare(
    `INSERT INTO newsletter (email, lng, first_name, subscribed_at, unsubscribed_at) VALUES (?, ?, ?, ?, NULL)
     ON CONFLICT (email) DO UPDATE SET lng = excluded.lng, first_name = COALESCE(excluded.first_name, first_name),
       subscribed_at = excluded.subscribed_at, unsubscribed_at = NULL`,
  );
  const unsubscribe = db.prepare('UPDATE newsletter SET unsubscribed_at = ? WHERE email = ?');
  // A saved search waits for its double opt-in (the confirm link of the visitor's mail).
  const insertDemand = db.prepare(
    `INSERT INTO demands (submission_id, email, lng, goal, types, zones, min_price, max_price, bedrooms, bathrooms,
       garages, min_living, min_plot, epc, parking, terrace, garden, lift, new_build, password_hash, token, status,
       created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
  );
  const taken = db.prepare("SELECT day || ' ' || slot AS value FROM appointments WHERE subject = ? AND day >= ?");

  function replay(key: string, kind: string, hash: string): StoreResult | null {
    const row = findKey.get(key) as { kind: string; request_hash: string; status: number; body: string } | undefined;
    if (!row) return null;
    if (row.kind !== kind || row.request_hash !== hash) return { conflict: 'idempotency' };
    return { stored: { status: row.status, body: JSON.parse(row.body) as Record<string, unknown> }, replayed: true };
  }

  const write = db.transaction((s: Submission, now: number): StoreResult => {
    if (s.idempotency) {
      const earlier = replay(s.idempotency.key, s.kind, s.idempotency.hash);
      if (earlier) return earlier;
    }
    if (s.captcha && useCaptcha.run(s.captcha.signature, s.captcha.expiresAt).changes === 0)
      throw new Conflict('captcha');
    const { lastInsertRowid } = insertSubmission.run(
      s.kind,
      s.lng,
      s.subject,
      s.email,
      JSON.stringify(s.data),
      s.spam ? 'spam' : 'accepted',
      now,
    );
    const id = Number(lastInsertRowid);
    if (!s.spam) {
      if (s.appointment && s.subject) {
        if (book.run(id, s.subject, s.appointment.day, s.appointment.slot).changes === 0) throw new Conflict('slot');
      }
      for (const upload of s.uploads) {
        insertUpload.run(id, upload.field, upload.storedName, upload.type, upload.bytes, upload.originalName);
      }
      if (s.newsletter?.subscribe) subscribe.run(s.newsletter.email, s.lng, s.newsletter.firstName, now);
      if (s.newsletter && !s.newsletter.subscribe) unsubscribe.run(now, s.newsletter.email);
      if (s.demand) {
        const d = s.demand;
        insertDemand.run(
          id,
          d.email,
          s.lng,
          d.goal,
          JSON.stringify(d.types),
          JSON.stringify(d.zones),
          d.minPrice,
          d.maxPrice,
          d.bedrooms,
          d.bathrooms,
          d.garages,
          d.minLiving,
          d.minPlot,
          d.epc,
          d.parking ? 1 : 0,
          d.terrace ? 1 : 0,
          d.garden ? 1 : 0,
          d.lift ? 1 : 0,
          d.newBuild ? 1 : 0,
          d.passwordHash,
          d.token,
          now,
        );
      }
      // The daily cap per typed address (recipientCap.ts): past it, the friend's mail refuses the submission.
      const admitted = cap.admit(s.mails, now);
      if (!admitted) throw new Conflict('recipient');
      for (const mail of admitted) box.add(id, mail, now);
    }
    const answer: StoredAnswer = { status: 202, body: { id, kind: s.kind } };
    if (s.idempotency) {
      insertKey.run(s.idempotency.key, s.kind, s.idempotency.hash, answer.status, JSON.stringify(answer.body), now);
    }
    return { stored: answer, replayed: false };
  });

  interface Pending {
    submission: Submission;
    now: number;
    resolve: (result: StoreResult) => void;
    reject: (error: unknown) => void;
  }
  type Outcome = StoreResult | { failed: unknown };

  const writeBatch = db.transaction((batch: Pending[]): Outcome[] =>
    batch.map(({ submission, now }) => {
      try {
        return write(submission, now);
      } catch (error) {
        // The savepoint of this submission is already rolled back; the others go on.
        if (error instanceof Conflict) return { conflict: error.reason };
        return { failed: error };
      }
    }),
  );

  let queue: Pending[] = [];
  let lastCleanup = 0;

  function flush(): void {
    const batch = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      const now = batch[0]?.now ?? 0;
      if (now - lastCleanup > CLEANUP_INTERVAL_MS) {
        lastCleanup = now;
        forgetCaptchas.run(now);
        forgetKeys.run(now - IDEMPOTENCY_TTL_MS);
      }
      // IMMEDIATE: take the write lock first. A deferred transaction that read before the relay
      // thread wrote could not upgrade (SQLITE_BUSY_SNAPSHOT) and would fail the whole batch.
      outcomes = writeBatch.immediate(batch);
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of the batch is stored.
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome && 'failed' in outcome) pending.reject(outcome.failed);
      else if (outcome) pending.resolve(outcome);
    });
  }

  return {
    /** The first answer to this key, when there is one (checked again inside the write). */
    replay,
    /** Resolves once the submission is committed to disk (or refused by a conflict). */
    store(submission: Submission, now: number): Promise<StoreResult> {
      return new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ submission, now, resolve, reject });
      });
    },
    /** Slots of a property already booked from `fromDay` on. */
    bookedSlots(subject: string, fromDay: string): Set<string> {
      return new Set((taken.all(subject, fromDay) as { value: string }[]).map((row) => row.value));
    },
  };
}

export type SubmissionStore = ReturnType<typeof submissionStore>;
