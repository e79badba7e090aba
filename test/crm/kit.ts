/**
 * What the CRM tests share: a test CRM on 127.0.0.1 with a clock the test moves, and a client
 * of it with short backoffs whose waits and log lines the test can read.
 */
import { createCrmClient, type CrmClient } from '../../server/crm/client.ts';
import type { CrmConnection } from '../../server/crm/request.ts';
import { TestCrmCatalogue, type CatalogueSource } from './catalogue.ts';
import { startTestCrm, type TestCrm } from './server.ts';
import { snapshotSource } from './snapshotSource.ts';

/** Characters that change under JSON and URL encoding, to catch a password leaking in any spelling. */
export const PASSWORD = 'S3cret pa$$&wörd="x"';
export const CUSTOMER = 'immo-famenne';
/** Tuesday 17 November 2026, 09:00 UTC. */
export const START = Date.UTC(2026, 10, 17, 9, 0);
export const MINUTE = 60_000;

export interface Clock {
  now: () => number;
  advance(ms: number): number;
}

export function manualClock(start = START): Clock {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
      return time;
    },
  };
}

export async function startCrm(clock: Clock, source: CatalogueSource = snapshotSource()): Promise<TestCrm> {
  return startTestCrm({ catalogue: new TestCrmCatalogue(source, clock.now), customer: CUSTOMER, password: PASSWORD });
}

export interface TestClient {
  client: CrmClient;
  /** The backoffs the client waited, in ms. */
  waits: number[];
  log: string[];
}

export function clientOf(crm: TestCrm, overrides: Partial<CrmConnection> = {}, signal?: AbortSignal): TestClient {
  const waits: number[] = [];
  const log: string[] = [];
  const client = createCrmClient(
    {
      url: crm.url,
      customer: CUSTOMER,
      password: PASSWORD,
      // Long enough that a page served slowly by a busy machine is never taken for a CRM that
      // does not answer; the tests of timeouts set a short one.
      timeoutMs: 30_000,
      attempts: 3,
      backoffMs: 2,
      maxBackoffMs: 20,
      ...overrides,
    },
    {
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
      log: (line) => log.push(line),
      ...(signal ? { signal } : {}),
    },
  );
  return { client, waits, log };
}

/** The Limit1-Limit2 of each call to `endpoint`, in order. */
export function pagesAsked(crm: TestCrm, endpoint: string): string[] {
  return crm.calls
    .filter((c) => c.endpoint === endpoint)
    .map((c) => `${String(c.params.Limit1)}-${String(c.params.Limit2)}`);
}
