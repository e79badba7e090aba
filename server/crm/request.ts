/**
 * One call of the Omnicasa website API: `GET {base}/OmnicasaService.svc/{Endpoint}Json?json={…}`
 * with the call's parameters and the credentials in the JSON, answered by
 * `{"{Endpoint}JsonResult": {Code, Message, Success, Value}}`. Returns Value.
 *
 * Each request has its own timeout (AbortSignal.timeout, body included). What fails on the way
 * (network errors, timeouts, HTTP 5xx and 429) is tried again after an exponential backoff with
 * jitter, so that several sites syncing against one CRM after its outage do not all come back in
 * step; what the CRM says on purpose (`Success: false`, another status, a malformed answer) is not:
 * asking again would get the same answer.
 *
 * An answer is read as a stream and given up past MAX_ANSWER_BYTES: a page of 50 listings in
 * one language is well under 2 MB, and a CRM (or something in its place) answering hundreds of
 * megabytes must not take the sync's memory with it.
 */
import type { Lng } from '../../src/config/languages.ts';
import { CrmError, redactSecrets, type CrmErrorDetails, type CrmFailure } from './errors.ts';
import { omnicasaLanguageId } from './languages.ts';
import { envelopeSchema } from './schemas.ts';

export interface CrmConnection {
  /** The API's base, e.g. https://newapi.omnicasa.com/1.12 (a trailing /OmnicasaService.svc is allowed). */
  url: string;
  customer: string;
  password: string;
  officeId?: number | null;
  /** Per request, body included. Default 15 s. */
  timeoutMs?: number;
  /** Requests per call, the first included. Default 3. */
  attempts?: number;
  /** The largest answer read. Default MAX_ANSWER_BYTES. */
  maxAnswerBytes?: number;
  /** The first backoff; each next one doubles, up to maxBackoffMs. Defaults 500 ms and 8 s. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface CrmDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** In [0, 1): the jitter. */
  random: () => number;
  /** Retries are logged here; no line holds the password. */
  log: (line: string) => void;
  /** Ends every call at once (e.g. on shutdown). */
  signal?: AbortSignal;
}

export interface CallSite {
  endpoint: string;
  language: Lng | null;
  page?: { from: number; to: number };
}

export type Call = (site: CallSite, params: Record<string, unknown>) => Promise<unknown>;

type Outcome = { value: unknown } | { failure: CrmFailure; reason: string; status?: number; retryAfterMs?: number };

const SERVICE = 'OmnicasaService.svc';

export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

class TooLarge extends Error {}

/** The body as text, or TooLarge past `max` bytes (announced or read). */
async function readCapped(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => {});
    throw new TooLarge(`${declared} bytes announced`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) {
        await reader.cancel().catch(() => {});
        throw new TooLarge(`more than ${max} bytes read`);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function serviceUrl(base: string, endpoint: string): string {
  const root = base.replace(/\/+$/, '').replace(new RegExp(`/${SERVICE.replace('.', '\\.')}$`, 'i'), '');
  return `${root}/${SERVICE}/${endpoint}Json`;
}

/** The URL of a call as it may be logged: the password's value replaced. */
export function redactedUrl(url: string, password: string): string {
  return redactSecrets(url, [password]);
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  return `network error (${code ?? (error instanceof Error ? error.message : 'unknown')})`;
}

export function createCall(connection: CrmConnection, deps: CrmDeps): Call {
  const timeoutMs = connection.timeoutMs ?? 15_000;
  const attempts = Math.max(1, connection.attempts ?? 3);
  const backoffMs = connection.backoffMs ?? 500;
  const maxBackoffMs = connection.maxBackoffMs ?? 8_000;
  const maxAnswerBytes = connection.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const secrets = [connection.password];

  const fail = (details: CrmErrorDetails, reason: string) => new CrmError(details, reason, secrets);

  async function once(site: CallSite, url: string, attempt: number): Promise<Outcome> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
    let response: Response;
    let body: string;
    try {
      response = await deps.fetch(url, { signal, headers: { accept: 'application/json' } });
      body = await readCapped(response, maxAnswerBytes);
    } catch (error) {
      if (error instanceof TooLarge) {
        const mib = maxAnswerBytes / 1024 / 1024;
        const limit = Number.isInteger(mib) ? `${mib} MiB` : `${maxAnswerBytes} bytes`;
        throw fail({ ...site, failure: 'malformed' }, `the answer is larger than ${limit} (${error.message})`);
      }
      if (deps.signal?.aborted) throw fail({ ...site, failure: 'aborted' }, 'the call was cancelled');
      if (timeout.aborted) return { failure: 'timeout', reason: `no answer within ${timeoutMs} ms` };
      return { failure: 'network', reason: networkReason(error) };
    }
    const status = response.status;
    if (status >= 500 || status === 429) {
      const after = retryAfterMs(response.headers.get('retry-after'));
      return {
        failure: 'http',
        status,
        reason: `HTTP ${status}`,
        ...(after === undefined ? {} : { retryAfterMs: after }),
      };
    }
    if (status < 200 || status > 299) {
      const missing = status === 404 && site.page ? ': the page is missing' : '';
      throw fail({ ...site, failure: 'http', status, attempts: attempt }, `HTTP ${status}${missing}`);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      throw fail({ ...site, failure: 'malformed' }, `the answer is not JSON (${body.length} bytes)`);
    }
    const key = `${site.endpoint}JsonResult`;
    const wrapped =
      answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>)[key] : undefined;
    if (wrapped === undefined) throw fail({ ...site, failure: 'malformed' }, `the answer has no ${key}`);
    const envelope = envelopeSchema.safeParse(wrapped);
    if (!envelope.success) {
      const issue = envelope.error.issues[0];
      const field = [key, ...(issue?.path ?? [])].join('.');
      throw fail({ ...site, failure: 'malformed', field }, issue?.message ?? 'unexpected answer');
    }
    const { Code, Message, Success, Value } = envelope.data;
    if (!Success) {
      const details = { ...site, failure: 'refused' as const, code: Code, crmMessage: Message ?? '' };
      throw fail(details, `the CRM refused the call: Code ${Code}, ${JSON.stringify(Message ?? '')}`);
    }
    return { value: Value };
  }

  return async function call(site, params) {
    const json = {
      CustomerName: connection.customer,
      customerPassword: connection.password,
      ...(site.language ? { LanguageId: omnicasaLanguageId(site.language) } : {}),
      ...(connection.officeId ? { OfficeID: connection.officeId } : {}),
      ...params,
      ...(site.page ? { Limit1: site.page.from, Limit2: site.page.to } : {}),
    };
    const url = `${serviceUrl(connection.url, site.endpoint)}?json=${encodeURIComponent(JSON.stringify(json))}`;
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await once(site, url, attempt);
      if ('value' in outcome) return outcome.value;
      const details = { ...site, failure: outcome.failure, status: outcome.status, attempts: attempt };
      if (attempt >= attempts) throw fail(details, `${outcome.reason}, ${attempt} of ${attempts} attempts`);
      const exponential = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));
      // "Equal jitter": at least half the backoff, so a retry never comes at once.
      const jittered = Math.round(exponential / 2 + deps.random() * (exponential / 2));
      const delay = Math.min(maxBackoffMs, Math.max(jittered, outcome.retryAfterMs ?? 0));
      deps.log(fail(details, `${outcome.reason}; attempt ${attempt + 1} of ${attempts} in ${delay} ms`).message);
      await deps.sleep(delay);
      if (deps.signal?.aborted) throw fail({ ...site, failure: 'aborted' }, 'the call was cancelled');
    }
  };
}
