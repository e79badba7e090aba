/**
 * The incremental publisher: from the snapshot the site serves now to a new one, render only
 * what the publish plan names (publisher/release/publishPlan.ts), into a new release overlay on the
 * base build, and switch it in (./releaseFiles.ts; docs/LIVE_CATALOGUE.md says the layout).
 *
 * What a publish costs follows the change, not the catalogue: the plan and the sitemaps are
 * passes over the records (milliseconds for thousands), the renders, data files and photos are
 * those of the changed records and of the list and home pages that show them.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lng } from '../../src/config/languages.ts';
import type { SiteConfig } from '../../src/config/schema.ts';
import { catalogueUrlPath } from '../../src/domain/catalogue/dataPaths.ts';
import { detailUrlPath } from '../../src/domain/catalogue/detailPaths.ts';
import { pageFileOf } from '../../src/lib/listPages.ts';
import type { DetailRequest } from '../../src/domain/catalogue/detailTypes.ts';
import { loadContent } from '../dataFiles/contentBuild.ts';
import { detailManifest } from '../dataFiles/detailManifest.ts';
import { formFacts } from '../dataFiles/formFacts.ts';
import { pageRenderer, type PageRenderer } from '../pages/pageRenderer.ts';
import { isEmptyPlan, planPublish } from './publishPlan.ts';
import { buildSitemaps, type SitemapPage } from '../pages/sitemap.ts';
import { siteUrlFor } from '../pages/siteUrl.ts';
import { loadCatalogueState } from './catalogueState.ts';
import { describePlan, stepTimer } from './publishLog.ts';
import { compressor } from './compress.ts';
import { buildPhotoVariants } from '../media/photos.ts';
import {
  MANIFEST_FILE,
  commitRelease,
  currentRelease,
  releaseId,
  releasesDir,
  type ReleaseRecord,
} from './releaseFiles.ts';

export interface PublishOptions {
  /** The base build the server runs: dist/ and build/ (ssr bundle, template, stamp, canonical.json). */
  distDir: string;
  buildDir: string;
  /** The root whose snapshot/ the base was built from (the repository). */
  baseRoot: string;
  liveDir: string;
  /** The validated snapshot to publish: a root holding snapshot/ (the sync's candidate). */
  snapshotRoot: string;
  snapshotId: string;
  /** Photo variants of CRM photos, shared by all releases (content-named, never rewritten). */
  variantsDir: string;
  mediaCacheDir: string;
  now?: () => Date;
  log?: (line: string) => void;
  /** The build's renderer unless given (a test's). */
  renderer?: Pick<PageRenderer, 'render' | 'fill'>;
}

export interface PublishResult {
  status: 'published' | 'unchanged';
  release: string | null;
  /** Pages rendered, data files and photos written. */
  pages: number;
  dataFiles: number;
  photos: number;
  ms: number;
}

const dataFile = (urlPath: string) => urlPath.replace(/^\//, '');

interface Stamp {
  inputs: string;
  buildId: string;
}

export async function publishRelease(options: PublishOptions): Promise<PublishResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const stamp = JSON.parse(await readFile(path.join(options.buildDir, 'stamp.json'), 'utf8')) as Stamp;
  const buildId = stamp.buildId;
  const site = JSON.parse(
    await readFile(path.join(options.snapshotRoot, 'snapshot', 'config', 'site.json'), 'utf8'),
  ) as SiteConfig;
  const languages = site.languages.enabled;

  const steps = stepTimer();
  const served = await currentRelease(options.liveDir, stamp.inputs);
  // A release another instance published (taken from the database) has its snapshot on that
  // instance's disk only: this publish then starts from the base, as the first one did, and its
  // release holds every change since the base (docs/LIVE_CATALOGUE.md, "Several instances").
  const previous =
    served && existsSync(path.join(options.liveDir, 'snapshots', served.record.snapshot)) ? served : null;
  if (served && !previous) log(`publish: the snapshot of ${served.record.id} is not on this disk: from the base`);
  const oldRoot = previous ? path.join(options.liveDir, 'snapshots', previous.record.snapshot) : options.baseRoot;
  const [before, after] = await Promise.all([
    loadCatalogueState(oldRoot, languages),
    loadCatalogueState(options.snapshotRoot, languages),
  ]);
  steps.mark('read');
  const plan = planPublish(before.files, after.files, site);
  steps.mark('plan');
  if (isEmptyPlan(plan)) {
    return {
      status: 'unchanged',
      release: previous?.record.id ?? null,
      pages: 0,
      dataFiles: 0,
      photos: 0,
      ms: Date.now() - started,
    };
  }
  log(describePlan(plan));

  const id = releaseId(now());
  const workDir = path.join(releasesDir(options.liveDir), `.${id}.tmp`);
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  try {
    // Which release's directory holds each file served now: a file this publish does not
    // write stays where it is, named by the new release, never copied (its cost is one entry).
    const owner = new Map<string, string>();
    if (previous) {
      for (const [layer, names] of Object.entries(previous.record.inherited ?? {})) {
        for (const name of names) owner.set(name, layer);
      }
      for (const name of previous.record.files) owner.set(name, previous.record.id);
    }
    const files = new Set(owner.keys());
    const hidden = new Set(previous?.record.hidden ?? []);
    const gone = new Map(Object.entries(previous?.record.gone ?? {}));
    const goneIds = new Set(previous?.record.goneIds ?? []);
    const written = new Set<string>();
    const compress = compressor(workDir);
    const write = async (file: string, body: string) => {
      const target = path.join(workDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
      await compress.add(file, body);
      written.add(file);
      files.add(file);
      hidden.delete(file);
    };
    const drop = (file: string) => {
      files.delete(file);
      hidden.add(file);
    };

    // Photos first: a page must never name a variant that is not there yet.
    const photos = await buildPhotoVariants({
      names: plan.media.added,
      sourceDir: path.join(options.snapshotRoot, 'snapshot', 'media'),
      baseMediaDir: path.join(options.distDir, 'media'),
      variantsDir: options.variantsDir,
      cacheDir: options.mediaCacheDir,
    });

    let dataFiles = 0;
    for (const lng of plan.dataFiles.catalogues) {
      await write(dataFile(catalogueUrlPath(lng, buildId)), JSON.stringify(after.catalogues.get(lng)));
      dataFiles++;
    }
    for (const ref of plan.dataFiles.details) {
      const detail = await after.detail(ref);
      if (!detail) throw new Error(`The plan names ${ref.kind} ${ref.id} (${ref.lng}) but the snapshot has none`);
      await write(dataFile(detailUrlPath(ref.lng, ref.kind, ref.id, buildId)), JSON.stringify(detail));
      dataFiles++;
    }
    for (const ref of plan.dataFiles.removedDetails) drop(dataFile(detailUrlPath(ref.lng, ref.kind, ref.id, buildId)));

    steps.mark('photos+data');
    const renderer =
      options.renderer ??
      (await pageRenderer({
        ssrEntry: path.join(options.buildDir, 'ssr', 'entry-server.js'),
        templateFile: path.join(options.buildDir, 'template.html'),
        distDir: options.distDir,
        localesDir: path.join(options.distDir, 'locales'),
      }));
    const content = await loadContent(options.snapshotRoot, languages, []);
    const catalogueFor = (lng: Lng) => {
      const catalogue = after.catalogues.get(lng);
      if (!catalogue) throw new Error(`No catalogue for ${lng}`);
      return catalogue;
    };
    const sources = {
      catalogueFor,
      detailFor: (request: DetailRequest) => after.madeDetail(request),
      contentFor: (lng: Lng) => content.get(lng) ?? null,
    };
    let pages = 0;
    for (const page of plan.detailPages) {
      await after.detail(page);
      const rendered = await renderer.render(page.path, sources);
      if (rendered.notFound) throw new Error(`The detail page ${page.path} does not render`);
      await write(pageFileOf(page.path), await renderer.fill(rendered));
      gone.delete(page.path);
      pages++;
    }
    for (const page of plan.pages) {
      const rendered = await renderer.render(page.path, sources);
      if (rendered.notFound) throw new Error(`The page ${page.path} does not render`);
      await write(pageFileOf(page.path), await renderer.fill(rendered));
      pages++;
    }
    // A list that lost pages: past its last page the server answers 404 (by the manifest's count).
    for (const page of plan.droppedPages) drop(pageFileOf(page.path));
    for (const moved of plan.redirects) {
      // Missing from now on: the server redirects it by the manifest's canonical path.
      drop(pageFileOf(moved.from));
      gone.delete(moved.from);
    }
    for (const page of plan.gonePages) {
      drop(pageFileOf(page.path));
      gone.set(page.path, page.kind);
    }
    for (const key of Object.keys(after.canonical)) goneIds.delete(key);
    for (const page of plan.gonePages) {
      const key = `${page.kind}/${page.id}`;
      if (!after.canonical[key]) goneIds.add(key);
    }

    if (plan.sitemaps.length > 0) {
      const fixed = JSON.parse(
        await readFile(path.join(options.buildDir, 'sitemap-pages.json'), 'utf8'),
      ) as FixedSitemap;
      // In the full build's order: its pages, the listings and projects, the editorial pages.
      const sitemaps = buildSitemaps(
        [...fixed.pages, ...after.sitemapEntries(), ...fixed.editorial],
        siteUrlFor(site),
        site.languages.default,
      );
      for (const [file, xml] of sitemaps) await write(file, xml);
    }
    // The whole manifest each time: small, and the server reads one file per release.
    await writeFile(
      path.join(workDir, MANIFEST_FILE),
      JSON.stringify({
        ...detailManifest(after.canonical, languages, after.catalogues),
        forms: formFacts(after.catalogues),
      }),
    );

    // Compressed siblings of what this publish wrote; the rest keeps the previous release's.
    steps.mark('render');
    for (const file of await compress.done()) {
      files.add(file);
      hidden.delete(file);
      written.add(file);
    }
    for (const file of [...files]) {
      if (written.has(file)) continue;
      const sibling = file.replace(/\.(br|gz)$/, '');
      // A file rewritten now makes its old compressed siblings stale; a hidden one takes them along.
      if (sibling !== file && (written.has(sibling) || hidden.has(sibling))) files.delete(file);
    }
    for (const file of [...hidden]) for (const ext of ['.br', '.gz']) files.delete(file + ext);
    const inherited: Record<string, string[]> = {};
    for (const file of [...files].sort()) {
      const layer = written.has(file) ? undefined : owner.get(file);
      if (layer) (inherited[layer] ??= []).push(file);
    }
    steps.mark('compress');

    const record: ReleaseRecord = {
      id,
      base: stamp.inputs,
      snapshot: options.snapshotId,
      createdAt: now().toISOString(),
      files: [...files].filter((file) => written.has(file)).sort(),
      inherited,
      hidden: [...hidden].sort(),
      gone: Object.fromEntries([...gone].sort()),
      goneIds: [...goneIds].sort(),
      manifest: MANIFEST_FILE,
    };
    await commitRelease(options.liveDir, workDir, record);
    const ms = Date.now() - started;
    steps.mark('commit');
    log(
      `Published release ${id}: ${pages} pages, ${dataFiles} data files, ${photos} new photos in ${ms} ms (${steps.summary()})`,
    );
    return { status: 'published', release: id, pages, dataFiles, photos, ms };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** What the full build keeps of its sitemap entries besides the listings' (publisher/pages/prerender.ts). */
interface FixedSitemap {
  pages: SitemapPage[];
  editorial: SitemapPage[];
}
