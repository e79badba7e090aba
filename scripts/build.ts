/**
 * The whole build: check the snapshot, build the client and the prerender bundle with Vite,
 * prerender every public page, copy the translations, precompress, bundle the server.
 *   dist/            what the server serves (HTML per route and language, admin.html, assets, locales)
 *   build/ssr/       the prerender bundle (build time only)
 *   build/server/    the server bundle started by `npm start` / `npm run serve`
 */
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as viteBuild, type Plugin } from 'vite';
import { build as esbuild } from 'esbuild';
import { checkSnapshot, formatProblem } from '../publisher/snapshot/snapshot.ts';
import { prerender } from '../publisher/pages/prerender.ts';
import { writeClientCatalogues } from '../publisher/dataFiles/catalogueBuild.ts';
import { loadContent, writeContent } from '../publisher/dataFiles/contentBuild.ts';
import { buildMedia, imageSizes } from '../publisher/media/media.ts';
import { writeDetails } from '../publisher/dataFiles/detailBuild.ts';
import { buildSitemaps, robotsTxt } from '../publisher/pages/sitemap.ts';
import { siteUrlFor } from '../publisher/pages/siteUrl.ts';
import { formFacts } from '../publisher/dataFiles/formFacts.ts';
import { detailManifest } from '../publisher/dataFiles/detailManifest.ts';
import type { SiteConfig } from '../src/config/schema.ts';
import { precompress } from '../publisher/bundle/precompress.ts';
import { inputsHash } from '../publisher/bundle/inputs.ts';
import { SERVER_ENTRIES, SSR_ENTRY } from '../publisher/bundle/entries.ts';
import {
  esbuildExternals,
  missingRuntimeDependencies,
  viteExternals,
} from '../publisher/bundle/runtimeDependencies.ts';

const root = process.cwd();
const distDir = path.join(root, 'dist');
const buildDir = path.join(root, 'build');

export async function buildSite(): Promise<void> {
  const started = Date.now();
  const problems = await checkSnapshot(root);
  if (problems.length > 0) {
    throw new Error(`The snapshot has ${problems.length} problem(s):\n  ${problems.map(formatProblem).join('\n  ')}`);
  }

  const hash = await inputsHash(root);
  const buildId = hash.slice(0, 12);
  process.env.VITE_BUILD_ID = buildId;
  await rm(buildDir, { recursive: true, force: true });

  await viteBuild({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  // What the back office's entry imports statically goes in one chunk, React included, however
  // many of its pages are lazy chunks. Left to the public groups above, the modules the first
  // screen shares with a lazy page split it into half a dozen files that compress worse (+4 KiB
  // brotli, past its 150 KiB budget: npm run bench).
  const firstScreen = new Set<string>();
  // The back office (admin.html, docs/BACKOFFICE.md): the same config, built on its own into the
  // same folder. As a second entry of the build above it would share React, the router, Formik
  // and yup with the public pages, and every module they share would move into new chunks: the
  // public pages' files would change. Built apart, not one of them does.
  await viteBuild({
    root,
    logLevel: 'warn',
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: {
        input: path.join(root, 'admin.html'),
        output: {
          codeSplitting: { groups: [{ name: 'office', test: (id: string) => firstScreen.has(id), priority: 3 }] },
        },
      },
    },
    plugins: [firstScreenPlugin(firstScreen)],
  });
  const ssrBuild = await viteBuild({
    root,
    logLevel: 'warn',
    build: { ssr: SSR_ENTRY, outDir: path.join(buildDir, 'ssr'), emptyOutDir: true, manifest: false },
  });

  const siteConfig = JSON.parse(await readFile(path.join(root, 'snapshot/config/site.json'), 'utf8')) as SiteConfig;
  const catalogues = await writeClientCatalogues(root, distDir, buildId, siteConfig.languages.enabled);
  // Checked with the rest of the snapshot above: read again here for the pages.
  const content = await loadContent(root, siteConfig.languages.enabled, []);
  await writeContent(distDir, buildId, content);
  const media = await buildMedia({
    sourceDir: path.join(root, 'snapshot', 'media'),
    outDir: path.join(distDir, 'media'),
    cacheDir: path.join(root, '.cache', 'media'),
  });
  const details = await writeDetails({
    root,
    distDir,
    buildId,
    catalogues,
    imageSizes: await imageSizes(path.join(root, 'snapshot', 'media')),
  });
  const { count, sitemap, fixedSitemap } = await prerender({
    root,
    distDir,
    ssrEntry: path.join(buildDir, 'ssr', 'entry-server.js'),
    catalogues,
    details,
    content,
  });
  const siteUrl = siteUrlFor(siteConfig);
  for (const [file, xml] of buildSitemaps(sitemap, siteUrl, siteConfig.languages.default)) {
    await writeFile(path.join(distDir, file), xml);
  }
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  // The incremental publisher (publisher/release/) makes the sitemaps again from these and its catalogue.
  await writeFile(path.join(buildDir, 'sitemap-pages.json'), JSON.stringify(fixedSitemap));
  // The server answers /property/{id}/ and /project/{id}/ (and old slugs) from this map.
  await writeFile(
    path.join(buildDir, 'canonical.json'),
    JSON.stringify({
      ...detailManifest(details.canonical, siteConfig.languages.enabled, catalogues),
      forms: formFacts(catalogues),
    }),
  );
  // Leaflet for the example map host page (public/map-example), served by the site itself.
  await cp(path.join(root, 'node_modules', 'leaflet', 'dist'), path.join(distDir, 'vendor', 'leaflet'), {
    recursive: true,
    filter: (source) => !source.endsWith('.map') && !source.includes('leaflet-src'),
  });
  // The template is not a page: "/" is answered by the server's language redirect.
  await rename(path.join(distDir, 'index.html'), path.join(buildDir, 'template.html'));
  await cp(path.join(root, 'locales'), path.join(distDir, 'locales'), { recursive: true });
  const compressed = await precompress(distDir);

  const serverBuild = await esbuild({
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: path.join(buildDir, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const missing = missingRuntimeDependencies(
    [...esbuildExternals(serverBuild.metafile, root), ...viteExternals(ssrBuild, 'build/ssr')],
    JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as Record<string, never>,
  );
  if (missing.length > 0) {
    throw new Error(`A production install could not run the server:\n  ${missing.join('\n  ')}`);
  }

  await mkdir(buildDir, { recursive: true });
  await writeFile(
    path.join(buildDir, 'stamp.json'),
    JSON.stringify({ inputs: hash, buildId, builtAt: new Date().toISOString() }),
  );
  console.log(
    `Built ${count} pages, ${media.variants} image variants (${media.fromCache} from cache), ${compressed} files precompressed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'build.ts'))) {
  await buildSite().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** Collects into `into` the modules the build's entries import statically (not their lazy chunks). */
function firstScreenPlugin(into: Set<string>): Plugin {
  return {
    name: 'office-first-screen',
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (into.has(id)) continue;
        into.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
