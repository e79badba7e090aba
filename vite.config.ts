import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { keepLanguages } from './publisher/bundle/configLanguages.ts';

/** The dev server serves /locales from the top-level locales/ folder (the build copies it into dist). */
function localesDevServer(): Plugin {
  return {
    name: 'locales-dev-server',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const file = path.join(process.cwd(), 'locales', decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        if (!file.startsWith(path.join(process.cwd(), 'locales') + path.sep)) return next();
        readFile(file)
          .then((body) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(body);
          })
          .catch(() => next());
      });
    },
  };
}

/**
 * The dev server answers what the build writes: each language's catalogue and detail files
 * under /data/dev/ and photo variants under /media/, made on request from snapshot/ (the build makes them
 * once, with a cache).
 */
function catalogueDevServer(): Plugin {
  return {
    name: 'catalogue-dev-server',
    configureServer(server) {
      server.middlewares.use('/data/dev', (req, res, next) => {
        const detail = /^\/(nl|fr|en|de)\/(property|project)-(\d+)\.json$/.exec((req.url ?? '').split('?')[0] ?? '');
        if (detail) {
          const [, lng = 'nl', kind = 'property', id = '0'] = detail;
          const siteFile = path.join(process.cwd(), 'snapshot', 'config', 'site.json');
          Promise.all([
            import('./publisher/dataFiles/detailBuild.ts'),
            import('./publisher/media/media.ts'),
            readFile(siteFile, 'utf8'),
          ])
            .then(async ([{ devDetail }, { imageSizes }, site]) =>
              devDetail(
                process.cwd(),
                (JSON.parse(site) as { languages: { enabled: ('nl' | 'fr' | 'en' | 'de')[] } }).languages.enabled,
                { lng: lng as 'nl', kind: kind as 'property', id: Number(id) },
                await imageSizes(path.join(process.cwd(), 'snapshot', 'media')),
              ),
            )
            .then((found) => {
              if (!found) return next();
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.end(JSON.stringify(found));
            })
            .catch((error: unknown) => next(error));
          return;
        }
        const lng = /^\/catalogue\.(nl|fr|en|de)\.json$/.exec((req.url ?? '').split('?')[0] ?? '')?.[1];
        if (!lng) return next();
        import('./publisher/dataFiles/catalogueBuild.ts')
          .then(({ loadClientCatalogue }) => loadClientCatalogue(process.cwd(), lng as 'nl'))
          .then((catalogue) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(catalogue));
          })
          .catch((error: unknown) => next(error));
      });
      server.middlewares.use('/media', (req, res, next) => {
        const found = /^\/([a-z0-9-]+)-(\d+)\.(webp|jpg)$/.exec((req.url ?? '').split('?')[0] ?? '');
        if (!found) return next();
        const [, name = '', width = '0', format = 'jpg'] = found;
        import('./publisher/media/media.ts')
          .then(({ renderVariant }) =>
            renderVariant(path.join(process.cwd(), 'snapshot', 'media'), name, Number(width), format),
          )
          .then((body) => {
            res.setHeader('Content-Type', format === 'jpg' ? 'image/jpeg' : 'image/webp');
            res.end(body);
          })
          .catch(() => next());
      });
    },
  };
}

/**
 * The dev server answers the back office's pages (/admin/*) with admin.html, as the server does
 * in production: the router in src/admin reads the path.
 */
function adminDevServer(): Plugin {
  return {
    name: 'admin-dev-server',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (/^\/admin(\/|\?|$)/.test(req.url ?? '') && req.headers.accept?.includes('text/html'))
          req.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * React Router 7 resolves to its development build under every condition (remix-run/react-router
 * issues 12532 and 14102): the build takes its production build, the same code with its
 * development warnings off (0.4 KiB brotli less in the boot JavaScript). The dev server keeps the
 * warnings. Its DOM entry imports its chunks by relative path, so nothing mixes the two.
 */
function reactRouterProduction(): Plugin {
  const dist = path.join(process.cwd(), 'node_modules', 'react-router', 'dist', 'production');
  return {
    name: 'react-router-production',
    config: (_, { command }) =>
      command === 'build'
        ? {
            resolve: {
              alias: [
                { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
                { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
              ],
            },
          }
        : {},
  };
}

/**
 * The site and menu configuration (snapshot/config) carry their texts in every catalogue
 * language, German too, which site.json leaves off. What the browser and the prerenderer import
 * keeps only the enabled languages' texts (0.8 KiB brotli less on every page today); turning a
 * language on in site.json brings its texts back at the next build.
 */
function configForEnabledLanguages(): Plugin {
  const isConfig = (id: string) => /[\\/]snapshot[\\/]config[\\/](site|menu)\.json$/.test(id);
  return {
    name: 'config-for-enabled-languages',
    enforce: 'pre',
    transform(code, id) {
      if (!isConfig(id)) return null;
      const site = JSON.parse(readFileSync(path.join(process.cwd(), 'snapshot', 'config', 'site.json'), 'utf8')) as {
        languages: { enabled: string[] };
      };
      return { code: JSON.stringify(keepLanguages(JSON.parse(code), new Set(site.languages.enabled))), map: null };
    },
  };
}

/**
 * react-i18next imports `use-sync-external-store/shim`, the React 16/17 polyfill of a hook React
 * 19 has: the import resolves to React's own hook (src/lib/useSyncExternalStoreShim.ts).
 */
const reactOwnStoreHook = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: path.join(process.cwd(), 'src', 'lib', 'useSyncExternalStoreShim.ts'),
};

const siteConfig = JSON.parse(readFileSync(new URL('./snapshot/config/site.json', import.meta.url), 'utf8')) as {
  consent: { policyVersion: string; maxAgeDays: number };
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    configForEnabledLanguages(),
    localesDevServer(),
    catalogueDevServer(),
    adminDevServer(),
  ],
  // A git worktree may link its node_modules to another checkout's: modules keep the path they are
  // found under, so the manifest still names them node_modules/… (publisher/pages/pageTemplate.ts
  // looks a lazy chunk up by that name). Without links nothing changes.
  resolve: { alias: [reactOwnStoreHook], preserveSymlinks: true },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The cookie policy's version and how long a choice lasts, for boot.ts (before Redux loads).
    __CONSENT_POLICY__: JSON.stringify({
      version: siteConfig.consent.policyVersion,
      maxAgeDays: siteConfig.consent.maxAgeDays,
    }),
  },
  build: {
    target: 'es2022',
    manifest: true,
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Small modules every page boots with that the lazy chunks (detail, forms, owner pages)
        // share: kept in one chunk, or sharing splits the boot into a dozen small files that
        // compress worse and cost a request each (JS budget: 140 KiB brotli before interaction).
        codeSplitting: {
          groups: [
            {
              // What boot.ts runs before React (the stored cookie choice, the page's assets, Vite's
              // preload helper):
              // on its own, so the boot never waits for the shared chunk, which would then
              // compete with the page's largest image for a slow phone's bandwidth.
              name: 'boot',
              test: /([\\/]src[\\/](state[\\/]consent[\\/](categories|consentStorage)|lib[\\/]pageAssets)\.ts|preload-helper)/,
              priority: 2,
            },
            {
              // React and React DOM, evaluated in a task of their own before the rest of the app
              // (boot.ts imports them first, yields, then imports the app).
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'shared',
              priority: 1,
              test: /[\\/](src[\\/](components[\\/](router|Picture|LazyPicture|lazyViews)|app[\\/](routes|pages[\\/](contentPages|PageHeader|NotFoundPage|DetailNotFound|costSlots)|featureSlots)|lib[\\/]price|config[\\/](?!purchaseCosts)|components[\\/](CardMedia|PriceText|ProjectCardView|Breadcrumb|CatalogueState|slots)|features[\\/]forms[\\/]FormSlot|features[\\/]search[\\/]|lib[\\/]normalize|features[\\/]owner[\\/]portalPreload|features[\\/]catalogue[\\/](ListingGrid|ListingCardView)|features[\\/]favourites[\\/]FavouriteButton|state[\\/](hooks|loadOnce|catalogue[\\/](selectors|useCatalogue|catalogueSlice|catalogueUrl)|favourites[\\/](favouriteOf|favouritesSlice|favouritesStorage)|consent[\\/]consentSlice|content[\\/]contentSlice|detail[\\/]detailSlice)|lib[\\/]text|features[\\/]detail[\\/](subject|titles)|features[\\/]map-bridge[\\/]|components[\\/]useIsHydrated|domain[\\/](routes[\\/](routeTable|fixedRoutes|pagedLists|labelText|breadcrumbs)|catalogue[\\/](marquee|links|searchIndex|views|dataPaths|detailPaths)|criteria[\\/]demandQuery|content[\\/](types|dataPaths)))|node_modules[\\/](react|@reduxjs|immer|redux|redux-thunk|reselect)[\\/])/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  // react-lazy-load-image-component is a CommonJS bundle whose exports Node cannot name in an ES
  // import: the prerender bundle takes it in instead of importing it when it runs.
  ssr: { noExternal: ['react-lazy-load-image-component'] },
  server: { port: 5173 },
});
