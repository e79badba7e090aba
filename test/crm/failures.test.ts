/** @jest-environment node */
/**
 * The CRM client when the feed fails, against the test CRM over HTTP: what fails on the way is
 * retried with backoff and then named (endpoint, page); what the CRM says on purpose (Success
 * false, a malformed record, a missing page, bad credentials) is not retried and names the
 * endpoint, page, record and field. The password never shows in an error or a log line.
 */
import { inspect } from 'node:util';
import { CrmError } from '../../server/crm/errors.ts';
import { createCrmClient, type CrmClient } from '../../server/crm/client.ts';
import { generatedSource } from './generated.ts';
import { clientOf, CUSTOMER, manualClock, PASSWORD, pagesAsked, startCrm } from './kit.ts';
import type { TestCrm } from './server.ts';

let crm: TestCrm;
const errors: unknown[] = [];
const logs: string[] = [];

beforeAll(async () => {
  crm = await startCrm(manualClock(), generatedSource(120));
});
afterAll(() => crm.close());
afterEach(() => {
  crm.failures.clear();
  crm.calls.length = 0;
});

async function failure(read: (client: CrmClient) => Promise<unknown>, client = clientOf(crm)): Promise<CrmError> {
  logs.push(...client.log);
  const error = await read(client.client).then(
    () => undefined,
    (e: unknown) => e,
  );
  logs.push(...client.log);
  errors.push(error);
  if (!(error instanceof CrmError)) throw new Error(`expected a CrmError, got ${inspect(error)}`);
  return error;
}

test('HTTP 500 on page 2 once: retried after a backoff, then every listing', async () => {
  const injected = crm.fail({ kind: 'status', status: 500, endpoint: 'GetPropertyList', page: 2, times: 1 });
  const { client, waits, log } = clientOf(crm);
  expect(await client.properties('fr')).toHaveLength(120);
  expect(injected.hits).toBe(1);
  expect(pagesAsked(crm, 'GetPropertyList')).toEqual(['1-50', '51-100', '51-100', '101-150']);
  expect(waits).toEqual([2]);
  expect(log).toEqual(['CRM GetPropertyList (fr), rows 51-100: HTTP 500; attempt 2 of 3 in 2 ms']);
  logs.push(...log);
});

test('HTTP 500 every time: a CrmError naming the endpoint and page after 3 attempts, backoff doubling', async () => {
  crm.fail({ kind: 'status', status: 500, endpoint: 'GetPropertyList', page: 2 });
  const client = clientOf(crm);
  const error = await failure((c) => c.properties('nl'), client);
  expect(error.message).toBe('CRM GetPropertyList (nl), rows 51-100: HTTP 500, 3 of 3 attempts');
  expect(error).toMatchObject({ failure: 'http', status: 500, endpoint: 'GetPropertyList', attempts: 3 });
  expect(error.page).toEqual({ from: 51, to: 100 });
  expect(error.transient).toBe(true);
  expect(client.waits).toEqual([2, 3]);
  expect(pagesAsked(crm, 'GetPropertyList')).toEqual(['1-50', '51-100', '51-100', '51-100']);
});

test('429 with Retry-After: the wait follows it, within the longest backoff', async () => {
  crm.fail({ kind: 'status', status: 429, retryAfter: '1', endpoint: 'GetTypeOfPropertyList', times: 1 });
  const { client, waits } = clientOf(crm);
  expect(await client.types('fr')).toHaveLength(13);
  expect(waits).toEqual([20]);
});

test('no answer once: the timeout ends the request and the next attempt succeeds', async () => {
  crm.fail({ kind: 'timeout', endpoint: 'GetPropertyList', page: 3, times: 1 });
  // The pages that are answered must be within the timeout on a slow machine too: 2 s, waited once.
  const { client, log } = clientOf(crm, { timeoutMs: 2000 });
  expect(await client.properties('en')).toHaveLength(120);
  expect(log).toEqual(['CRM GetPropertyList (en), rows 101-150: no answer within 2000 ms; attempt 2 of 3 in 2 ms']);
});

test('no answer ever: a CrmError after 3 timeouts', async () => {
  crm.fail({ kind: 'timeout', endpoint: 'GetProject' });
  // Every call here goes unanswered, so a short timeout cannot catch an answer of a slow machine.
  const error = await failure((c) => c.project('fr', 2), clientOf(crm, { timeoutMs: 250 }));
  expect(error.message).toBe('CRM GetProject (fr): no answer within 250 ms, 3 of 3 attempts');
  expect(error.failure).toBe('timeout');
  expect(crm.calls).toHaveLength(3);
});

test('Success false: a CrmError with the CRM Code and Message, not retried', async () => {
  crm.fail({ kind: 'refuse', code: 600, message: 'Error', endpoint: 'GetPropertyList', page: 2 });
  const client = clientOf(crm);
  const error = await failure((c) => c.properties('fr'), client);
  expect(error.message).toBe('CRM GetPropertyList (fr), rows 51-100: the CRM refused the call: Code 600, "Error"');
  expect(error).toMatchObject({ failure: 'refused', code: 600, crmMessage: 'Error', transient: false });
  expect(pagesAsked(crm, 'GetPropertyList')).toEqual(['1-50', '51-100']);
  expect(client.waits).toEqual([]);
});

test('a malformed record: a CrmError naming the record ID and the field path, not retried', async () => {
  const victim = crm.catalogue.properties('fr')[60]!.ID;
  crm.fail({ kind: 'malformed', endpoint: 'GetPropertyList', record: victim, field: 'Price', value: '245000' });
  const error = await failure((c) => c.properties('fr'));
  expect(error.message).toBe(
    `CRM GetPropertyList (fr), rows 51-100, record ID ${victim}, field Price: Invalid input: expected number, received string`,
  );
  expect(error).toMatchObject({ failure: 'malformed', record: `ID ${victim}`, field: 'Price' });
  expect(pagesAsked(crm, 'GetPropertyList')).toEqual(['1-50', '51-100']);
});

test('a malformed nested field: its whole path', async () => {
  const small = { ID: 1, Url: '/media/p1-300.jpg', Width: 300, Height: 200 };
  crm.fail({ kind: 'malformed', endpoint: 'GetProperty', field: 'SmallPictureItem', value: small });
  const id = crm.catalogue.properties('en')[0]!.ID;
  const error = await failure((c) => c.property('en', id));
  expect(error.message).toBe(
    `CRM GetProperty (en), record ID ${id}, field SmallPictureItem.Url: expected an absolute http(s) URL`,
  );
});

test('a page answered 404: a CrmError naming the page', async () => {
  crm.fail({ kind: 'missing-page', as: '404', endpoint: 'GetPropertyList', page: 3 });
  const error = await failure((c) => c.properties('fr'));
  expect(error.message).toBe('CRM GetPropertyList (fr), rows 101-150: HTTP 404: the page is missing');
  expect(error).toMatchObject({ failure: 'http', status: 404, transient: false });
  expect(pagesAsked(crm, 'GetPropertyList')).toEqual(['1-50', '51-100', '101-150']);
});

test('an empty page where RowsCount announces rows: a CrmError, never a shorter catalogue', async () => {
  crm.fail({ kind: 'missing-page', as: 'empty', endpoint: 'GetPropertyList', page: 2 });
  const error = await failure((c) => c.properties('fr'));
  expect(error.message).toBe('CRM GetPropertyList (fr), rows 51-100: 0 rows where RowsCount 120 leaves 50');
  expect(error.failure).toBe('missing-page');
});

test('a list that changes between pages: a CrmError', async () => {
  crm.fail({ kind: 'status', status: 503, endpoint: 'GetPropertyList', page: 2, times: 1 });
  const last = crm.catalogue.properties('fr').at(-1)!.ID;
  const records = Object.fromEntries(crm.catalogue.languages.map((lng) => [lng, crm.catalogue.property(lng, last)!]));
  const client = createCrmClient(
    { url: crm.url, customer: CUSTOMER, password: PASSWORD, backoffMs: 1 },
    // While the client waits to ask page 2 again, the agency deletes a listing.
    { sleep: async () => crm.catalogue.remove(last) },
  );
  const error = await failure(() => client.properties('fr'));
  expect(error.message).toBe(
    'CRM GetPropertyList (fr), rows 51-100: RowsCount went from 120 to 119 between pages: the list changed while it was read',
  );
  expect(error.failure).toBe('missing-page');
  crm.catalogue.add(records);
});

test('bad credentials: the CRM refusal, not retried', async () => {
  const error = await failure((c) => c.types('fr'), clientOf(crm, { password: `${PASSWORD}-old` }));
  expect(error.message).toBe(
    'CRM GetTypeOfPropertyList (fr), rows 1-50: the CRM refused the call: Code 601, "Invalid customer name or password"',
  );
  expect(crm.calls).toHaveLength(1);
});

test('no CRM listening: a network error after 3 attempts', async () => {
  const { startTestCrm } = await import('./server.ts');
  const gone = await startTestCrm();
  await gone.close();
  const error = await failure((c) => c.cities('fr'), clientOf({ ...crm, url: gone.url }));
  expect(error.message).toBe('CRM GetCityListOfObjects (fr): network error (ECONNREFUSED), 3 of 3 attempts');
  expect(error.transient).toBe(true);
});

test('cancelled by the caller: no further attempt', async () => {
  crm.fail({ kind: 'timeout', endpoint: 'GetProjectList' });
  const stop = new AbortController();
  // Cancelled once the CRM has the call (not after a time: a slow machine may not have sent it yet).
  void (async () => {
    for (const end = Date.now() + 30_000; crm.calls.length === 0 && Date.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 5));
    stop.abort();
  })();
  const error = await failure((c) => c.projects('fr'), clientOf(crm, {}, stop.signal));
  expect(error.message).toBe('CRM GetProjectList (fr), rows 1-50: the call was cancelled');
  expect(crm.calls).toHaveLength(1);
});

test('a CRM that echoes the password: redacted in every spelling', async () => {
  crm.fail({ kind: 'refuse', code: 601, message: `Wrong password ${PASSWORD} (${encodeURIComponent(PASSWORD)})` });
  const error = await failure((c) => c.project('fr', 2));
  expect(error.message).toBe(
    'CRM GetProject (fr): the CRM refused the call: Code 601, "Wrong password [redacted] ([redacted])"',
  );
  expect(error.crmMessage).toBe('Wrong password [redacted] ([redacted])');
});

test('the password is in no error and no log line, in any spelling', () => {
  expect(errors.length).toBeGreaterThanOrEqual(12);
  expect(logs.length).toBeGreaterThanOrEqual(3);
  const spellings = [PASSWORD, encodeURIComponent(PASSWORD), JSON.stringify(PASSWORD).slice(1, -1), 'S3cret'];
  const texts = [
    ...errors.flatMap((e) => [String(e), (e as Error).stack ?? '', inspect(e, { depth: 5 }), JSON.stringify(e)]),
    ...logs,
  ];
  for (const text of texts) for (const spelling of spellings) expect(text).not.toContain(spelling);
});
