/**
 * Every cookie and storage key the site uses, by consent category: the cookie policy shows this
 * table, and the browser tests check that a first visit stores nothing that is not listed as
 * strictly necessary. A new cookie or key goes here first.
 */
import type { ConsentCategory } from '../../state/consent/consentSlice.ts';
import { CONSENT_STORAGE_KEY } from '../../state/consent/consentStorage.ts';
import { FAVOURITES_STORAGE_KEY } from '../../state/favourites/favouritesStorage.ts';

/** A lifetime, or none: kept until the visitor removes it (the favourites). */
export type Duration = { count: number; unit: 'hours' | 'months' | 'years' } | { unit: 'untilRemoved' };

export interface InventoryItem {
  /** The cookie or key's name; a trailing * stands for an id (e.g. _ga_*). */
  name: string;
  kind: 'cookie' | 'localStorage';
  category: ConsentCategory;
  /** Key of the purpose text under consent.inventory.purposes. */
  purpose: string;
  duration: Duration;
  provider: 'site' | 'google' | 'meta';
  /** Set only when this tag is configured (site.json "tags"). */
  tag?: 'tagManager' | 'siteTag' | 'pixel';
}

const year = { count: 1, unit: 'years' } as const;

export const COOKIE_INVENTORY: InventoryItem[] = [
  {
    name: CONSENT_STORAGE_KEY,
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'consent',
    duration: { count: 6, unit: 'months' },
    provider: 'site',
  },
  {
    // Saved only when the visitor taps a heart: storage they ask for.
    name: FAVOURITES_STORAGE_KEY,
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'favourites',
    duration: { unit: 'untilRemoved' },
    provider: 'site',
  },
  { name: 'i18nextLng', kind: 'cookie', category: 'necessary', purpose: 'language', duration: year, provider: 'site' },
  {
    name: 'i18nextLng',
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'language',
    duration: year,
    provider: 'site',
  },
  {
    name: 'owner_session',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'ownerSession',
    duration: { count: 8, unit: 'hours' },
    provider: 'site',
  },
  {
    name: 'owner_in',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'ownerHint',
    duration: { count: 8, unit: 'hours' },
    provider: 'site',
  },
  {
    name: 'owner_device',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'ownerDevice',
    duration: year,
    provider: 'site',
  },
  {
    name: '_ga',
    kind: 'cookie',
    category: 'analytical',
    purpose: 'analytics',
    duration: { count: 2, unit: 'years' },
    provider: 'google',
    tag: 'tagManager',
  },
  {
    name: '_ga_*',
    kind: 'cookie',
    category: 'analytical',
    purpose: 'analyticsSession',
    duration: { count: 2, unit: 'years' },
    provider: 'google',
    tag: 'tagManager',
  },
  {
    name: '_gcl_au',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'adsConversion',
    duration: { count: 3, unit: 'months' },
    provider: 'google',
    tag: 'tagManager',
  },
  {
    name: '_fbp',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'pixel',
    duration: { count: 3, unit: 'months' },
    provider: 'meta',
    tag: 'pixel',
  },
];

/** The rows that apply with this configuration (a tag without an id sets nothing). */
export function inventoryFor(tags: { tagManager: string | null; siteTag: string | null; pixel: string | null }) {
  const googleOn = tags.tagManager !== null || tags.siteTag !== null;
  return COOKIE_INVENTORY.filter((item) => !item.tag || (item.tag === 'pixel' ? tags.pixel !== null : googleOn));
}
