/**
 * "Accepted means stored": a submission, its uploads (records and bytes), its mails and what
 * it changes (a booked visit, a newsletter subscription, a saved search) are written in one
 * transaction before the visitor gets 202. The same transaction records the captcha answer
 * (one answer, one form) and the Idempotency-Key with the answer given, so a repeated submit
 * gets the first answer and nothing is stored or mailed twice.
 *
 * The key is claimed first (its primary key, ON CONFLICT DO NOTHING): of two submits with one
 * key, on one instance or two, the second finds the claim, waits on PostgreSQL for the first's
 * transaction to end, and gets its answer, having written nothing of its own.
 *
 * On SQLite, group commit: the submissions that reach the store in the same turn of the event
 * loop are written in one transaction, each in its own savepoint, so a conflict undoes only its
 * own submission while the batch shares one fsync. On PostgreSQL each submission is its own
 * transaction and the pool runs them side by side. Nobody is answered before the commit.
 */
import type { Queryable, Sql } from '../db/sql.ts';
import { outbox } from '../mail/outbox.ts';
import { recipientCap } from '../mail/recipientCap.ts';
import type { OutgoingMail } from '../mail/render.ts';
import { writeEffects, type Effects } from './effects.ts';
import { crmJobs } from '../crm/leads/jobs.ts';
import { CONTENT_MAX, type LeadEndpoint } from '../crm/leads/lead.ts';

export type { DemandRow, Upload } from './effects.ts';

export interface Submission extends Effects {
  kind: string;
  subject: string | null;
  email: string | null;
  /** The values as stored: validated, without the captcha and without any password. */
  data: Record<string, unknown>;
  spam: boolean;
  mails: OutgoingMail[];
  captcha: { signature: string; expiresAt: number } | null;
  idempotency: { key: string; hash: string } | null;
  appointment?: { day: string; slot: string };
  /**
   * The CRM call this lead owes (server/crm/leads/), written beside it; its Subject and Content
   * are the agency mail's. `agencyMail` false: the CRM takes the leads, the agency gets no mail
   * of them (only of a lead the CRM refuses).
   */
  crm?: { endpoint: LeadEndpoint; params: Record<string, unknown>; secret: string | null; agencyMail: boolean };
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

/** The answer stored with a key: replayed for the same request, a conflict for another. */
async function answerOf(q: Queryable, key: string, kind: string, hash: string): Promise<StoreResult | null> {
  const row = await q.get<{ kind: string; request_hash: string; status: number; body: string }>(
    'SELECT kind, request_hash, status, body FROM idempotency WHERE key = ?',
    [key],
  );
  if (!row) return null;
  if (row.kind !== kind || row.request_hash !== hash) return { conflict: 'idempotency' };
  return { stored: { status: row.status, body: JSON.parse(row.body) as Record<string, unknown> }, replayed: true };
}

export function submissionStore(sql: Sql) {
  const box = outbox(sql);
  const jobs = crmJobs(sql);
  const cap = recipientCap();

  /** One submission, in the caller's transaction or savepoint; a conflict throws, undoing it. */
  async function write(tx: Queryable, s: Submission, now: number): Promise<StoreResult> {
    if (s.idempotency) {
      const { key, hash } = s.idempotency;
      // The answer is filled in below, once the submission has its id; nobody sees it before the commit.
      const claimed = await tx.run(
        `INSERT INTO idempotency (key, kind, request_hash, status, body, created_at) VALUES (?, ?, ?, 0, '{}', ?)
         ON CONFLICT (key) DO NOTHING`,
        [key, s.kind, hash, now],
      );
      // Forgotten between the claim and the read (a day old): as good as another request's.
      if (claimed.changes === 0) return (await answerOf(tx, key, s.kind, hash)) ?? { conflict: 'idempotency' };
    }
    if (s.captcha) {
      const used = await tx.run(
        'INSERT INTO captcha_used (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING',
        [s.captcha.signature, s.captcha.expiresAt],
      );
      if (used.changes === 0) throw new Conflict('captcha');
    }
    const row = await tx.get<{ id: number }>(
      `INSERT INTO submissions (kind, lng, subject, email, data, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       RETURNING id`,
      [s.kind, s.lng, s.subject, s.email, JSON.stringify(s.data), s.spam ? 'spam' : 'accepted', now],
    );
    const id = Number(row?.id);
    if (!s.spam) {
      if (s.appointment && s.subject) {
        const booked = await tx.run(
          `INSERT INTO appointments (submission_id, subject, day, slot) VALUES (?, ?, ?, ?)
           ON CONFLICT (subject, day, slot) DO NOTHING`,
          [id, s.subject, s.appointment.day, s.appointment.slot],
        );
        if (booked.changes === 0) throw new Conflict('slot');
      }
      await writeEffects(tx, id, s, now);
      // The daily cap per typed address (recipientCap.ts): past it, the friend's mail refuses the submission.
      const admitted = await cap.admit(tx, s.mails, now);
      if (!admitted) throw new Conflict('recipient');
      let mails = admitted;
      if (s.crm) {
        const agency = admitted.find((mail) => mail.role === 'agency');
        const params = {
          ...s.crm.params,
          ...(agency ? { Subject: agency.subject, Content: agency.text.slice(0, CONTENT_MAX) } : {}),
        };
        await jobs.add(tx, { submissionId: id, endpoint: s.crm.endpoint, params, secret: s.crm.secret }, now);
        if (!s.crm.agencyMail) mails = admitted.filter((mail) => mail.role !== 'agency');
      }
      for (const mail of mails) await box.add(tx, id, mail, now);
    }
    const answer: StoredAnswer = { status: 202, body: { id, kind: s.kind } };
    if (s.idempotency) {
      await tx.run('UPDATE idempotency SET status = ?, body = ? WHERE key = ?', [
        answer.status,
        JSON.stringify(answer.body),
        s.idempotency.key,
      ]);
    }
    return { stored: answer, replayed: false };
  }

  const refused = (error: unknown): StoreResult => {
    if (error instanceof Conflict) return { conflict: error.reason };
    throw error;
  };

  let lastCleanup = 0;
  /** Spent captchas, old keys and past days' caps: forgotten outside the submissions' transactions. */
  async function housekeeping(now: number): Promise<void> {
    await cap.forget(sql, now);
    if (now - lastCleanup <= CLEANUP_INTERVAL_MS) return;
    lastCleanup = now;
    await sql.run('DELETE FROM captcha_used WHERE expires_at < ?', [now]);
    await sql.run('DELETE FROM idempotency WHERE created_at < ?', [now - IDEMPOTENCY_TTL_MS]);
  }

  interface Pending {
    submission: Submission;
    now: number;
    resolve: (result: StoreResult) => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];

  /** SQLite: the batch of this turn in one IMMEDIATE transaction (one fsync), a savepoint each. */
  function flush(): void {
    const batch = queue;
    queue = [];
    const outcomes = housekeeping(batch[0]?.now ?? 0).then(() =>
      sql.tx(async (tx) => {
        const out: ({ result: StoreResult } | { failed: unknown })[] = [];
        for (const { submission, now } of batch) {
          try {
            out.push({ result: await tx.savepoint((sp) => write(sp, submission, now)) });
          } catch (error) {
            // The savepoint of this submission is already rolled back; the others go on.
            out.push(error instanceof Conflict ? { result: { conflict: error.reason } } : { failed: error });
          }
        }
        return out;
      }),
    );
    outcomes.then(
      (out) =>
        batch.forEach((pending, index) => {
          const outcome = out[index];
          if (outcome && 'failed' in outcome) pending.reject(outcome.failed);
          else if (outcome) pending.resolve(outcome.result);
        }),
      // The commit itself failed (disk full, I/O error): nothing of the batch is stored.
      (error: unknown) => batch.forEach((pending) => pending.reject(error)),
    );
  }

  /** PostgreSQL: a transaction of its own, beside the others the pool runs. */
  async function alone(submission: Submission, now: number): Promise<StoreResult> {
    await housekeeping(now);
    return sql.tx((tx) => write(tx, submission, now)).catch(refused);
  }

  const inFlight = new Set<Promise<unknown>>();

  return {
    /** The first answer to this key, when there is one (checked again inside the write). */
    replay: (key: string, kind: string, hash: string): Promise<StoreResult | null> => answerOf(sql, key, kind, hash),
    /** Resolves once the submission is committed (or refused by a conflict). */
    store(submission: Submission, now: number): Promise<StoreResult> {
      const done =
        sql.engine === 'sqlite'
          ? new Promise<StoreResult>((resolve, reject) => {
              if (queue.length === 0) setImmediate(flush);
              queue.push({ submission, now, resolve, reject });
            })
          : alone(submission, now);
      inFlight.add(done);
      const forget = () => inFlight.delete(done);
      done.then(forget, forget);
      return done;
    },
    /** Waits for every submission handed over so far (before the connection closes). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    /** Slots of a property already booked from `fromDay` on. */
    async bookedSlots(subject: string, fromDay: string): Promise<Set<string>> {
      const rows = await sql.all<{ value: string }>(
        `SELECT day || ' ' || slot AS "value" FROM appointments WHERE subject = ? AND day >= ?`,
        [subject, fromDay],
      );
      return new Set(rows.map((row) => row.value));
    },
  };
}

export type SubmissionStore = ReturnType<typeof submissionStore>;
