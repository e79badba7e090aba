/**
 * The CRM settings from the environment (docs/CONFIGURATION.md, "The live catalogue and the CRM"). CRM_URL unset means no CRM: the site
 * serves the committed snapshot, as it always has. With CRM_URL set, a wrong or missing value
 * stops the start with one message naming every bad setting and what it expects, rather than
 * a sync that fails every five minutes. The password is never part of a message.
 */
import type { Lng } from '../../src/config/languages.ts';
import { enabledLanguages } from '../../src/config/site.ts';
import { OMNICASA_LANGUAGE_IDS } from './languages.ts';
import { MAX_TIMER_MINUTES } from '../settings/fields.ts';
import { checkMediaHosts } from './sync/mediaPolicy.ts';

export const DEFAULT_SYNC_MINUTES = 5;

export interface CrmSettings {
  /** The API's base, before /OmnicasaService.svc/. */
  url: string;
  customer: string;
  password: string;
  /** The catalogue languages read from the CRM, one call each. */
  languages: Lng[];
  syncMinutes: number;
  officeId: number | null;
  /** CRM_MEDIA_HOSTS: the hosts besides the CRM's own that photos may come from (./sync/mediaPolicy.ts). */
  mediaHosts: string[];
}

export type CrmEnv = Partial<
  Record<
    | 'CRM_URL'
    | 'CRM_CUSTOMER'
    | 'CRM_PASSWORD'
    | 'CRM_LANGUAGES'
    | 'CRM_SYNC_MINUTES'
    | 'CRM_OFFICE_ID'
    | 'CRM_MEDIA_HOSTS',
    string
  >
>;

export class CrmConfigError extends Error {
  override readonly name = 'CrmConfigError';
  constructor(readonly problems: string[]) {
    super(`The CRM settings are not usable:\n- ${problems.join('\n- ')}`);
  }
}

const POSITIVE_INTEGER = /^[1-9]\d*$/;

function checkUrl(value: string, problems: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push('CRM_URL is not a URL: expected e.g. https://newapi.omnicasa.com/1.12');
    return value;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`CRM_URL must start with http:// or https://, not ${url.protocol}//`);
  }
  if (url.username || url.password)
    problems.push('CRM_URL must not hold credentials: use CRM_CUSTOMER and CRM_PASSWORD');
  if (url.search || url.hash) problems.push('CRM_URL must be the API base, with no ?query or #fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function checkLanguages(value: string | undefined, siteLanguages: readonly Lng[], problems: string[]): Lng[] {
  if (value === undefined || value.trim() === '') return [...siteLanguages];
  const codes = value.split(',').map((code) => code.trim().toLowerCase());
  const languages: Lng[] = [];
  for (const code of codes) {
    if (code === '') problems.push('CRM_LANGUAGES has an empty entry: expected e.g. nl,fr,en');
    else if (!(code in OMNICASA_LANGUAGE_IDS)) {
      problems.push(
        `CRM_LANGUAGES: "${code}" is not a catalogue language (${Object.keys(OMNICASA_LANGUAGE_IDS).join(', ')})`,
      );
    } else if (!siteLanguages.includes(code as Lng)) {
      problems.push(`CRM_LANGUAGES: "${code}" is not enabled on the site (${siteLanguages.join(', ')} in site.json)`);
    } else if (!languages.includes(code as Lng)) languages.push(code as Lng);
  }
  return languages;
}

function positiveInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  problems: string[],
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!POSITIVE_INTEGER.test(value.trim())) {
    problems.push(`${name} must be a positive whole number, not "${value}"`);
    return fallback;
  }
  if (Number(value.trim()) > max) {
    problems.push(`${name} must be at most ${max}, not "${value}"`);
    return fallback;
  }
  return Number(value.trim());
}

/** The settings, null when CRM_URL is unset (no CRM), or a CrmConfigError naming every bad value. */
export function crmSettingsFromEnv(env: CrmEnv, siteLanguages: readonly Lng[] = enabledLanguages): CrmSettings | null {
  const rawUrl = env.CRM_URL?.trim();
  if (!rawUrl) return null;
  const problems: string[] = [];
  const url = checkUrl(rawUrl, problems);
  const customer = env.CRM_CUSTOMER?.trim() ?? '';
  if (!customer) problems.push('CRM_CUSTOMER is missing: the customer name the CRM gave the agency');
  const password = env.CRM_PASSWORD ?? '';
  if (!password) problems.push('CRM_PASSWORD is missing');
  const languages = checkLanguages(env.CRM_LANGUAGES, siteLanguages, problems);
  const syncMinutes = positiveInteger(
    'CRM_SYNC_MINUTES',
    env.CRM_SYNC_MINUTES,
    DEFAULT_SYNC_MINUTES,
    problems,
    MAX_TIMER_MINUTES,
  );
  const officeId = positiveInteger('CRM_OFFICE_ID', env.CRM_OFFICE_ID, 0, problems) || null;
  const media = checkMediaHosts(env.CRM_MEDIA_HOSTS);
  problems.push(...media.problems);
  if (problems.length > 0) throw new CrmConfigError(problems);
  return { url, customer, password, languages, syncMinutes, officeId, mediaHosts: media.hosts };
}

/** One line for the start log: where the catalogue comes from, without the password. */
export function describeCrm(settings: CrmSettings | null): string {
  if (!settings) return 'no CRM (CRM_URL unset): the committed snapshot is served';
  const office = settings.officeId ? `, office ${settings.officeId}` : '';
  return (
    `CRM ${settings.url} as ${settings.customer}${office}, languages ${settings.languages.join(', ')}, ` +
    `a sync every ${settings.syncMinutes} min`
  );
}
