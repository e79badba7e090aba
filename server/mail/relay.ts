/**
 * Sends what the outbox holds. Each pass leases the due mails, sends them a few at a time (one
 * per pooled connection) and marks each sent as soon as the mail server took it. A mail the server refuses for good
 * (a 5xx answer about the mail: unknown recipient, refused content) is final at once: status
 * failed, kept with the server's answer, never tried again. Any other failure (a 4xx, a
 * refused or lost connection, a login refused) waits 30 s, then twice as long after each
 * further failure, up to 6 hours between tries, and is given up only after 5 days. A mail
 * carries a fixed Message-ID built from its outbox id, so if the process dies between the
 * mail server's answer and the "sent" mark, the repeat is recognisable as the same mail.
 */
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { outbox, type QueuedMail } from './outboxSync.ts';
import { isPermanentRefusal, type MailTransport } from './transport.ts';

export const BACKOFF = { firstMs: 30_000, maxMs: 6 * 3600_000, giveUpAfterMs: 5 * 24 * 3600_000 } as const;

export function nextAttemptDelay(attempts: number): number {
  return Math.min(BACKOFF.firstMs * 2 ** Math.max(0, attempts - 1), BACKOFF.maxMs);
}

export interface RelayOptions {
  db: Db;
  transport: MailTransport;
  clock: () => Date;
  from: string;
  /** Where uploads are kept, for attachments. */
  uploadDir: string;
  /** Domain of the Message-IDs. */
  domain: string;
  log?: (message: string) => void;
  /** How often the relay looks for due mail when nothing woke it. */
  pollMs?: number;
}

/** A header's name is a token; a value is one line. Anything else is dropped rather than sent. */
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,76}$/;
const RESERVED = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'reply-to', 'message-id', 'date', 'content-type']);

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

export function createRelay(options: RelayOptions) {
  const box = outbox(options.db);
  const LEASE_MS = 120_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  let closing = false;

  const toMessage = (mail: QueuedMail) => {
    const attachments = JSON.parse(mail.attachments) as { storedName: string; filename: string }[];
    const headers = extraHeaders(mail.headers);
    return {
      outboxId: mail.id,
      messageId: `<outbox-${mail.id}-${mail.created_at}@${options.domain}>`,
      date: new Date(mail.created_at),
      from: options.from,
      to: mail.to_address,
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: attachments.map((a) => ({ filename: a.filename, path: path.join(options.uploadDir, a.storedName) })),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    };
  };

  /** Sends one leased mail and records the outcome; 1 when it was delivered. */
  async function deliver(mail: QueuedMail): Promise<number> {
    try {
      await options.transport.send(toMessage(mail));
      box.markSent(mail.id, options.clock().getTime());
      return 1;
    } catch (error) {
      const at = options.clock().getTime();
      const permanent = isPermanentRefusal(error);
      const giveUp = permanent || at - mail.created_at >= BACKOFF.giveUpAfterMs;
      box.markFailed(mail.id, at + nextAttemptDelay(mail.attempts + 1), String(error), giveUp);
      const outcome = permanent ? ', refused for good' : giveUp ? ', given up' : '';
      options.log?.(
        `mail ${mail.id} to ${mail.role} not sent (attempt ${mail.attempts + 1}${outcome}): ${String(error)}`,
      );
      return 0;
    }
  }

  async function pass(): Promise<number> {
    let delivered = 0;
    // As many mails in flight as the transport has connections: a mail's time is mostly the
    // wait for the server's answer, which the others can use.
    const lanes = Math.max(1, options.transport.concurrency ?? 1);
    // Closing lets the mails being sent finish; the rest waits in the outbox for the next start.
    while (!closing) {
      const now = options.clock().getTime();
      const batch = box.claim(now, LEASE_MS, 20);
      if (batch.length === 0) return delivered;
      let next = 0;
      const lane = async () => {
        for (let mail = batch[next]; !closing && mail; mail = batch[next]) {
          next++;
          // Not `delivered += await …`: that reads `delivered` before the wait and loses the other lanes' counts.
          const sent = await deliver(mail);
          delivered += sent;
        }
      };
      await Promise.all(Array.from({ length: lanes }, lane));
      // Not sent: give the rest back at once rather than after their lease.
      if (next < batch.length) box.release(batch.slice(next).map((queued) => queued.id));
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
        if (again) {
          again = false;
          void run();
        } else schedule();
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const next = box.nextDueAt();
    const now = options.clock().getTime();
    const wait = Math.max(50, Math.min(options.pollMs ?? 30_000, next === null ? Infinity : next - now));
    timer = setTimeout(() => void run(), wait);
    timer.unref();
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
    async stop(): Promise<void> {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
      options.transport.close();
    },
  };
}

/** What the server needs of a relay, in-process (tests) or in its own thread (relayThread.ts). */
export interface Relay {
  start(): void;
  wake(): void;
  run(): Promise<number>;
  stop(): Promise<void>;
}
