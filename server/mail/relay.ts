/**
 * Sends what the outbox holds. Each pass leases the due mails, sends them a few at a time (one
 * per pooled connection) and marks each sent as soon as the mail server took it. A mail the server refuses for good
 * (a 5xx answer about the mail: unknown recipient, refused content) is final at once: status
 * failed, kept with the server's answer, never tried again. Any other failure (a 4xx, a
 * refused or lost connection, a login refused) waits 30 s, then twice as long after each
 * further failure, up to 6 hours between tries, and is given up only after 5 days. A mail
 * carries a fixed Message-ID built from its outbox id, so if the process dies between the
 * mail server's answer and the "sent" mark, the repeat is recognisable as the same mail.
 *
 * Several relays may drain one outbox (several server instances on one PostgreSQL database):
 * the lease (outbox.ts) gives each mail to one of them, and a relay starts a mail only while
 * its lease has long enough left to finish it, so no other relay can claim a mail still
 * being sent (leases are times on each instance's own clock, which NTP keeps within far less
 * than that margin).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '../db/sql.ts';
import { outbox, type QueuedMail } from './outbox.ts';
import { isPermanentRefusal, type MailTransport } from './transport.ts';
import { settlesWithin } from '../grace.ts';

export const BACKOFF = { firstMs: 30_000, maxMs: 6 * 3600_000, giveUpAfterMs: 5 * 24 * 3600_000 } as const;

export function nextAttemptDelay(attempts: number): number {
  return Math.min(BACKOFF.firstMs * 2 ** Math.max(0, attempts - 1), BACKOFF.maxMs);
}

export interface RelayOptions {
  sql: Sql;
  transport: MailTransport;
  clock: () => Date;
  from: string;
  /** Where uploads were kept before they were stored in the database, for their attachments. */
  uploadDir: string;
  /** Domain of the Message-IDs. */
  domain: string;
  log?: (message: string) => void;
  /** How often the relay looks for due mail when nothing woke it. */
  pollMs?: number;
  /** How long a claimed mail is this relay's (2 minutes; the two-instance test shortens it). */
  leaseMs?: number;
}

/** A header's name is a token; a value is one line. Anything else is dropped rather than sent. */
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,76}$/;
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'reply-to',
  'message-id',
  'date',
  'content-type',
  'auto-submitted',
  'x-auto-response-suppress',
]);

/**
 * Every mail the site sends is written by a machine, never typed by a person (RFC 3834): a
 * visitor's out-of-office must not answer the confirmation, nor the agency's answer a notice
 * whose Reply-To is the visitor, or two robots mail each other in a loop. Auto-Submitted is the
 * standard; X-Auto-Response-Suppress is what Exchange and Outlook read instead.
 */
export const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' } as const;

/**
 * The extra header lines stored with a mail (List-Unsubscribe and List-Unsubscribe-Post of the
 * alerts). The mail's own addressing is never overridden from here, and a stored value that is
 * not one plain line (a header injection) is left out.
 */
export function extraHeaders(json: string | undefined): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!HEADER_NAME.test(name) || RESERVED.has(name.toLowerCase())) continue;
    // eslint-disable-next-line no-control-regex
    if (typeof value !== 'string' || /[\u0000-\u001f\u007f]/.test(value) || value.length > 900) continue;
    headers[name] = value;
  }
  return headers;
}

/** How long a claimed mail is the relay's (RelayOptions.leaseMs); half of it must be left to start a mail. */
const LEASE_MS = 120_000;

interface StoredAttachment {
  storedName: string;
  filename: string;
}

/**
 * An upload's bytes: from the database (upload_files, written in its submission's
 * transaction), else from the upload folder, where files stored before that were kept; null
 * when it is in neither. A folder that cannot be read (permissions, a disk gone) throws: the
 * mail waits and is tried again, as for any other passing failure.
 */
export async function uploadContent(sql: Sql, uploadDir: string, storedName: string): Promise<Buffer | null> {
  const row = await sql.get<{ content: Buffer }>('SELECT content FROM upload_files WHERE stored_name = ?', [
    storedName,
  ]);
  if (row) return row.content;
  // A name is ours (a uuid and an extension); anything else never reaches outside the folder.
  if (path.basename(storedName) !== storedName || storedName.startsWith('.')) return null;
  try {
    return await readFile(path.join(uploadDir, storedName));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * An attachment found nowhere does not hold its mail back. The visitor's message is what the
 * agency must get, and a file in neither place will not come back: the row is committed with
 * the mail itself, and an older file was written before its submission was stored. So the
 * mail goes at once, with a short text file in the attachment's place (the agency then knows
 * to ask the sender again, instead of thinking its mail program lost it), and the outbox row
 * keeps the reason beside status "sent" for the operator (a backup may still hold the file).
 */
function missingNote(attachment: StoredAttachment) {
  return {
    filename: `${attachment.filename}.missing.txt`,
    content:
      `The file "${attachment.filename}" sent with this form could not be attached: the server no longer ` +
      `holds it (stored as ${attachment.storedName}). Please ask the sender for it again.\n`,
  };
}

export function createRelay(options: RelayOptions) {
  const box = outbox(options.sql);
  const leaseMs = options.leaseMs ?? LEASE_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let scheduling: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let closing = false;
  /** The grace of a stop ran out: what is still being sent is given back, and nothing more is written. */
  let abandoned = false;
  /** Claimed by this relay and neither sent nor given back: what a stop hands back when its grace runs out. */
  const held = new Set<number>();

  async function toMessage(mail: QueuedMail) {
    const stored = JSON.parse(mail.attachments) as StoredAttachment[];
    const missing: StoredAttachment[] = [];
    const attachments = [];
    for (const attachment of stored) {
      const content = await uploadContent(options.sql, options.uploadDir, attachment.storedName);
      if (content) attachments.push({ filename: attachment.filename, content });
      else {
        missing.push(attachment);
        attachments.push(missingNote(attachment));
      }
    }
    const headers = { ...AUTOMATIC_HEADERS, ...extraHeaders(mail.headers) };
    const message = {
      outboxId: mail.id,
      messageId: `<outbox-${mail.id}-${mail.created_at}@${options.domain}>`,
      date: new Date(mail.created_at),
      from: options.from,
      to: mail.to_address,
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments,
      headers,
    };
    return { message, missing };
  }

  /**
   * Sends one leased mail and records the outcome; 1 when it was delivered. A failure to
   * record it (the database gone) is thrown: the pass stops, and a mail sent but not marked
   * goes again, with the same Message-ID, once its lease is over.
   */
  async function deliver(mail: QueuedMail): Promise<number> {
    let missing: StoredAttachment[];
    try {
      const built = await toMessage(mail);
      missing = built.missing;
      await options.transport.send(built.message);
    } catch (error) {
      // Given back at shutdown while being sent: it goes again, whatever this send became.
      if (abandoned) return 0;
      const at = options.clock().getTime();
      const permanent = isPermanentRefusal(error);
      const giveUp = permanent || at - mail.created_at >= BACKOFF.giveUpAfterMs;
      await box.markFailed(mail.id, at + nextAttemptDelay(mail.attempts + 1), String(error), giveUp);
      const outcome = permanent ? ', refused for good' : giveUp ? ', given up' : '';
      options.log?.(
        `mail ${mail.id} to ${mail.role} not sent (attempt ${mail.attempts + 1}${outcome}): ${String(error)}`,
      );
      return 0;
    }
    // Taken by the mail server after it was given back: it may go twice, never zero times.
    if (abandoned) return 0;
    const note =
      missing.length === 0
        ? null
        : `sent without ${missing.map((a) => `"${a.filename}" (${a.storedName})`).join(', ')}: ` +
          'found neither in the database nor in the upload folder';
    if (note) options.log?.(`mail ${mail.id} to ${mail.role} ${note}`);
    await box.markSent(mail.id, options.clock().getTime(), note);
    return 1;
  }

  async function pass(): Promise<number> {
    let delivered = 0;
    // As many mails in flight as the transport has connections: a mail's time is mostly the
    // wait for the server's answer, which the others can use.
    const lanes = Math.max(1, options.transport.concurrency ?? 1);
    // Closing lets the mails being sent finish; the rest waits in the outbox for the next start.
    while (!closing) {
      const now = options.clock().getTime();
      const batch = await box.claim(now, leaseMs, 20);
      if (batch.length === 0) return delivered;
      for (const mail of batch) held.add(mail.id);
      let next = 0;
      let failure: { error: unknown } | null = null;
      // Past this, a mail could still be on its way when its lease ends and another relay takes it.
      const lastStart = now + leaseMs / 2;
      const lane = async () => {
        try {
          while (!closing && !failure && next < batch.length && options.clock().getTime() <= lastStart) {
            const mail = batch[next++] as QueuedMail;
            // Not `delivered += await …`: that reads `delivered` before the wait and loses the other lanes' counts.
            const sent = await deliver(mail);
            held.delete(mail.id);
            delivered += sent;
          }
        } catch (error) {
          failure ??= { error };
        }
      };
      // Every lane ends before the pass does: close() waits for the pass, then closes the database.
      await Promise.all(Array.from({ length: lanes }, lane));
      if (abandoned) return delivered;
      // Not started: give them back at once rather than after their lease.
      const unstarted = batch.slice(next).map((queued) => queued.id);
      if (unstarted.length > 0) {
        await box.release(unstarted);
        for (const id of unstarted) held.delete(id);
        if (closing) options.log?.(`${unstarted.length} claimed mails given back unsent at shutdown`);
      }
      if (failure) throw (failure as { error: unknown }).error;
    }
    return delivered;
  }

  /** Runs one pass now (or right after the current one); resolves with the mails delivered. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        options.log?.(`relay pass failed: ${String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        // Whatever a pass that failed half-way still counts as held is no longer this relay's to give back.
        held.clear();
        if (again) {
          again = false;
          void run();
        } else schedule();
      });
    return running;
  }

  /** The next pass when the next mail is due, or after pollMs at the latest (mail another instance queued). */
  function schedule(): void {
    if (stopped) return;
    const pending = box.nextDueAt().catch((error: unknown) => {
      options.log?.(`relay could not read the outbox: ${String(error)}`);
      return null;
    });
    scheduling = pending.then((next) => {
      // A pass begun meanwhile (wake) schedules again when it ends.
      if (stopped || running) return;
      if (timer) clearTimeout(timer);
      const now = options.clock().getTime();
      const wait = Math.max(50, Math.min(options.pollMs ?? 30_000, next === null ? Infinity : next - now));
      timer = setTimeout(() => void run(), wait);
      timer.unref();
    });
  }

  /**
   * The mails still being sent when a stop's grace ran out go back to the queue at once, for
   * another instance or the next start, rather than after their lease. A mail server may yet
   * take one of them: it then goes twice (with the same Message-ID), which is better than a
   * mail marked sent that never left.
   */
  async function abandon(): Promise<void> {
    abandoned = true;
    const ids = [...held];
    held.clear();
    try {
      await box.release(ids);
      options.log?.(
        `the shutdown's grace is over: ${ids.length} claimed mails given back (${ids.join(', ')}); ` +
          'one the mail server takes after all goes again, with the same Message-ID',
      );
    } catch (error) {
      options.log?.(`${ids.length} claimed mails could not be given back; they wait for their lease: ${String(error)}`);
    }
  }

  return {
    /** Starts the background loop: a pass now, then whenever mail is due. */
    start(): void {
      stopped = false;
      void run();
    },
    /** A new submission: send without waiting for the next poll. */
    wake(): void {
      if (!stopped) void run();
    },
    run,
    async stop(graceMs?: number): Promise<void> {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      if (running && !(await settlesWithin(running, graceMs))) await abandon();
      await scheduling;
      options.transport.close();
    },
  };
}

/** What the server needs of a relay, in-process (tests) or in its own thread (relayThread.ts). */
export interface Relay {
  start(): void;
  wake(): void;
  run(): Promise<number>;
  /**
   * Takes no new mail and lets the mails being sent finish; the claimed ones not started are
   * given back. With a grace, the ones still being sent when it runs out are given back too.
   */
  stop(graceMs?: number): Promise<void>;
}
