import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ALL_LANGUAGES } from '../src/config/languages.ts';
import { FEEDBACK_KINDS } from '../src/domain/routes/fixedRoutes.ts';
import { routes } from '../src/domain/routes/routeTable.ts';
import { LOCALES_DIR, loadAllResources } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const resources = loadAllResources() as unknown as Record<string, Record<string, Tree>>;
const namespaces = readdirSync(path.join(LOCALES_DIR, 'en')).map((f) => f.replace(/\.json$/, ''));
const flat = (lng: string, ns: string) => flatten(resources[lng]?.[ns] ?? {});

describe('translation catalogues', () => {
  it('has the same namespaces in every language', () => {
    for (const lng of ALL_LANGUAGES) {
      expect(readdirSync(path.join(LOCALES_DIR, lng)).sort()).toEqual(readdirSync(path.join(LOCALES_DIR, 'en')).sort());
    }
  });

  it.each(namespaces.flatMap((ns) => ALL_LANGUAGES.filter((l) => l !== 'en').map((lng) => [ns, lng])))(
    '%s: %s has exactly the keys of en, none empty, with the same placeholders',
    (ns, lng) => {
      const en = flat('en', ns);
      const other = flat(lng, ns);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, value] of other) {
        expect(`${key}: ${value.trim() === '' ? 'EMPTY' : 'ok'}`).toBe(`${key}: ok`);
        const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        expect(`${key}: ${placeholders(value).join(',')}`).toBe(`${key}: ${placeholders(en.get(key) ?? '').join(',')}`);
      }
    },
  );

  it.each(ALL_LANGUAGES.filter((l) => l !== 'en'))('%s is a translation, not a copy of English', (lng) => {
    for (const ns of namespaces) {
      const en = flat('en', ns);
      const other = flat(lng, ns);
      const same = [...other].filter(([key, value]) => value === en.get(key) && /\p{L}{4,}/u.test(value));
      expect(same.length / other.size).toBeLessThan(0.1);
    }
  });

  it('has a title and description for every fixed route and a text for every thank-you kind', () => {
    const en = flat('en', 'common');
    for (const route of routes.filter((r) => !r.menuEntry && r.page !== 'feedback')) {
      expect(en.has(`routes.${route.id}.title`) && en.has(`routes.${route.id}.description`)).toBe(true);
    }
    const feedback = flat('en', 'feedback');
    for (const kind of FEEDBACK_KINDS) {
      expect(feedback.has(`${kind}.title`) && feedback.has(`${kind}.text`)).toBe(true);
    }
  });
});
