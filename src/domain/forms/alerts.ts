/**
 * Saved-search alerts (issue 8), shared by the browser and the server: the pages a saved-search
 * mail links to (the route table declares them, the server builds the mail links with them),
 * the frequencies a visitor may choose, and the shape of the alerts API's answers.
 */
import type { Lng } from '../../config/languages.ts';
import type { Criteria } from '../criteria/criteria.ts';

export const ALERT_FREQUENCIES = ['immediately', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const isAlertFrequency = (value: unknown): value is AlertFrequency =>
  typeof value === 'string' && (ALERT_FREQUENCIES as readonly string[]).includes(value);

/** The pages under the demand register's own path (ik-zoek / je-cherche / looking-for). */
export type AlertPage = 'confirm' | 'unsubscribe' | 'preferences';

export const ALERT_PAGE_SEGMENTS: Record<AlertPage, Record<Lng, string>> = {
  confirm: {
    nl: 'ik-zoek/bevestigen',
    fr: 'je-cherche/confirmer',
    en: 'looking-for/confirm',
    de: 'ich-suche/bestaetigen',
  },
  unsubscribe: {
    nl: 'ik-zoek/uitschrijven',
    fr: 'je-cherche/desinscription',
    en: 'looking-for/unsubscribe',
    de: 'ich-suche/abmelden',
  },
  preferences: {
    nl: 'ik-zoek/voorkeuren',
    fr: 'je-cherche/preferences',
    en: 'looking-for/preferences',
    de: 'ich-suche/einstellungen',
  },
};

/** A mail's link to one of those pages; the token names the saved search (and is its only key). */
export function alertPageUrl(siteUrl: string, lng: Lng, page: AlertPage, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/${lng}/${ALERT_PAGE_SEGMENTS[page][lng]}/?token=${encodeURIComponent(token)}`;
}

/** A token as the server makes them: 32 lowercase hex characters (128 random bits). */
export const isAlertToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);

/** GET /api/alerts/demand?token= and the answer of every POST below. */
export interface AlertDemandView {
  status: 'pending' | 'active' | 'unsubscribed';
  frequency: AlertFrequency;
  lng: Lng;
  /**
   * What the visitor asked for, to show on the preferences page: the advanced criteria of the
   * list it was saved from (issue 20), null or false when not asked.
   */
  criteria: {
    goal: 'sale' | 'rent';
    types: number[];
    zones: string[];
  } & Criteria;
}
