import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadAllResources } from './i18n.ts';

/** Every literal key the code passes to t() must exist in the catalogue (parity covers the rest). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const en = (loadAllResources().en ?? {}) as Record<string, Record<string, unknown>>;

function lookup(ns: string, dotted: string): unknown {
  let node: unknown = en[ns];
  for (const part of dotted.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A key exists as a string, or as the plural pair key_one / key_other that i18next picks from by count. */
function has(key: string): boolean {
  const [ns, rest] = key.includes(':') ? key.split(':', 2) : ['common', key];
  const name = rest ?? '';
  if (typeof lookup(ns ?? 'common', name) === 'string') return true;
  return ['one', 'other'].every((form) => typeof lookup(ns ?? 'common', `${name}_${form}`) === 'string');
}

describe('keys used in the code', () => {
  const files = sourceFiles(path.join(__dirname, '..', 'src'));
  const used = files.flatMap((file) =>
    // t('ns:key') and <Trans i18nKey="ns:key">.
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'|\bi18nKey="([^"]+)"/g)].map((m) => ({
      file,
      key: m[1] ?? m[2] ?? '',
    })),
  );

  it('finds the keys the layout uses', () => {
    expect(used.length).toBeGreaterThan(20);
  });

  it('exist in the catalogue', () => {
    const missing = used.filter(({ key }) => !has(key)).map(({ file, key }) => `${path.basename(file)}: ${key}`);
    expect(missing).toEqual([]);
  });
});
