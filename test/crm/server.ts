/**
 * The test CRM: a small HTTP server answering in the shapes of the Omnicasa website API
 * (GET /OmnicasaService.svc/{Endpoint}Json?json={…}) from a catalogue (the committed snapshot
 * by default), serving the pictures it names (/pictures/{name}.{ext}), failing on demand
 * (./failures.ts) and driven by tests in-process or over HTTP (/control/, ./control.ts).
 * It runs in jest and from `npm run crm:demo`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TestCrmCatalogue } from './catalogue.ts';
import { handleControl } from './control.ts';
import { answer, refuse, type Answer } from './endpoints.ts';
import { Failures, breakRecord, type FailureRule, type InjectedFailure } from './failures.ts';
import { TestCrmAgenda } from './agenda.ts';
import { LEAD_ENDPOINTS, TestCrmLeads } from './leads.ts';
import { TestCrmOwners } from './owners.ts';
import { snapshotSource } from './snapshotSource.ts';

export interface TestCrmOptions {
  /** What it serves; the committed snapshot without it. */
  catalogue?: TestCrmCatalogue;
  /** The clock of the default catalogue (modification and deletion times). */
  now?: () => number;
  customer?: string;
  password?: string;
  host?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** The address its picture URLs start with; http://{host}:{port} without it. */
  publicUrl?: string;
  /** Each API answer waits this long, as a CRM far away does (the bench's 200 ms). */
  latencyMs?: number;
}

export interface RecordedCall {
  endpoint: string;
  /** The call's parameters, without the password. */
  params: Record<string, unknown>;
}

export interface TestCrm {
  /** The API's base, for CRM_URL. */
  url: string;
  customer: string;
  password: string;
  catalogue: TestCrmCatalogue;
  /** The leads received (ContactOnMe, ContactOnMeProject, DemandRegister2). */
  leads: TestCrmLeads;
  /** The visit appointments agents opened (GetAppointmentObject). */
  agenda: TestCrmAgenda;
  /** The owners, their listings and histories (the owner portal's calls). */
  owners: TestCrmOwners;
  failures: Failures;
  /** Every API call received, in order. */
  calls: RecordedCall[];
  fail(rule: FailureRule): InjectedFailure;
  close(): Promise<void>;
}

const ENDPOINT_PATH = /^\/OmnicasaService\.svc\/(\w+)Json$/;

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function withoutPassword(params: Record<string, unknown>): Record<string, unknown> {
  const { customerPassword: _a, CustomerPassword: _b, ...rest } = params;
  return rest;
}

export async function startTestCrm(options: TestCrmOptions = {}): Promise<TestCrm> {
  const catalogue = options.catalogue ?? new TestCrmCatalogue(snapshotSource(), options.now);
  const failures = new Failures();
  const agenda = new TestCrmAgenda();
  const leads = new TestCrmLeads(agenda);
  const owners = new TestCrmOwners(options.now ?? Date.now);
  const calls: RecordedCall[] = [];
  const customer = options.customer ?? 'immo-famenne';
  const password = options.password ?? 'test-crm-password';
  let origin = '';

  function api(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (options.latencyMs) {
      setTimeout(() => answerApi(req, res, url), options.latencyMs);
      return;
    }
    answerApi(req, res, url);
  }

  function answerApi(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const endpoint = ENDPOINT_PATH.exec(url.pathname)?.[1];
    if (!endpoint || req.method !== 'GET') return send(res, 404, 'text/plain', 'Endpoint not found.');
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(url.searchParams.get('json') ?? '{}') as Record<string, unknown>;
      if (params === null || typeof params !== 'object' || Array.isArray(params)) throw new Error('not an object');
    } catch {
      return send(res, 400, 'text/plain', 'The json parameter is not a JSON object.');
    }
    calls.push({ endpoint, params: withoutPassword(params) });
    const limit1 = params.Limit1 === undefined ? undefined : Number(params.Limit1);
    const fault = failures.take(endpoint, limit1, true);
    if (fault?.kind === 'timeout') return; // no answer: the connection stays open until the client gives up
    if (fault?.kind === 'status') {
      if (fault.retryAfter) res.setHeader('retry-after', fault.retryAfter);
      return send(res, fault.status ?? 500, 'text/html', '<h1>Server Error</h1>');
    }
    if (fault?.kind === 'missing-page') return send(res, 404, 'text/html', '<h1>Not Found</h1>');
    if (fault?.kind === 'not-json') return send(res, 200, 'text/html', '<html><body>Maintenance</body></html>');
    let result: Answer | undefined = answer({ catalogue, origin, customer, password }, endpoint, params);
    let broken: FailureRule | undefined;
    if (endpoint === 'GetAppointmentObject' && result === undefined) result = agenda.list(params);
    result ??= owners.answer(endpoint, params);
    if (LEAD_ENDPOINTS.has(endpoint) && result === undefined) {
      // Credentials and language were checked by answer(); an injected refusal comes before the
      // lead is recorded, as a CRM that refuses a lead does not file it.
      broken = failures.take(endpoint, limit1, false);
      result = broken ? { Code: 0, Message: '', Success: true, Value: true } : leads.answer(endpoint, params);
    }
    if (!result) return send(res, 404, 'text/plain', 'Endpoint not found.');
    broken ??= result.Success ? failures.take(endpoint, limit1, false) : undefined;
    if (broken?.kind === 'refuse') {
      result = refuse({ Code: broken.code ?? 600, Message: broken.message ?? 'Error' });
    } else if (broken?.kind === 'malformed') {
      result = { ...result, Value: breakRecord(result.Value, broken) };
    } else if (broken?.kind === 'missing-page') {
      result = { ...result, Value: { ...(result.Value as object), Items: [] } };
    }
    send(res, 200, 'application/json; charset=utf-8', JSON.stringify({ [`${endpoint}JsonResult`]: result }));
  }

  const crm: TestCrm = {
    url: '',
    customer,
    password,
    catalogue,
    leads,
    agenda,
    owners,
    failures,
    calls,
    fail: (rule) => failures.add(rule),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections and the requests held by an injected timeout.
        server.closeAllConnections();
      }),
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://test-crm');
    if (url.pathname.startsWith('/control/')) {
      handleControl(req, res, url, crm).catch((error: unknown) =>
        send(res, 500, 'text/plain', error instanceof Error ? error.message : String(error)),
      );
      return;
    }
    if (url.pathname.startsWith('/pictures/') && (req.method === 'GET' || req.method === 'HEAD')) {
      const picture = catalogue.pictures.read(decodeURIComponent(url.pathname.slice('/pictures/'.length)));
      return picture ? send(res, 200, picture.type, picture.bytes) : send(res, 404, 'text/plain', 'No such picture.');
    }
    api(req, res, url);
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = (options.publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '');
  crm.url = origin;
  return crm;
}
