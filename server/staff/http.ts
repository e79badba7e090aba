/**
 * The back office API's answers, as the owner portal's (server/routes/owner.ts): JSON, never
 * stored by a cache; `{ error }` with a key of the forms catalogue, field errors beside it.
 */
import type { FastifyReply } from 'fastify';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { HashQueueFull } from '../auth/password.ts';

export function answer(reply: FastifyReply, status: number, body?: object) {
  reply.code(status).header('cache-control', 'no-store');
  return body === undefined ? reply.send() : reply.send(body);
}

/** The password-hash queue is full: nothing was checked, the client may try again shortly. */
export function busy(reply: FastifyReply, error: HashQueueFull) {
  reply.header('retry-after', String(error.retryAfterS));
  return answer(reply, 503, { error: 'errors.busy' });
}

export function throttled(reply: FastifyReply, retryAfterS?: number) {
  if (retryAfterS !== undefined) reply.header('retry-after', String(retryAfterS));
  return answer(reply, 429, { error: 'errors.throttled' });
}

export const invalid = (reply: FastifyReply, errors: Record<string, string>) =>
  answer(reply, 400, { error: 'errors.invalid', errors });

function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) errors[inner.path || 'form'] ??= inner.message;
  return errors;
}

/** The body checked with a shared schema (src/domain/forms/staff.ts): its values or its field errors. */
export async function parse<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<{ ok: true; values: InferType<S> } | { ok: false; errors: Record<string, string> }> {
  try {
    const values = (await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    return { ok: true, values };
  } catch (error) {
    return { ok: false, errors: error instanceof ValidationError ? fieldErrors(error) : { form: 'errors.required' } };
  }
}

/** A route's numeric id (`/leads/:id`): a positive whole number, or null for anything else. */
export function idParam(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
