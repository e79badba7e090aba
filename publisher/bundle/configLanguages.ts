/**
 * The site and menu configuration carry a text per catalogue language; the bundles keep only
 * the enabled languages' (vite.config.ts, configForEnabledLanguages).
 */
const CATALOGUE_LANGUAGES = new Set(['nl', 'fr', 'en', 'de']);

/** `value` without the texts of languages not in `enabled`; a text per language is an object whose keys are all language codes. */
export function keepLanguages(value: unknown, enabled: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => keepLanguages(item, enabled));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const localized = entries.length > 0 && entries.every(([key]) => CATALOGUE_LANGUAGES.has(key));
  return Object.fromEntries(
    entries.filter(([key]) => !localized || enabled.has(key)).map(([key, item]) => [key, keepLanguages(item, enabled)]),
  );
}
