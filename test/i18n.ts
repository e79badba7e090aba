import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resource } from 'i18next';
import { ALL_LANGUAGES, type Lng } from '../src/config/languages.ts';
import { createStaticI18n } from '../src/app/i18n/createI18n.ts';

export const LOCALES_DIR = path.join(__dirname, '..', 'locales');

/** Every catalogue of every language, read from locales/ as the build reads them. */
export function loadAllResources(): Resource {
  const resources: Resource = {};
  for (const lng of ALL_LANGUAGES) {
    const bundle: Record<string, unknown> = {};
    for (const file of readdirSync(path.join(LOCALES_DIR, lng)).filter((f) => f.endsWith('.json'))) {
      bundle[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, file), 'utf8'));
    }
    resources[lng] = bundle as Resource[string];
  }
  return resources;
}

const resources = loadAllResources();

export function testI18n(lng: Lng) {
  return createStaticI18n(lng, resources);
}
