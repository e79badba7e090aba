/**
 * The mail relay draining its outbox into a real SMTP server on 127.0.0.1: MAILS mails (a
 * rendered contact message each, as the forms queue them) in the database, sent over the
 * relay's connection pool, leased and marked sent one by one as in production. Every mail
 * must arrive exactly once. By default a new SQLite file (opened as the relay thread opens
 * it); given settings, that database, which must be one of the bench's own: it starts only
 * on an empty outbox, and removes the mails it queued when it is done. Run alone with
 * `npx tsx tools/bench/relayBench.ts` (BENCH_DATABASE_URL for a PostgreSQL database, in
 * schema bench_relay).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { openSql } from '../../server/db/open.ts';
import type { DatabaseSettings } from '../../server/db/settings.ts';
import { inList } from '../../server/db/sql.ts';
import { outbox } from '../../server/mail/outbox.ts';
import { createRelay } from '../../server/mail/relay.ts';
import { renderMails } from '../../server/mail/render.ts';
import { SMTP_POOL, smtpTransport } from '../../server/mail/transport.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';

export interface RelayBench {
  engine: DatabaseSettings['engine'];
  mails: number;
  delivered: number;
  duplicates: number;
  seconds: number;
  perSecond: number;
  sessions: number;
}

export async function benchRelay(mails = 2_000, database?: DatabaseSettings): Promise<RelayBench> {
  const received = new Map<string, number>();
  let sessions = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      sessions++;
      callback();
    },
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID: *(<[^>]+>)/im.exec(head)?.[1] ?? '?';
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-relay-'));
  const settings = database ?? { engine: 'sqlite', file: path.join(dir, 'site.db') };
  const sql = await openSql(settings, { role: 'relay', synchronous: 'NORMAL' });
  const waiting = await sql.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM outbox WHERE status = 'pending'`);
  if (waiting?.n) {
    await sql.close();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `relay bench: the database's outbox holds ${waiting.n} mails; give the bench a database of its own`,
    );
  }
  const agency = {
    name: 'Immo Famenne',
    email: 'info@immo-famenne.be',
    phone: '084 31 00 00',
    address: 'Rue du Luxembourg 1, 6900 Marche-en-Famenne',
    siteUrl: 'https://www.immo-famenne.be',
  };
  const [mail] = renderMails({
    kind: 'site-contact',
    lng: 'fr',
    values: { ...VALID_VALUES['site-contact'] },
    subject: null,
    uploads: [],
    agency,
    agencyInbox: agency.email,
    typeName: () => undefined,
    now: new Date(),
    newsletterUrl: `${agency.siteUrl}/fr/newsletter/`,
  });
  if (!mail) throw new Error('relay bench: no mail rendered');
  const box = outbox(sql);
  const queuedAt = Date.now();
  const ids = await sql.tx(async (tx) => {
    const added: number[] = [];
    for (let i = 0; i < mails; i++) added.push(await box.add(tx, null, mail, queuedAt));
    return added;
  });

  const relay = createRelay({
    sql,
    transport: smtpTransport({ host: '127.0.0.1', port, ignoreTls: true }),
    clock: () => new Date(),
    from: agency.email,
    uploadDir: dir,
    domain: 'immo-famenne.be',
    log: (line) => {
      if (process.env.BENCH_LOG) console.error(line);
    },
  });
  const started = process.hrtime.bigint();
  let delivered = 0;
  // A pass ends when nothing is due; a failed mail would wait for its retry, so stop at no progress.
  for (let sent = -1; sent !== 0;) {
    sent = await relay.run();
    delivered += sent;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await relay.stop();
  for (let i = 0; i < ids.length; i += 500) {
    const some = ids.slice(i, i + 500);
    await sql.run(`DELETE FROM outbox WHERE id IN ${inList(some)}`, some);
  }
  await sql.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
  const duplicates = [...received.values()].reduce((sum, n) => sum + n - 1, 0);
  return { engine: settings.engine, mails, delivered, duplicates, seconds, perSecond: delivered / seconds, sessions };
}

export function relayLine(result: RelayBench): string {
  return (
    `\nMail relay, outbox (${result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}) to a local SMTP server, pool of ${SMTP_POOL.maxConnections} connections ` +
    `(${SMTP_POOL.maxMessages} mails each): ${result.delivered} of ${result.mails} mails in ` +
    `${result.seconds.toFixed(2)} s, ${result.perSecond.toFixed(0)} mails/s, ${result.sessions} SMTP sessions, ` +
    `${result.duplicates === 0 ? 'no duplicate' : `${result.duplicates} DUPLICATES`}. Target: >= 100 mails/s`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.BENCH_DATABASE_URL;
  const database: DatabaseSettings | undefined = url
    ? { engine: 'postgres', url, schema: 'bench_relay', poolSize: 4 }
    : undefined;
  console.log(relayLine(await benchRelay(Number(process.env.BENCH_MAILS ?? 2_000), database)));
}
