/**
 * The owner portal's calls (server/routes/owner.ts). The session lives in an HttpOnly cookie
 * the page cannot read: the client only learns from each answer whether it is logged in.
 */
import type { DayVisits, Headline, OwnedProperty, OwnerView, PropertyReport } from '../../domain/forms/portal.ts';

export type { DayVisits, Headline, OwnedProperty, OwnerView, PropertyReport };

/** What went wrong, as a key of the owner catalogue (or forms keys per field). */
export type Failure = { status: number; error: string; errors?: Record<string, string> };
export type Answer<T> = { ok: true; data: T } | ({ ok: false } & Failure);

async function call<T>(path: string, init?: { method: 'POST'; body?: unknown }): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init?.method ?? 'GET',
      credentials: 'same-origin',
      headers: init?.body === undefined ? {} : { 'content-type': 'application/json' },
      ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    return { ok: false, status: 0, error: 'errors.loginFailed' };
  }
  if (response.status === 204) return { ok: true, data: undefined as T };
  const body = (await response.json().catch(() => null)) as
    (T & { error?: string; errors?: Record<string, string> }) | null;
  if (response.ok && body) return { ok: true, data: body };
  return {
    ok: false,
    status: response.status,
    error: body?.error ?? 'errors.loginFailed',
    ...(body?.errors ? { errors: body.errors } : {}),
  };
}

export const ownerApi = {
  session: () => call<OwnerView>('/api/owner/session'),
  login: (body: { email: string; password: string; lng: string }) =>
    call<OwnerView>('/api/owner/login', { method: 'POST', body }),
  logout: () => call<undefined>('/api/owner/logout', { method: 'POST' }),
  forgot: (body: { email: string; lng: string }) =>
    call<{ ok: true; crm?: boolean }>('/api/owner/password/forgot', { method: 'POST', body }),
  reset: (body: { token: string; password: string; passwordConfirm: string; lng: string }) =>
    call<{ ok: true }>('/api/owner/password/reset', { method: 'POST', body }),
  properties: () => call<{ owner: OwnerView; properties: OwnedProperty[] }>('/api/owner/properties'),
  property: (id: number) => call<PropertyReport>(`/api/owner/properties/${id}`),
};

type PortalData = [Answer<{ owner: OwnerView; properties: OwnedProperty[] }>, Answer<PropertyReport> | null];
let early: { key: string; data: Promise<PortalData> } | null = null;

/**
 * The portal's data for the list and one property. The portal route's loader starts it
 * (pages.ts) with the page's chunk and files, and the page then finds it under way; any
 * other call (a new ?id= on the portal, a retry) asks the server again.
 */
export function portalData(id: number | null): Promise<PortalData> {
  const key = String(id);
  if (early?.key === key) {
    const { data } = early;
    early = null;
    return data;
  }
  return Promise.all([ownerApi.properties(), id === null ? Promise.resolve(null) : ownerApi.property(id)]);
}

export function startPortalData(id: number | null): void {
  early = { key: String(id), data: portalData(id) };
}

/** The ?id= of a portal address, when it is a property id. */
export function portalId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Whether a session was opened in this browser (the readable "owner_in" cookie the server sets
 * beside the HttpOnly session). Without it the portal goes to the login at once.
 */
export function mayBeLoggedIn(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)owner_in=1(?:;|$)/.test(document.cookie);
}
