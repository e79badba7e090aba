/**
 * A real SMTP server on 127.0.0.1 that answers each recipient as a mail server would: 550 for
 * an address it does not know (permanent), 451 while it is busy (a temporary refusal), 250
 * otherwise; it keeps what it was offered and can take its time over each mail.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const GONE = 'gone@example.be';
export const BUSY = 'busy@example.be';

export interface AnsweringSmtp {
  port: number;
  server: SMTPServer;
  /** Every recipient offered, in order. */
  tried: string[];
  /** Every mail whose content arrived (before the server's answer to it). */
  received: { to: string[]; raw: string }[];
  /** BUSY is refused while this holds. */
  busy: boolean;
  /** Milliseconds the server takes before it accepts a mail's content. */
  answerMs: number;
  /** From now on, mails' contents are received but not answered until release(). */
  hold(): void;
  /** Answers the held mails, and the next ones as they come. */
  release(): void;
  /** The Message-ID of each mail received. */
  messageIds(): string[];
  close(): Promise<void>;
}

export async function answeringSmtp(): Promise<AnsweringSmtp> {
  const state = { busy: true, answerMs: 0 };
  const tried: string[] = [];
  const received: AnsweringSmtp['received'] = [];
  let held: (() => void)[] | null = null;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      tried.push(address.address);
      if (address.address === GONE)
        return callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
      if (address.address === BUSY && state.busy)
        return callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        const answer = () => setTimeout(callback, state.answerMs);
        if (held) held.push(answer);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    port: (server.server.address() as AddressInfo).port,
    server,
    tried,
    received,
    hold: () => {
      held ??= [];
    },
    release: () => {
      const answers = held ?? [];
      held = null;
      for (const answer of answers) answer();
    },
    messageIds: () => received.map((m) => /^Message-ID: *(<[^>]+>)/im.exec(m.raw)?.[1] ?? '?'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
