/**
 * The mail relay's own thread. Building a MIME message and handing it to the mail server is
 * the slowest part of a submission's life; here it never holds up the thread that answers
 * visitors. The worker opens its own connection to the database (on SQLite the same file,
 * which WAL lets it read while others write; on PostgreSQL a pool of its own, of which it
 * uses a few connections at most) and runs the same relay as the tests run in-process. The
 * calls that come while it opens wait in the thread's port.
 *
 * On SQLite its connection commits with synchronous=NORMAL: it only writes leases and "sent" or retry
 * marks, and a mark lost to a power cut means that mail goes once more with the same
 * Message-ID, the caveat the relay already documents for a crash between send and mark.
 *
 * The thread runs at a lower scheduling priority (on Linux, nice applies per thread): when
 * the cores are busy answering visitors, mail waits its turn in the outbox, where it is safe;
 * when they are not, it goes at once.
 */
import { constants, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { openSql } from '../db/open.ts';
import type { DatabaseSettings } from '../db/settings.ts';
import { serveThread } from '../threads/serve.ts';
import { createRelay } from './relay.ts';
import { fileTransport, smtpTransport, type SmtpSettings } from './transport.ts';

export interface RelayWorkerData {
  database: DatabaseSettings;
  /** SMTP, or null for .eml files in outboxDir. */
  smtp: SmtpSettings | null;
  outboxDir: string;
  from: string;
  uploadDir: string;
  domain: string;
}

try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not allowed here (some containers, some systems): the relay runs at normal priority.
}

const data = workerData as RelayWorkerData;
const sql = await openSql(data.database, { role: 'relay', synchronous: 'NORMAL' });
const thread = serveThread({
  call: () => relay.run(),
  note: () => relay.wake(),
  stop: async (graceMs) => {
    await relay.stop(graceMs);
    await sql.close();
  },
});
const relay = createRelay({
  sql,
  transport: data.smtp ? smtpTransport(data.smtp) : fileTransport(data.outboxDir),
  clock: () => new Date(),
  from: data.from,
  uploadDir: data.uploadDir,
  domain: data.domain,
  log: thread.log,
});
relay.start();
