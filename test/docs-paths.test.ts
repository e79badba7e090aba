/** @jest-environment node */
/**
 * The README and docs/ stay true about where things are: every file or folder of the project they
 * name (in backticks or as a link) exists. A path from the project's root must exist as written;
 * a shorter one (`forms/schemas.ts`, `formKinds.ts`, after its folder was named) must be the end of
 * a file or folder of the project. Generated places (dist/, build/, data/, reports/) are not in a
 * fresh clone and are skipped, as are site URLs (`/fr/connexion/`) and paths outside the project.
 * A path with a placeholder (`locales/{lng}/{ns}.json`) is checked up to the placeholder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DOCS = ['README.md', ...readdirSync('docs').map((name) => path.join('docs', name))].filter((file) =>
  file.endsWith('.md'),
);
const GENERATED = ['dist', 'build', 'data', 'reports', 'node_modules', 'coverage', 'test-results', '.cache'];
/** Files the build, the server, the sync or a backup write, named in the docs by their own name. */
const WRITTEN = [
  'canonical.json',
  'relayWorker.js',
  'sitemap.xml',
  'robots.txt',
  'release.json',
  'current.json',
  'manifest.json',
];
/** Inside an uploaded DOCX (the upload checks read it), not the project. */
const FOREIGN = ['word/document.xml'];
const FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|sh|svg|png|xml|txt|yml|yaml|sql|conf|service)$/;
// A placeholder (`{lng}`, `*`, `…`), or a setting standing for a folder (`DATA_DIR/outbox/`).
const PLACEHOLDER = /[{*…<$]|\.\.\.|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const topLevel = new Set(tracked.map((file) => file.split('/')[0]));

/** The backticked and linked words of a Markdown text that look like paths of the project. */
export function namedPaths(markdown: string): string[] {
  const words = [
    ...[...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''),
    ...[...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? ''),
  ];
  return words
    .map((word) => word.trim().replace(/^\.\//, ''))
    .filter((word) => /^[\w.@{}-][\w./@{}*,…-]*$/.test(word) && !/^[a-z]+:/.test(word))
    .filter((word) => word.includes('/') || FILE.test(word))
    .filter((word) => !/^\d|^\.\w+$/.test(word));
}

/** Whether a named path is the project's: checked as written, by its end, or not at all (null). */
export function exists(named: string, from: string): boolean | null {
  const cut = named.split('/').findIndex((segment) => PLACEHOLDER.test(segment));
  const pathPart = (cut === -1 ? named : named.split('/').slice(0, cut).join('/')).replace(/\/$/, '');
  if (pathPart === '' || pathPart === '..' || FOREIGN.includes(pathPart)) return null;
  const first = pathPart.split('/')[0] ?? '';
  if (GENERATED.includes(first) || WRITTEN.includes(path.basename(pathPart))) return null;
  // A package (`@fastify/cookie`, `use-sync-external-store/shim`), unless a folder of ours has its name.
  if (!topLevel.has(first) && (first.startsWith('@') || existsSync(path.join('node_modules', first)))) return null;
  // Relative to the document (docs/…): a link such as (LIVE_CATALOGUE.md) or (../README.md).
  const beside = path.normalize(path.join(path.dirname(from), pathPart));
  if (topLevel.has(first) || existsSync(beside)) return existsSync(pathPart) || existsSync(beside);
  // A shorter path: the end of a file or folder of the project. A bare name without an extension is a word.
  if (!pathPart.includes('/') && !FILE.test(pathPart)) return null;
  const end = `/${pathPart}`;
  return tracked.some((file) => `/${file}`.endsWith(end)) || [...folders].some((dir) => `/${dir}`.endsWith(end));
}

describe('the paths the README and docs/ name', () => {
  it('finds paths in backticks and links, and not URLs or words', () => {
    expect(
      namedPaths(
        'See `server/index.ts`, [docs](docs/DATABASE.md#x), `/fr/connexion/`, `npm start`, `https://a.b/c`, `e.g.`, `formKinds.ts`.',
      ),
    ).toEqual(['server/index.ts', 'formKinds.ts', 'docs/DATABASE.md']);
  });

  it('tells a renamed file from one that exists', () => {
    expect(exists('server/index.ts', 'README.md')).toBe(true);
    expect(exists('server/indexx.ts', 'README.md')).toBe(false);
    expect(exists('src/domain/forms/kinds.ts', 'README.md')).toBe(true);
    expect(exists('forms/formKinds.ts', 'README.md')).toBe(true);
    expect(exists('forms/formKind.ts', 'README.md')).toBe(false);
    expect(exists('locales/{nl,fr,en,de}/', 'README.md')).toBe(true);
    expect(exists('dist/{lng}/index.html', 'README.md')).toBeNull();
    expect(exists('LIVE_CATALOGUE.md', 'docs/DATABASE.md')).toBe(true);
  });

  it.each(DOCS)('%s names only paths that exist', (file) => {
    const text = readFileSync(file, 'utf8');
    const missing = namedPaths(text).filter((named) => exists(named, file) === false);
    expect(missing).toEqual([]);
  });
});
