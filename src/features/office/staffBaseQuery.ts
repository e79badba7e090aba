import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** What the back office's requests send: a path under /api/staff/, a method, a JSON body. */
export interface StaffRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** A failed request: the HTTP status (0 without an answer) and the server's error keys. */
export interface StaffFailure {
  status: number;
  error: string;
  /** Per field, keys of the `forms` namespace (a 400 `errors.invalid`). */
  errors?: Record<string, string>;
}

/**
 * The staff API's transport, as the owner portal's (ownerApi.ts): plain fetch with the
 * same-origin session cookie, JSON both ways, `{ error }` bodies kept as keys of the `office`
 * namespace. Without an answer at all (offline, server down) the key is `errors.network`.
 */
export const staffBaseQuery: BaseQueryFn<StaffRequest, unknown, StaffFailure> = async ({ url, method, body }) => {
  let response: Response;
  try {
    response = await fetch(`/api/staff/${url}`, {
      method: method ?? 'GET',
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { error: { status: 0, error: 'errors.network' } };
  }
  if (response.status === 204) return { data: null };
  const data = (await response.json().catch(() => null)) as { error?: unknown; errors?: Record<string, string> } | null;
  if (response.ok) return { data };
  return {
    error: {
      status: response.status,
      error: typeof data?.error === 'string' ? data.error : 'errors.unknown',
      ...(data?.errors ? { errors: data.errors } : {}),
    },
  };
};

/** The message key of a failed call, whatever RTK Query wrapped it in (keys of `office`). */
export function failureKey(error: unknown): string {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') return error.error;
  return 'errors.unknown';
}

export function failureStatus(error: unknown): number | null {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

/**
 * The pending session between the password and the code is gone or in another state (ended
 * after 5 wrong codes, expired, finished in another tab): the sign-in starts again.
 */
export const sessionLost = (error: unknown) => [401, 403, 429].includes(failureStatus(error) ?? 0);
