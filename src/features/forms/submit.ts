/**
 * Sends a form to POST /api/forms/{kind} and turns every answer into what the form shows:
 * success, field errors in place, or one banner message. The Idempotency-Key travels with
 * every try, so a double click or a retry after a lost answer never sends twice.
 */
import type { FormKind } from '../../domain/forms/kinds.ts';

export type SubmitOutcome =
  { ok: true } | { ok: false; fields: Record<string, string>; banner: BannerKey | null; keyUsed: boolean };

export type BannerKey =
  | 'invalid'
  | 'notSent'
  | 'sendFailed'
  | 'busy'
  | 'tooMany'
  | 'alreadySent'
  | 'appointmentsFull'
  | 'propertyGone'
  | 'apiError'
  | 'offline';

interface ErrorBody {
  error?: string;
  errors?: Record<string, string>;
}

export interface SubmitRequest {
  kind: FormKind;
  values: Record<string, unknown>;
  files: Record<string, File | null>;
  idempotencyKey: string;
}

function body(request: SubmitRequest): { body: BodyInit; headers: Record<string, string> } {
  const files = Object.entries(request.files).filter((entry): entry is [string, File] => entry[1] !== null);
  if (files.length === 0) {
    return { body: JSON.stringify(request.values), headers: { 'content-type': 'application/json' } };
  }
  const data = new FormData();
  data.append('payload', JSON.stringify(request.values));
  for (const [field, file] of files) data.append(field, file, file.name);
  return { body: data, headers: {} };
}

export async function submitForm(request: SubmitRequest, fetcher: typeof fetch = fetch): Promise<SubmitOutcome> {
  const { body: payload, headers } = body(request);
  let response: Response;
  try {
    response = await fetcher(`/api/forms/${request.kind}`, {
      method: 'POST',
      headers: { ...headers, accept: 'application/json', 'idempotency-key': request.idempotencyKey },
      body: payload,
      credentials: 'same-origin',
    });
  } catch {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    // The request may or may not have arrived: the same key makes a retry safe.
    return { ok: false, fields: {}, banner: offline ? 'offline' : 'notSent', keyUsed: false };
  }
  if (response.status === 202) return { ok: true };
  const answer = (await response.json().catch(() => ({}))) as ErrorBody;
  const fields = answer.errors ?? {};
  switch (response.status) {
    case 400:
    case 413:
      return { ok: false, fields, banner: 'invalid', keyUsed: false };
    case 409:
      if (answer.error === 'errors.appointmentsFull') {
        return { ok: false, fields, banner: 'appointmentsFull', keyUsed: false };
      }
      if (answer.error === 'errors.propertyClosed') {
        // A listing closed to visits has no slots left to offer; an offer or an application
        // on it means it was sold or let meanwhile.
        const banner = request.kind === 'contact-appointment' ? 'appointmentsFull' : 'propertyGone';
        return { ok: false, fields, banner, keyUsed: false };
      }
      return { ok: false, fields, banner: 'invalid', keyUsed: false };
    case 422:
      return { ok: false, fields, banner: 'alreadySent', keyUsed: true };
    case 429:
      // A field in red (the friend's address had its share of our mails today) says why itself;
      // without one, it is this connection that sent too much.
      return { ok: false, fields, banner: Object.keys(fields).length > 0 ? 'invalid' : 'tooMany', keyUsed: false };
    case 503:
      // The server had no room to hash the password: nothing was stored, the same key may retry.
      if (answer.error === 'errors.busy') return { ok: false, fields, banner: 'busy', keyUsed: false };
      // The CRM's agenda could not be asked: nothing was stored, the visitor may try again.
      if (answer.error === 'errors.appointmentsUnavailable') {
        return { ok: false, fields, banner: 'apiError', keyUsed: false };
      }
      return { ok: false, fields, banner: 'sendFailed', keyUsed: false };
    default:
      return { ok: false, fields, banner: response.status >= 500 ? 'sendFailed' : 'notSent', keyUsed: false };
  }
}

/** A fresh key per form and per accepted send (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
