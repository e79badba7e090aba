import type { Lng } from '../src/config/languages.ts';
import { defaultLanguage, isEnabledLanguage } from '../src/config/site.ts';

/** Parses an Accept-Language header into primary language subtags, best first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language for a URL without one ("/"), in the order of spec section 7 as far as a
 * server can see it: the lng query parameter, the i18nextLng cookie, then the browser's
 * Accept-Language; the configured default last.
 */
export function pickLanguage(input: { query?: unknown; cookie?: string; acceptLanguage?: string }): Lng {
  const fromQuery = typeof input.query === 'string' ? input.query.slice(0, 2).toLowerCase() : undefined;
  if (isEnabledLanguage(fromQuery)) return fromQuery;
  const fromCookie = input.cookie?.slice(0, 2).toLowerCase();
  if (isEnabledLanguage(fromCookie)) return fromCookie;
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    if (isEnabledLanguage(tag)) return tag;
  }
  return defaultLanguage;
}
