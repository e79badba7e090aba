/**
 * `npm run check:structured` (after the build; CI runs it with the HTML check): every
 * `<script type="application/ld+json">` of every built page parsed and checked against the
 * schema.org vocabulary and Google's required properties, and each page carrying what its kind
 * must (test/structured/pages.ts). `npm run check:structured -- DIR` checks another built tree,
 * a live-catalogue release for instance. Prints each problem with its file and exits 1 when there
 * is one; the last lines count what was checked.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '../../src/domain/routes/routeTable.ts';
import type { SiteConfig } from '../../src/config/schema.ts';
import { siteUrlFor } from '../../publisher/pages/siteUrl.ts';
import { loadVocabulary } from './vocabulary.ts';
import { pageProblems, readPage, type ListingFacts, type PageExpectations, type PageKind } from './pages.ts';

const distDir = process.argv[2] ?? 'dist';
const siteConfig = JSON.parse(readFileSync('snapshot/config/site.json', 'utf8')) as SiteConfig;
const siteUrl = siteUrlFor(siteConfig);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A detail file of the build (data/{build}/{lng}/property-120.json), wherever its build id puts it. */
function detailFile(lng: string, kind: 'property' | 'project', id: string): Record<string, unknown> | null {
  const data = path.join(distDir, 'data');
  if (!existsSync(data)) return null;
  for (const build of readdirSync(data)) {
    const file = path.join(data, build, lng, `${kind}-${id}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  }
  return null;
}

function expectations(file: string): PageExpectations {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  // 404 pages (dist/nl/404.html, 404-property.html) carry nothing a kind asks for.
  // A list's page N (fr/a-vendre/page-2.html, docs/DECISIONS.md, "Paged lists") shows the list's
  // own breadcrumb: it is checked as the list is.
  const listPage = /^(.*\/)page-[1-9]\d*\.html$/.exec(relative);
  if (!relative.endsWith('/index.html') && !listPage) return { path: `/${relative}`, kind: 'other', siteUrl };
  const pagePath = listPage ? `/${listPage[1]}` : `/${relative.slice(0, -'index.html'.length)}`;
  const match = matchRoute(pagePath);
  const page = match?.route.page;
  const base = { path: pagePath, siteUrl };
  if (!match || !page) return { ...base, kind: 'other' };
  if (page === 'home') return { ...base, kind: 'home' };
  const contact = (match.route.menuEntry?.modules ?? []).some((m) => m.type === 'contact' && m.status === 'Published');
  if (contact) return { ...base, kind: 'contact' };
  if (page !== 'property' && page !== 'project' && page !== 'project-unit') return { ...base, kind: 'other' };
  const kind: PageKind = page === 'project' ? 'project' : 'property';
  const detail = detailFile(match.lng, kind, match.params.id ?? '');
  if (!detail) throw new Error(`${file}: no detail file for ${kind} ${match.params.id ?? '?'}`);
  const listing: ListingFacts =
    kind === 'property'
      ? {
          kind,
          price: detail.Price as number | null,
          goal: detail.Goal as 0 | 1,
          marquee: detail.Marquee as number,
        }
      : { kind, goal: detail.Goal as 0 | 1, priceMin: detail.PriceMin as number | null };
  return { ...base, kind, listing };
}

const vocabulary = loadVocabulary();
const files = htmlFiles(distDir);
const problems: string[] = [];
const counts = { withData: 0, blocks: 0, breadcrumbs: 0, home: 0, contact: 0, property: 0, project: 0, other: 0 };
const types = new Map<string, number>();
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const page = expectations(file);
  counts[page.kind]++;
  const facts = readPage(html);
  if (facts.blocks.length > 0) counts.withData++;
  counts.blocks += facts.blocks.length;
  if (facts.crumbs && facts.crumbs.length >= 2) counts.breadcrumbs++;
  for (const block of facts.blocks) {
    for (const type of block.matchAll(/"@type":"([A-Za-z]+)"/g)) types.set(type[1]!, (types.get(type[1]!) ?? 0) + 1);
  }
  for (const problem of pageProblems(html, page, vocabulary)) problems.push(`${file}: ${problem}`);
}

console.log(
  `Structured data: ${files.length} pages, ${counts.withData} with JSON-LD (${counts.blocks} blocks); ` +
    `${counts.breadcrumbs} show a breadcrumb; home ${counts.home}, contact ${counts.contact}, ` +
    `listings ${counts.property}, projects ${counts.project}`,
);
console.log(
  `Types: ${[...types]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${type} ${n}`)
    .join(', ')}`,
);
if (counts.home === 0) problems.push(`${distDir}: no home page found (build first: npm run build)`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  'Every JSON-LD block is schema.org vocabulary with the properties Google requires, on every page that needs it.',
);
