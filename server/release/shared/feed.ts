/**
 * Keeps this instance serving the release the database names (docs/LIVE_CATALOGUE.md,
 * "Several instances"): a look at start, before the first request (an instance started late
 * catches up), then one at each notification of a new release (PostgreSQL's LISTEN), and a
 * look every few seconds in case a notification was missed (a connection dropped while it was
 * sent). A look acts only when the database names a release other than at the previous look:
 * the instance whose own sync just published has that release on disk already.
 */
import pg from 'pg';
import type { Sql } from '../../db/sql.ts';
import { quoteIdentifier } from '../../db/postgres.ts';
import { pullCurrent, sharedCurrent, sweepPulls } from './pull.ts';
import { RELEASE_CHANNEL } from './share.ts';

export interface FeedOptions {
  sql: Sql;
  liveDir: string;
  base: string;
  /** PostgreSQL's notifications: a connection of its own (a pooled one would be handed to others). */
  listen?: { url: string; schema: string };
  /** Between two looks without a notification (5 s). */
  pollMs?: number;
  /** After current.json changed: the view reads it at once rather than at its next poll. */
  pulled: (release: string) => Promise<unknown>;
  log: (line: string) => void;
  info: (line: string) => void;
}

const RECONNECT_MS = 2_000;

export function releaseFeed(options: FeedOptions) {
  let lastSeen: string | null = null;
  let looking: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let client: pg.Client | null = null;
  let stopped = false;
  let failing = false;

  async function once(): Promise<void> {
    try {
      const id = await sharedCurrent(options.sql, options.base);
      if (id && id !== lastSeen) {
        const pulled = await pullCurrent({ sql: options.sql, liveDir: options.liveDir, base: options.base });
        lastSeen = id;
        if (pulled) {
          options.info(`release: ${pulled} taken from the database`);
          await options.pulled(pulled);
        }
      }
      if (failing) options.info('release: the database answers again');
      failing = false;
    } catch (error) {
      // Said once per outage: the release on disk is served meanwhile.
      if (!failing) options.log(`release: the shared release could not be read: ${String(error)}`);
      failing = true;
    }
  }

  /** One look at a time; a look asked for during one runs after it. */
  function look(): Promise<void> {
    looking = looking.then(once);
    return looking;
  }

  async function connect(listen: { url: string; schema: string }): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: listen.url,
      application_name: 'agency-site releases',
      options: `-c search_path=${quoteIdentifier(listen.schema)}`,
    });
    const retry = () => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners();
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect(listen), RECONNECT_MS).unref();
    };
    client = next;
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.payload === listen.schema) void look();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${RELEASE_CHANNEL}`);
      // What was published while this connection was down.
      void look();
    } catch {
      retry();
    }
  }

  return {
    /** Before the first request: the work folders a killed pull left, then the first look. */
    async start(): Promise<void> {
      await sweepPulls(options.liveDir);
      await look();
      timer = setInterval(() => void look(), options.pollMs ?? 5_000);
      timer.unref();
      if (options.listen) void connect(options.listen);
    },
    look,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      const listener = client;
      client = null;
      listener?.removeAllListeners();
      await listener?.end().catch(() => undefined);
      await looking;
    },
  };
}

export type ReleaseFeed = ReturnType<typeof releaseFeed>;
