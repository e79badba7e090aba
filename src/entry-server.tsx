/**
 * Prerender entry, built by Vite in SSR mode and called by scripts/prerender.ts for every
 * public route in every enabled language.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from './components/router/index.ts';
import type { Resource } from 'i18next';
import { App } from './app/App.tsx';
import { Root } from './app/Root.tsx';
import { makeStore } from './app/store.ts';
import { createStaticI18n } from './app/i18n/createI18n.ts';
import { headFor, renderHead } from './app/head/headFor.ts';
import { languageOfPath, matchRoute, publicPaths } from './app/routes/routeTable.ts';
import { serializeAppData } from './app/appData.ts';
import { readyCatalogue } from './features/catalogue/catalogueSlice.ts';
import { catalogueUrl } from './features/catalogue/catalogueUrl.ts';
import type { Catalogue } from './features/catalogue/types.ts';
import { defaultLanguage, enabledLanguages } from './config/site.ts';
import type { Lng } from './config/languages.ts';

export { publicPaths, enabledLanguages };

export interface RenderedPage {
  lng: Lng;
  html: string;
  head: string;
  data: string;
  notFound: boolean;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one URL with the given language's texts (all namespaces of that language) and
 * catalogue. The page asks the browser to fetch the same catalogue early (preload), which
 * the app waits for before hydrating.
 */
export async function render(
  url: string,
  resourcesFor: (lng: Lng) => Resource,
  catalogueFor: (lng: Lng) => Catalogue,
): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://prerender.local').pathname;
  const match = matchRoute(pathname);
  const lng = match?.lng ?? languageOfPath(pathname) ?? defaultLanguage;
  const resources = resourcesFor(lng);
  const i18n = createStaticI18n(lng, resources);
  const store = makeStore({ catalogue: readyCatalogue(lng, catalogueFor(lng)) });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Root store={store} i18n={i18n}>
        <MemoryRouter location={url}>
          <App />
        </MemoryRouter>
      </Root>
    </StrictMode>,
  );
  return {
    lng,
    html: await streamToString(prelude),
    head:
      renderHead(headFor(match, lng, i18n.t)) +
      `<link rel="preload" href="${catalogueUrl(lng)}" as="fetch" crossorigin="anonymous">`,
    data: serializeAppData({ lng, resources }),
    notFound: !match,
  };
}
