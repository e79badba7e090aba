/** @jest-environment node */
/**
 * A page kind added the way the README says ("Add a page kind"): what it shows (pageShows.ts),
 * its route entry (fixedRoutes.ts), its component (src/app/routes/pages.ts), its structured data
 * and its texts; nothing in the publisher. The real renderer renders it, and a catalogue change
 * that alters what it shows publishes it again, while one that does not leaves it alone.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import type * as PageShowsModule from '../../src/domain/routes/pageShows.ts';
import type * as FixedRoutesModule from '../../src/domain/routes/fixedRoutes.ts';
import type * as PagesModule from '../../src/app/routes/pages.ts';
import type * as StructuredDataModule from '../../src/app/head/structuredData.ts';
import type { RouteMatch } from '../../src/domain/routes/routeTable.ts';
import type { Lng } from '../../src/config/languages.ts';
import type { Property } from '../../src/domain/catalogue/schema.ts';
import { PageHeader } from '../../src/app/pages/PageHeader.tsx';
import { StatsView } from '../../src/features/catalogue/StatsView.tsx';
import { render } from '../../src/entry-server.tsx';
import { loadResources } from '../pages/pageTemplate.ts';
import type { RenderedPage } from '../pages/pageRenderer.ts';
import { publishWorkspace, type PublishWorkspace } from './testKit.ts';

// Renders whole pages with the real renderer, 20 of them per publish: sized for a slow machine.
jest.setTimeout(120_000);

/** The new kind: the market's figures, the same block a menu page's stats module shows. */
jest.mock('../../src/domain/routes/pageShows.ts', () => {
  const actual = jest.requireActual<typeof PageShowsModule>('../../src/domain/routes/pageShows.ts');
  Object.assign(actual.PAGE_SHOWS, { market: { data: ['catalogue'], blocks: ['figures'] } });
  return actual;
});

jest.mock('../../src/domain/routes/fixedRoutes.ts', () => {
  const actual = jest.requireActual<typeof FixedRoutesModule>('../../src/domain/routes/fixedRoutes.ts');
  actual.FIXED_ROUTES.push({
    id: 'market',
    original: '/market/',
    segments: { nl: 'marktcijfers', fr: 'chiffres-du-marche', en: 'market-figures', de: 'marktzahlen' },
    parent: 'home',
    page: 'market' as FixedRoutesModule.PageKind,
    prerender: [{}],
  });
  return actual;
});

function MarketPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('market');
  return (
    <>
      <PageHeader match={match} intro={t('intro')} />
      <p>{t('intro')}</p>
      <StatsView lng={match.lng} />
    </>
  );
}

jest.mock('../../src/app/routes/pages.ts', () => {
  const actual = jest.requireActual<typeof PagesModule>('../../src/app/routes/pages.ts');
  Object.assign(actual.PAGES, { market: { load: () => Promise.resolve(MarketPage), namespaces: ['market'] } });
  return actual;
});

jest.mock('../../src/app/head/structuredData.ts', () => {
  const actual = jest.requireActual<typeof StructuredDataModule>('../../src/app/head/structuredData.ts');
  Object.assign(actual.NODES, { market: actual.NODES.news });
  return actual;
});

const TEXTS: Record<'nl' | 'fr' | 'en', { title: string; intro: string }> = {
  nl: { title: 'Marktcijfers', intro: 'Wat er vandaag te koop en te huur staat.' },
  fr: { title: 'Chiffres du marché', intro: 'Ce qui est à vendre et à louer aujourd’hui.' },
  en: { title: 'Market figures', intro: 'What is for sale and for rent today.' },
};

const texts = new Map<Lng, Resource>();
let workspace: PublishWorkspace;

beforeAll(async () => {
  for (const lng of ['nl', 'fr', 'en'] as const) {
    const resources = await loadResources(path.join(process.cwd(), 'locales'), lng);
    const all = resources[lng] as Record<string, Record<string, unknown>>;
    const common = all.common as { routes: Record<string, unknown> };
    common.routes.market = { title: TEXTS[lng].title, description: TEXTS[lng].intro };
    all.market = { intro: TEXTS[lng].intro };
    texts.set(lng, resources);
  }
});

beforeEach(async () => {
  workspace = await publishWorkspace({
    render: (url, sources) => render(url, { ...sources, resourcesFor: (lng) => texts.get(lng) ?? {} }),
    fill: (page: RenderedPage) =>
      Promise.resolve(`<!doctype html><html><head>${page.head}</head><body>${page.html}</body></html>`),
  });
});

afterEach(async () => {
  await workspace.remove();
});

const withPrice = (id: number, price: number) => (list: Property[]) =>
  list.map((p) => (p.ID === id ? { ...p, Price: price } : p));
const without = (id: number) => (list: Property[]) => list.filter((p) => p.ID !== id);

/** The figure of listings for sale that a page shows (StatsView's first item). */
const saleFigure = (html: string) => /class="stats__value">(\d+)</.exec(html)?.[1];

describe('a page kind added by the recipe', () => {
  it('is published again, rendered with its texts and figures, when a change alters what it shows', async () => {
    // A price change alters no figure: the new page is left as it is.
    await workspace.publish('s1', await workspace.snapshot('s1', withPrice(120, 312000)));
    const first = await workspace.current();
    expect(first.record.files).not.toContain('fr/chiffres-du-marche/index.html');

    // A listing withdrawn from sale changes the figures: the page is rendered again in every language.
    await workspace.publish('s2', await workspace.snapshot('s2', without(120)));
    const { record, dir } = await workspace.current();
    for (const file of [
      'nl/marktcijfers/index.html',
      'fr/chiffres-du-marche/index.html',
      'en/market-figures/index.html',
    ])
      expect(record.files).toContain(file);
    const market = await readFile(path.join(dir, 'fr/chiffres-du-marche/index.html'), 'utf8');
    expect(market).toMatch(/<h1[^>]*>Chiffres du marché<\/h1>/);
    expect(market).toContain('Ce qui est à vendre et à louer aujourd’hui.');
    expect(market).toContain('<title>Chiffres du marché');
    // The same figure as the home page of the same release, which shows the same block.
    const home = await readFile(path.join(dir, 'fr/index.html'), 'utf8');
    expect(saleFigure(market)).toBeDefined();
    expect(saleFigure(market)).toBe(saleFigure(home));
    expect(existsSync(path.join(dir, 'fr/chiffres-du-marche/index.html.br'))).toBe(true);
  });
});
