/**
 * Where the visitor's choice is kept: one localStorage key (strictly necessary storage, listed
 * in the cookie policy) holding the choice, its date and the version of the policy it was
 * given for. A choice older than the configured age, or given for another policy version, is
 * no choice: the dialog asks again.
 */
import { OPTIONAL_CATEGORIES, type CategoryChoices } from './categories.ts';
import { isPreviewPath } from '../../lib/previewPath.ts';

export const CONSENT_STORAGE_KEY = 'cookieConsent';

export interface StoredConsent {
  choices: CategoryChoices;
  /** ISO date and time of the choice. */
  decidedAt: string;
  policyVersion: string;
}

export interface ConsentPolicy {
  version: string;
  maxAgeDays: number;
}

/** The part of Storage used here (localStorage in the browser, a map in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isChoices(value: unknown): value is CategoryChoices {
  if (!value || typeof value !== 'object') return false;
  return OPTIONAL_CATEGORIES.every((category) => typeof (value as Record<string, unknown>)[category] === 'boolean');
}

/** The stored choice if it is valid, current and not expired; anything else reads as none. */
export function readConsent(store: KeyValueStore | null, policy: ConsentPolicy, now: Date): StoredConsent | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredConsent>;
    const at = Date.parse(stored.decidedAt ?? '');
    if (!isChoices(stored.choices) || Number.isNaN(at) || stored.policyVersion !== policy.version) return null;
    if (now.getTime() - at > policy.maxAgeDays * 86_400_000 || at > now.getTime() + 86_400_000) return null;
    return { choices: stored.choices, decidedAt: new Date(at).toISOString(), policyVersion: stored.policyVersion };
  } catch {
    return null;
  }
}

export function writeConsent(store: KeyValueStore | null, consent: StoredConsent): void {
  try {
    store?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage full or refused (private mode): the choice holds for this visit only.
  }
}

/**
 * Whether the dialog must ask: no valid choice stored, or the `setcookies` flag in the address;
 * never on a preview page (a path containing "preview", spec sections 2 and 4).
 */
export function mustAsk(
  store: KeyValueStore | null,
  policy: ConsentPolicy,
  now: Date,
  where: { pathname: string; search: string },
): boolean {
  if (isPreviewPath(where.pathname)) return false;
  return new URLSearchParams(where.search).has('setcookies') || readConsent(store, policy, now) === null;
}

export function clearConsent(store: KeyValueStore | null): void {
  try {
    store?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored that could be read back either.
  }
}
