/** @jest-environment node */
/**
 * The build hash (what `npm start` compares with build/stamp.json before it rebuilds) changes
 * with what the built site depends on, and only with that: a test, a test helper, a developer
 * tool or a doc edited in a copy of the repository leaves it as it was; a module of the site, the
 * server or the publisher, or the snapshot, changes it. And every module the build's entry points
 * import, as esbuild follows them, is one the hash covers.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_ENTRIES, SSR_ENTRY } from './entries.ts';
import { hashedFiles, inputsHash } from './inputs.ts';

jest.setTimeout(60_000);

let copy: string;
let before: string;

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'inputs-hash-'));
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const file of tracked) {
    mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
    copyFileSync(file, path.join(copy, file));
  }
  before = await inputsHash(copy);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The hash of the copy with one line added to `file`, which is then put back as it was. */
async function hashWithEdit(file: string): Promise<string> {
  const target = path.join(copy, file);
  const original = readFileSync(target);
  appendFileSync(target, file.endsWith('.json') ? ' ' : '\n// edited\n');
  try {
    return await inputsHash(copy);
  } finally {
    writeFileSync(target, original);
  }
}

it.each([
  'publisher/pages/sitemap.test.ts',
  'src/lib/paths.test.ts',
  'src/entry-server.test.tsx',
  'server/release/testKit.ts',
  'test/env.ts',
  'test/e2e/boot.spec.ts',
  'tools/media/draw.ts',
  'tools/bench/run.ts',
  'docs/ARCHITECTURE.md',
  'publisher/README.md',
  'scripts/test-pg.ts',
])('stays the same when %s is edited', async (file) => {
  expect(await hashWithEdit(file)).toBe(before);
});

it.each([
  'src/lib/paths.ts',
  'src/domain/routes/fixedRoutes.ts',
  'server/app.ts',
  'publisher/pages/sitemap.ts',
  'publisher/release/publishPlan.ts',
  'snapshot/config/site.json',
  'snapshot/fr/properties.json',
  'locales/fr/common.json',
  'scripts/sync.ts',
])('changes when %s is edited', async (file) => {
  expect(await hashWithEdit(file)).not.toBe(before);
});

it('is back to what it was once the edit is undone', async () => {
  expect(await inputsHash(copy)).toBe(before);
});

it('covers every module the build bundles or runs', async () => {
  const pages = ['index.html', 'admin.html'].flatMap((page) =>
    [...readFileSync(page, 'utf8').matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  expect(pages).toEqual(['src/boot.ts', 'src/admin/main.tsx']);
  const result = await build({
    entryPoints: ['scripts/build.ts', 'vite.config.ts', SSR_ENTRY, ...Object.values(SERVER_ENTRIES), ...pages],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: 'inputs-check',
    logLevel: 'silent',
  });
  const imported = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  expect(imported.length).toBeGreaterThan(400);
  const hashed = new Set(await hashedFiles());
  expect(imported.filter((input) => !hashed.has(input))).toEqual([]);
});
