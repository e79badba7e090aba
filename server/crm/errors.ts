/**
 * The one error the CRM client throws. Its message says where the feed went wrong, so the log
 * line alone lets someone fix it: the endpoint, the language, the page (Limit1-Limit2), the
 * record (its ID) and the field path, then the reason.
 *
 * The CRM password travels in every request's query string, so it could reach a message by
 * way of an echoed URL, the CRM's own Message or a network error. Every CrmError message and
 * detail is passed through `redactSecrets` with the password before it exists.
 */
import type { Lng } from '../../src/config/languages.ts';

export type CrmFailure =
  /** No connection, a reset, a DNS failure: retried. */
  | 'network'
  /** No complete answer within the timeout: retried. */
  | 'timeout'
  /** An HTTP status other than 2xx (5xx and 429 were retried first). */
  | 'http'
  /** `Success: false`: the CRM refused the call with its Code and Message; never retried. */
  | 'refused'
  /** The answer or a record does not have the shape the site needs; never retried. */
  | 'malformed'
  /** A page has fewer rows than RowsCount announces, or the list changed between pages. */
  | 'missing-page'
  /** The caller's signal ended the call. */
  | 'aborted'
  /** A picture URL the media policy refuses (another host, a private address); never retried. */
  | 'forbidden';

export interface CrmErrorDetails {
  failure: CrmFailure;
  endpoint: string;
  language?: Lng | null;
  /** The rows asked for (Limit1, Limit2), for a paged call. */
  page?: { from: number; to: number } | undefined;
  /** The record at fault: `ID 512`, or its place on the page (`#3`) when it has no usable ID. */
  record?: string | undefined;
  /** The field path inside the record or the answer (`Pictures.2.Url`). */
  field?: string | undefined;
  /** The HTTP status, for `http`. */
  status?: number | undefined;
  /** The CRM's Code and Message, for `refused`. */
  code?: number | undefined;
  crmMessage?: string | undefined;
  /** How many requests were made for this call. */
  attempts?: number | undefined;
}

const REDACTED = '[redacted]';

/** `text` with every spelling of each secret (raw, JSON-escaped, URL-encoded) replaced. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (!secret) continue;
    const spellings = new Set([
      secret,
      JSON.stringify(secret).slice(1, -1),
      encodeURIComponent(secret),
      encodeURIComponent(JSON.stringify(secret).slice(1, -1)),
    ]);
    for (const spelling of spellings) result = result.split(spelling).join(REDACTED);
  }
  return result;
}

function where(details: CrmErrorDetails): string {
  const parts = [`CRM ${details.endpoint}${details.language ? ` (${details.language})` : ''}`];
  if (details.page) parts.push(`rows ${details.page.from}-${details.page.to}`);
  if (details.record) parts.push(`record ${details.record}`);
  if (details.field) parts.push(`field ${details.field}`);
  return parts.join(', ');
}

export class CrmError extends Error {
  override readonly name = 'CrmError';
  readonly failure: CrmFailure;
  readonly endpoint: string;
  readonly language: Lng | null;
  readonly page: { from: number; to: number } | undefined;
  readonly record: string | undefined;
  readonly field: string | undefined;
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly crmMessage: string | undefined;
  readonly attempts: number | undefined;

  constructor(details: CrmErrorDetails, reason: string, secrets: readonly string[] = []) {
    const clean = (text: string | undefined) => (text === undefined ? undefined : redactSecrets(text, secrets));
    super(redactSecrets(`${where(details)}: ${reason}`, secrets));
    this.failure = details.failure;
    this.endpoint = details.endpoint;
    this.language = details.language ?? null;
    this.page = details.page;
    this.record = clean(details.record);
    this.field = clean(details.field);
    this.status = details.status;
    this.code = details.code;
    this.crmMessage = clean(details.crmMessage);
    this.attempts = details.attempts;
  }

  /** Whether trying again later may help: the feed failed on the way, not in its content. */
  get transient(): boolean {
    return this.failure === 'network' || this.failure === 'timeout' || (this.failure === 'http' && this.retryable);
  }

  private get retryable(): boolean {
    return this.status !== undefined && (this.status >= 500 || this.status === 429);
  }
}
