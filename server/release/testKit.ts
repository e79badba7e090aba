/**
 * What the release tests need: a small base build on disk (pages with their .br and .gz, the
 * not-found pages of two languages, a data file, the build's manifest) and a writer of release
 * overlays and of current.json, in the contract's shapes (docs/LIVE_CATALOGUE.md).
 */
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { DetailManifest } from '../../publisher/dataFiles/manifest.ts';

export const STAMP = 'inputs-0001';

export const HOUSE_120 = {
  nl: '/nl/te-koop/marche-en-famenne/huis/120/',
  fr: '/fr/a-vendre/marche-en-famenne/maison/120/',
  en: '/en/for-sale/marche-en-famenne/house/120/',
};

export const TITLES = {
  frPage: "Oups, cette page n'existe plus",
  frProperty: 'Bien introuvable',
  frProject: 'Projet introuvable',
  nlProperty: 'Pand niet gevonden',
};

export const page = (lng: string, title: string) =>
  `<!doctype html><html lang="${lng}"><head><title>${title}</title></head><body>${'<p>listing</p>'.repeat(150)}</body></html>`;

export const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

/** A file of a built site or an overlay, with its .br and .gz siblings when `compressed`. */
export function write(root: string, file: string, body: string, compressed: boolean): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, body);
  if (compressed) {
    writeFileSync(`${full}.br`, brotliCompressSync(body));
    writeFileSync(`${full}.gz`, gzipSync(body));
  }
}

const PREFIXES: DetailManifest['prefixes'] = {
  nl: { property: ['/nl/te-koop/', '/nl/te-huur/'], project: ['/nl/projecten/'] },
  fr: { property: ['/fr/a-vendre/', '/fr/a-louer/'], project: ['/fr/projets/'] },
  en: { property: ['/en/for-sale/', '/en/for-rent/'], project: ['/en/projects/'] },
};

const label = (text: string) => ({ nl: text, fr: text, en: text });

/** The manifest of a catalogue holding these properties (id -> canonical paths). */
export function manifestOf(properties: Record<string, Record<string, string>>): DetailManifest {
  return {
    canonical: Object.fromEntries(Object.entries(properties).map(([id, paths]) => [`property/${id}`, paths])),
    prefixes: PREFIXES,
    forms: {
      subjects: Object.fromEntries(
        Object.keys(properties).map((id) => [`property/${id}`, { goal: 0, open: true, label: label(`Maison ${id}`) }]),
      ),
      types: { '1': { nl: 'Huis', fr: 'Maison', en: 'House' } },
      pages: {
        newsletter: { nl: '/nl/nieuwsbrief/', fr: '/fr/newsletter/', en: '/en/newsletter/' },
        login: { nl: '/nl/aanmelden/', fr: '/fr/connexion/', en: '/en/login/' },
        portal: { nl: '/nl/eigenaar/', fr: '/fr/proprietaire/', en: '/en/owner/' },
      },
    },
  };
}

/** A built site: the base a release overlays. */
export function makeBase(): { root: string; distDir: string; detailManifest: string; liveDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'release-base-'));
  const distDir = path.join(root, 'dist');
  write(distDir, 'fr/index.html', page('fr', 'Accueil'), true);
  write(distDir, 'fr/a-vendre/index.html', page('fr', 'À vendre (base)'), true);
  write(distDir, 'fr/contact/index.html', page('fr', 'Contact (base)'), true);
  write(distDir, `${HOUSE_120.fr.slice(1)}index.html`, page('fr', 'Maison 120 (base)'), true);
  write(distDir, 'fr/404.html', page('fr', TITLES.frPage), false);
  write(distDir, 'fr/404-property.html', page('fr', TITLES.frProperty), false);
  write(distDir, 'fr/404-project.html', page('fr', TITLES.frProject), false);
  write(distDir, 'nl/404.html', page('nl', 'Oeps'), false);
  write(distDir, 'nl/404-property.html', page('nl', TITLES.nlProperty), false);
  write(distDir, 'data/b1/catalogue.fr.json', JSON.stringify({ properties: [{ ID: 120 }] }), true);
  write(distDir, 'assets/app-1.js', 'console.log("app");'.repeat(100), true);
  const detailManifest = path.join(root, 'canonical.json');
  writeFileSync(detailManifest, JSON.stringify(manifestOf({ '120': HOUSE_120 })));
  return { root, distDir, detailManifest, liveDir: path.join(root, 'live') };
}

export interface ReleaseSpec {
  /** Overlay files by path relative to dist/ (HTML and JSON get their .br and .gz). */
  files?: Record<string, string>;
  hidden?: string[];
  gone?: Record<string, 'property' | 'project'>;
  goneIds?: string[];
  manifest?: DetailManifest;
  base?: string;
  /** Files served from earlier releases' directories, by release id. */
  inherited?: Record<string, string[]>;
  /** Written as release.json instead of the contract's shape. */
  raw?: string;
}

/** Writes LIVE_DIR/releases/{id}/ complete, as the publisher does before naming it. */
export function writeRelease(liveDir: string, id: string, spec: ReleaseSpec = {}): string {
  const dir = path.join(liveDir, 'releases', id);
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const [file, body] of Object.entries(spec.files ?? {})) {
    const compressed = /\.(html|json)$/.test(file);
    write(dir, file, body, compressed);
    files.push(file, ...(compressed ? [`${file}.br`, `${file}.gz`] : []));
  }
  writeFileSync(path.join(dir, 'canonical.json'), JSON.stringify(spec.manifest ?? manifestOf({ '120': HOUSE_120 })));
  const release = {
    id,
    base: spec.base ?? STAMP,
    snapshot: `snap-${id}`,
    createdAt: '2026-11-24T10:15:00.000Z',
    files,
    ...(spec.inherited ? { inherited: spec.inherited } : {}),
    hidden: spec.hidden ?? [],
    gone: spec.gone ?? {},
    goneIds: spec.goneIds ?? [],
    manifest: 'canonical.json',
  };
  writeFileSync(path.join(dir, 'release.json'), spec.raw ?? JSON.stringify(release));
  return dir;
}

/** Names the release served, tmp + rename as the contract says. */
export function setCurrent(liveDir: string, id: string): void {
  const releases = path.join(liveDir, 'releases');
  mkdirSync(releases, { recursive: true });
  const tmp = path.join(releases, `current.json.${process.pid}.tmp`);
  writeFileSync(tmp, JSON.stringify({ release: id }));
  renameSync(tmp, path.join(releases, 'current.json'));
}

/** A log sink for createApp that keeps the lines. */
export function logSink(): { stream: { write: (line: string) => void }; lines: string[] } {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}
