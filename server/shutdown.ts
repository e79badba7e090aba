/**
 * The server's stop on SIGTERM or SIGINT, within a limit (SHUTDOWN_GRACE_MS, 10 s):
 * - the listening socket closes at once: a new connection is refused, so a balancer sends it
 *   elsewhere; a request that still comes on an open keep-alive connection gets Fastify's 503
 *   with `Connection: close`;
 * - the requests under way have the grace to finish, and get their answers;
 * - the background loops stop at once (server/app/lifecycle.ts): the mail relay and the CRM lead
 *   delivery give back the rows they claimed and did not start, and finish what they are sending
 *   within the grace; the alerts and the retention finish their run; the sync's child is told to stop;
 * - the database closes and the process exits 0.
 * When the grace runs out, the requests still running are cut (their sockets closed, each
 * logged with its method, path and age), what the loops are still sending is given back to the
 * queue at once (it may go twice, never zero times), and the process exits 1 once the database
 * is closed: the supervisor's log then says the stop was not clean. Whatever holds the close up
 * beyond CLOSE_MARGIN_MS more ends with the process (exit 1); rows still leased then wait for
 * their lease (2 minutes) as after a crash. A second signal during the grace exits at once (1).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { redactTokens } from './logRedaction.ts';

/** After the grace: the time to give back what was claimed and close the database. */
export const CLOSE_MARGIN_MS = 5_000;

export interface ShutdownOptions {
  /** SHUTDOWN_GRACE_MS. */
  graceMs: number;
  /** Stopped at once with the server (the sync's child process). */
  also?: () => void;
  /** The signals that stop the server; tests call shutdown() instead. */
  signals?: NodeJS.Signals[];
  /** process.exit unless said. */
  exit?: (code: number) => void;
  /** Wall-clock milliseconds, for the ages in the log. */
  now?: () => number;
}

interface Running {
  method: string;
  url: string;
  since: number;
}

/**
 * Installs the stop on the signals. Call it before the server listens (it counts the requests
 * from the first); it answers the stop itself, resolved with the exit code once it exits.
 */
export function stopOnSignals(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<number> {
  const now = options.now ?? Date.now;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const running = new Map<ServerResponse, Running>();
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    running.set(response, { method: request.method ?? '?', url: redactTokens(request.url ?? ''), since: now() });
    response.once('close', () => running.delete(response));
  });
  let closing: Promise<number> | null = null;

  const describe = (list: Running[]) =>
    list.map((request) => `${request.method} ${request.url} (${now() - request.since} ms)`).join(', ');

  async function close(signal: string): Promise<number> {
    const started = now();
    const { graceMs } = options;
    app.log.info(`${signal}: stopping; ${running.size} requests under way have ${graceMs} ms to finish`);
    options.also?.();
    let graceOver = false;
    const grace = setTimeout(() => {
      graceOver = true;
      const cut = [...running.values()];
      app.log.warn(
        `shutdown: the grace of ${graceMs} ms is over; ` +
          (cut.length > 0 ? `${cut.length} requests cut: ${describe(cut)}` : 'no request was still running'),
      );
      app.server.closeAllConnections();
    }, graceMs);
    const last = setTimeout(() => {
      app.log.error(`shutdown: still closing ${CLOSE_MARGIN_MS} ms after the grace; exiting now`);
      exit(1);
    }, graceMs + CLOSE_MARGIN_MS);
    // Fastify closes the listening socket once its preClose hooks have run: said in the log when done.
    const listening = setInterval(() => {
      if (app.server.listening) return;
      clearInterval(listening);
      app.log.info(`shutdown: no new connections taken; ${running.size} requests still running`);
    }, 10);
    let failed = false;
    try {
      await app.close();
    } catch (error) {
      failed = true;
      app.log.error(`shutdown: closing failed: ${String(error)}`);
    }
    clearTimeout(grace);
    clearTimeout(last);
    clearInterval(listening);
    const code = failed || graceOver ? 1 : 0;
    const how = graceOver ? 'after its grace ran out' : failed ? 'with an error' : 'cleanly';
    app.log[code === 0 ? 'info' : 'warn'](`shutdown: closed ${how} in ${now() - started} ms; exit ${code}`);
    exit(code);
    return code;
  }

  function shutdown(signal: string): Promise<number> {
    if (closing) {
      app.log.warn(
        `${signal} again: exiting at once; ${running.size} requests cut` +
          (running.size > 0 ? `: ${describe([...running.values()])}` : '') +
          '; mails and CRM leads still claimed wait for their lease (2 minutes)',
      );
      exit(1);
      return Promise.resolve(1);
    }
    closing = close(signal);
    return closing;
  }

  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
  return shutdown;
}
