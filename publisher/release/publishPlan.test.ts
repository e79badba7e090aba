/** @jest-environment node */
import path from 'node:path';
import type { Lng } from '../../src/config/languages.ts';
import { menu, site } from '../../src/config/site.ts';
import type { MenuModule } from '../../src/config/schema.ts';
import { routes } from '../../src/domain/routes/routeTable.ts';
import type { Project, Property } from '../../src/domain/catalogue/schema.ts';
import { generatedSnapshot, withPrice } from '../../tools/bench/publishPlanBench.ts';
import type { CatalogueFiles } from '../snapshot/catalogueCheck.ts';
import { readCatalogue } from '../snapshot/snapshot.ts';
import { emptyPlan, isEmptyPlan, planPublish, type PublishPlan } from './publishPlan.ts';
import { BLOCKS } from '../../src/domain/routes/blocks.ts';
import { MODULE_BLOCKS, PAGE_SHOWS, type PageShows } from '../../src/domain/routes/pageShows.ts';
import { readyCatalogue } from '../../src/state/catalogue/catalogueSlices.ts';
import { toClientCatalogue } from '../../src/domain/catalogue/clientData.ts';
import { selectListPage } from '../../src/state/catalogue/listSelectors.ts';
import { DEFAULT_QUERY } from '../../src/domain/catalogue/listQuery.ts';

// The committed snapshot is read once; the size check generates 2,000 listings in three languages.
jest.setTimeout(20_000);

const root = path.join(__dirname, '..', '..');
const LANGUAGES = site.languages.enabled;
const committed = new Map<Lng, CatalogueFiles>();

beforeAll(async () => {
  for (const lng of LANGUAGES) {
    const files = await readCatalogue(root, lng, []);
    if (!files) throw new Error(`The committed ${lng} catalogue is invalid: npm run snapshot:check`);
    committed.set(lng, files);
  }
});

type Edit = (files: CatalogueFiles, lng: Lng) => void;

/** The committed snapshot with `edit` applied to a copy of each language's files. */
function edited(edit: Edit): Map<Lng, CatalogueFiles> {
  const snapshot = new Map<Lng, CatalogueFiles>();
  for (const [lng, files] of committed) {
    const copy = structuredClone(files);
    edit(copy, lng);
    snapshot.set(lng, copy);
  }
  return snapshot;
}

const listing = (files: CatalogueFiles, id: number): Property => {
  const found = files.properties.find((p) => p.ID === id);
  if (!found) throw new Error(`No listing ${id}`);
  return found;
};
const project = (files: CatalogueFiles, id: number): Project => {
  const found = files.projects.find((p) => p.ID === id);
  if (!found) throw new Error(`No project ${id}`);
  return found;
};

/** The plan as paths and names, so each case reads as what the publisher will do. */
function summary(plan: PublishPlan) {
  const ref = (d: { lng: string; kind: string; id: number }) => `${d.lng}:${d.kind}-${d.id}`;
  return {
    detailPages: plan.detailPages.map((p) => `${p.path} (${p.because.join(', ')})`),
    gone: plan.gonePages.map((p) => p.path),
    redirects: plan.redirects.map((r) => `${r.from} -> ${r.to}`),
    pages: plan.pages.map((p) => `${p.path} (${p.because.join(', ')}${p.countsOnly ? ': counts only' : ''})`),
    droppedPages: plan.droppedPages.map((p) => p.path),
    sitemaps: plan.sitemaps,
    manifest: plan.manifest,
    media: plan.media,
    catalogues: plan.dataFiles.catalogues,
    details: plan.dataFiles.details.map(ref),
    removedDetails: plan.dataFiles.removedDetails.map(ref),
  };
}

const nothing = summary(emptyPlan());

/** The page of a sale (0) or rent (1) list that shows a listing, as the list pages it. */
function listPageOf(snapshot: Map<Lng, CatalogueFiles>, lng: Lng, id: number, goal: 0 | 1): number {
  const files = snapshot.get(lng);
  if (!files) throw new Error(`No ${lng} catalogue`);
  const state = readyCatalogue(lng, toClientCatalogue(lng, files));
  for (let page = 1; ; page++) {
    const shown = selectListPage(state, lng, goal, { ...DEFAULT_QUERY, page }, 12);
    if (shown.items.some((listing) => listing.ID === id)) return page;
    if (page >= shown.pages) throw new Error(`No page of the list shows ${id}`);
  }
}

/** A new house for sale in Namur, the newest listing, with photos no record had. */
const newHouse: Edit = (files) => {
  const house = structuredClone(listing(files, 162));
  Object.assign(house, {
    ID: 9001,
    RecordFile: 'DOS-9001',
    DateCreated: '2026-12-01',
    Price: 289000,
    SmallPictureItem: { ...house.SmallPictureItem, ID: 90011, Name: 'p9001-1', Url: '/media/p9001-1.jpg' },
    Pictures: house.Pictures.map((picture, i) => ({ ...picture, ID: 90011 + i, Name: `p9001-${i + 1}` })),
  });
  files.properties.push(house);
  // The CRM's own counts follow, as they would.
  for (const type of files.types) if (type.WebID === house.WebID) type.Sale += 1;
  for (const town of [...files.cities.all, ...files.cities.sale]) if (town.Zip === '5000') town.PropertyCount += 1;
};

const SOLD: Partial<Record<Lng, string>> = { nl: 'Verkocht', fr: 'Vendu', en: 'Sold' };

const DETAIL_162 = ['/nl/te-koop/namen/huis/162/', '/fr/a-vendre/namur/maison/162/', '/en/for-sale/namur/house/162/'];
const EVERY: Lng[] = ['nl', 'fr', 'en'];
const refs = (kind: string, id: number) => EVERY.map((lng) => `${lng}:${kind}-${id}`);

const CASES: [string, Edit, Partial<ReturnType<typeof summary>>][] = [
  [
    'a new house for sale in Namur: its pages, the sale lists and the home (cards and counts), the sitemaps, its photos',
    newHouse,
    {
      detailPages: [
        '/nl/te-koop/namen/huis/9001/ (added)',
        '/fr/a-vendre/namur/maison/9001/ (added)',
        '/en/for-sale/namur/house/9001/ (added)',
      ],
      // The twelfth card moves to page 2, which lists one more.
      pages: [
        '/nl/ (counts, cards)',
        '/nl/te-koop/ (counts, cards)',
        '/nl/te-koop/?page=2 (counts, cards)',
        '/fr/ (counts, cards)',
        '/fr/a-vendre/ (counts, cards)',
        '/fr/a-vendre/?page=2 (counts, cards)',
        '/en/ (counts, cards)',
        '/en/for-sale/ (counts, cards)',
        '/en/for-sale/?page=2 (counts, cards)',
      ],
      sitemaps: ['sitemap-nl.xml', 'sitemap-fr.xml', 'sitemap-en.xml'],
      manifest: true,
      media: { added: ['p9001-1', 'p9001-2', 'p9001-3', 'p9001-4'], unused: [] },
      catalogues: EVERY,
      details: refs('property', 9001),
    },
  ],
  [
    'a price change of the newest listing: its pages, and the home and sale lists that show its card, not the counts',
    (files) => {
      listing(files, 120).Price = 319000;
    },
    {
      detailPages: [
        '/nl/te-koop/marche-en-famenne/huis/120/ (record)',
        '/fr/a-vendre/marche-en-famenne/maison/120/ (record)',
        '/en/for-sale/marche-en-famenne/house/120/ (record)',
      ],
      pages: [
        '/nl/ (cards)',
        '/nl/te-koop/ (cards)',
        '/fr/ (cards)',
        '/fr/a-vendre/ (cards)',
        '/en/ (cards)',
        '/en/for-sale/ (cards)',
      ],
      catalogues: EVERY,
      details: refs('property', 120),
    },
  ],
  [
    'a price change of the 13th listing for sale: its pages and page 2 of the sale lists, which shows its card',
    (files) => {
      listing(files, 162).Price = 79000;
    },
    {
      detailPages: DETAIL_162.map((path) => `${path} (record)`),
      pages: ['/nl/te-koop/?page=2 (cards)', '/fr/a-vendre/?page=2 (cards)', '/en/for-sale/?page=2 (cards)'],
      catalogues: EVERY,
      details: refs('property', 162),
    },
  ],
  [
    'sold: its pages, the sale lists (it moves after the others), the home’s counts only, the realisations',
    (files, lng) => {
      Object.assign(listing(files, 175), { Marquee: 4, MarqueeName: SOLD[lng] });
    },
    {
      detailPages: [
        '/nl/te-koop/namen/appartement/175/ (record)',
        '/fr/a-vendre/namur/appartement/175/ (record)',
        '/en/for-sale/namur/flat/175/ (record)',
      ],
      pages: [
        '/nl/ (counts: counts only)',
        '/nl/te-koop/ (counts, cards)',
        '/nl/te-koop/?page=2 (counts, cards)',
        '/nl/realisaties/ (cards)',
        '/fr/ (counts: counts only)',
        '/fr/a-vendre/ (counts, cards)',
        '/fr/a-vendre/?page=2 (counts, cards)',
        '/fr/realisations/ (cards)',
        '/en/ (counts: counts only)',
        '/en/for-sale/ (counts, cards)',
        '/en/for-sale/?page=2 (counts, cards)',
        '/en/realisations/ (cards)',
      ],
      // The form endpoint no longer takes visits or offers for it.
      manifest: true,
      catalogues: EVERY,
      details: refs('property', 175),
    },
  ],
  [
    'deleted: gone in three languages, the lists’ and home’s counts, the sitemaps, its photos unused',
    (files) => {
      files.properties = files.properties.filter((p) => p.ID !== 162);
      for (const type of files.types) if (type.WebID === 1) type.Sale -= 1;
      for (const town of [...files.cities.all, ...files.cities.sale]) if (town.Zip === '5000') town.PropertyCount -= 1;
    },
    {
      gone: DETAIL_162,
      pages: [
        '/nl/ (counts: counts only)',
        '/nl/te-koop/ (counts: counts only)',
        '/nl/te-koop/?page=2 (counts, cards)',
        '/fr/ (counts: counts only)',
        '/fr/a-vendre/ (counts: counts only)',
        '/fr/a-vendre/?page=2 (counts, cards)',
        '/en/ (counts: counts only)',
        '/en/for-sale/ (counts: counts only)',
        '/en/for-sale/?page=2 (counts, cards)',
      ],
      sitemaps: ['sitemap-nl.xml', 'sitemap-fr.xml', 'sitemap-en.xml'],
      manifest: true,
      media: { added: [], unused: ['p162-1', 'p162-2', 'p162-3', 'p162-4'] },
      catalogues: EVERY,
      removedDetails: refs('property', 162),
    },
  ],
  [
    'moved to another town: the new paths, a redirect from each old one, the sale lists’ town counts',
    (files) => {
      Object.assign(listing(files, 162), { City: 'Jambes', Zip: '5100' });
    },
    {
      detailPages: [
        '/nl/te-koop/jambes/huis/162/ (record, path)',
        '/fr/a-vendre/jambes/maison/162/ (record, path)',
        '/en/for-sale/jambes/house/162/ (record, path)',
      ],
      redirects: [
        '/nl/te-koop/namen/huis/162/ -> /nl/te-koop/jambes/huis/162/',
        '/fr/a-vendre/namur/maison/162/ -> /fr/a-vendre/jambes/maison/162/',
        '/en/for-sale/namur/house/162/ -> /en/for-sale/jambes/house/162/',
      ],
      pages: [
        '/nl/te-koop/ (counts: counts only)',
        '/nl/te-koop/?page=2 (counts, cards)',
        '/fr/a-vendre/ (counts: counts only)',
        '/fr/a-vendre/?page=2 (counts, cards)',
        '/en/for-sale/ (counts: counts only)',
        '/en/for-sale/?page=2 (counts, cards)',
      ],
      sitemaps: ['sitemap-nl.xml', 'sitemap-fr.xml', 'sitemap-en.xml'],
      manifest: true,
      catalogues: EVERY,
      details: refs('property', 162),
    },
  ],
  [
    'its type renamed in French only: the French page moves (and the link to it on page 2 of the sale list), the Dutch and English pages follow (their hreflang)',
    (files, lng) => {
      if (lng === 'fr') listing(files, 162).MainTypeName = 'Maison de ville';
    },
    {
      detailPages: [
        '/nl/te-koop/namen/huis/162/ (alternates)',
        '/fr/a-vendre/namur/maison-de-ville/162/ (record, path)',
        '/en/for-sale/namur/house/162/ (alternates)',
      ],
      redirects: ['/fr/a-vendre/namur/maison/162/ -> /fr/a-vendre/namur/maison-de-ville/162/'],
      pages: ['/fr/a-vendre/?page=2 (cards)'],
      sitemaps: ['sitemap-nl.xml', 'sitemap-fr.xml', 'sitemap-en.xml'],
      manifest: true,
      catalogues: ['fr'],
      details: refs('property', 162),
    },
  ],
  [
    'the French description only: the French page alone, no list, no catalogue file',
    (files, lng) => {
      if (lng === 'fr') listing(files, 162).Description += ' Toiture refaite en 2026.';
    },
    {
      detailPages: ['/fr/a-vendre/namur/maison/162/ (record)'],
      details: ['fr:property-162'],
    },
  ],
  [
    'a project’s delivery date in French: its French page and the French projects list',
    (files, lng) => {
      if (lng === 'fr') project(files, 6).Delivery = 'Début 2029';
    },
    {
      detailPages: ['/fr/projets/namur/les-terrasses-de-salzinnes/6/ (record)'],
      pages: ['/fr/projets/ (cards)'],
      catalogues: ['fr'],
      details: ['fr:project-6'],
    },
  ],
  [
    'a project renamed: it and its unit move (redirects), the projects lists and the sale list that links the unit',
    (files) => {
      project(files, 6).Name = 'Les Hauts de Salzinnes';
    },
    {
      detailPages: [
        '/nl/projecten/namen/les-hauts-de-salzinnes/6/appartement/503/ (project, path)',
        '/fr/projets/namur/les-hauts-de-salzinnes/6/appartement/503/ (project, path)',
        '/en/projects/namur/les-hauts-de-salzinnes/6/flat/503/ (project, path)',
        '/nl/projecten/namen/les-hauts-de-salzinnes/6/ (record, units, path)',
        '/fr/projets/namur/les-hauts-de-salzinnes/6/ (record, units, path)',
        '/en/projects/namur/les-hauts-de-salzinnes/6/ (record, units, path)',
      ],
      redirects: [
        '/nl/projecten/namen/les-terrasses-de-salzinnes/6/appartement/503/ -> /nl/projecten/namen/les-hauts-de-salzinnes/6/appartement/503/',
        '/fr/projets/namur/les-terrasses-de-salzinnes/6/appartement/503/ -> /fr/projets/namur/les-hauts-de-salzinnes/6/appartement/503/',
        '/en/projects/namur/les-terrasses-de-salzinnes/6/flat/503/ -> /en/projects/namur/les-hauts-de-salzinnes/6/flat/503/',
        '/nl/projecten/namen/les-terrasses-de-salzinnes/6/ -> /nl/projecten/namen/les-hauts-de-salzinnes/6/',
        '/fr/projets/namur/les-terrasses-de-salzinnes/6/ -> /fr/projets/namur/les-hauts-de-salzinnes/6/',
        '/en/projects/namur/les-terrasses-de-salzinnes/6/ -> /en/projects/namur/les-hauts-de-salzinnes/6/',
      ],
      pages: [
        '/nl/te-koop/ (cards)',
        '/nl/projecten/ (cards)',
        '/fr/a-vendre/ (cards)',
        '/fr/projets/ (cards)',
        '/en/for-sale/ (cards)',
        '/en/projects/ (cards)',
      ],
      sitemaps: ['sitemap-nl.xml', 'sitemap-fr.xml', 'sitemap-en.xml'],
      manifest: true,
      catalogues: EVERY,
      details: [...refs('property', 503), ...refs('project', 6)],
    },
  ],
  [
    'a project’s unit sold: its pages, the project’s pages (their unit table), the sale lists’ counts and options',
    (files, lng) => {
      Object.assign(listing(files, 415), { Marquee: 4, MarqueeName: SOLD[lng] });
    },
    {
      detailPages: [
        '/nl/projecten/marche-en-famenne/residence-les-tanneurs/2/appartement/415/ (record)',
        '/fr/projets/marche-en-famenne/residence-les-tanneurs/2/appartement/415/ (record)',
        '/en/projects/marche-en-famenne/residence-les-tanneurs/2/flat/415/ (record)',
        '/nl/projecten/marche-en-famenne/residence-les-tanneurs/2/ (units)',
        '/fr/projets/marche-en-famenne/residence-les-tanneurs/2/ (units)',
        '/en/projects/marche-en-famenne/residence-les-tanneurs/2/ (units)',
      ],
      // It was the only duplex for sale: the type leaves the sale lists' filter.
      pages: [
        '/nl/ (counts: counts only)',
        '/nl/te-koop/ (counts, options)',
        '/nl/te-koop/?page=2 (counts, cards, options)',
        '/nl/realisaties/ (cards)',
        '/fr/ (counts: counts only)',
        '/fr/a-vendre/ (counts, options)',
        '/fr/a-vendre/?page=2 (counts, cards, options)',
        '/fr/realisations/ (cards)',
        '/en/ (counts: counts only)',
        '/en/for-sale/ (counts, options)',
        '/en/for-sale/?page=2 (counts, cards, options)',
        '/en/realisations/ (cards)',
      ],
      manifest: true,
      catalogues: EVERY,
      details: refs('property', 415),
    },
  ],
  [
    'a type renamed in the French type list: the French sale list’s filter and the demand register’s types',
    (files, lng) => {
      const other = files.types.find((type) => type.WebID === 13);
      if (lng === 'fr' && other) other.Name = 'Autre bien';
    },
    {
      // No type 13 is for rent: the rent list's filter does not offer it.
      pages: ['/fr/a-vendre/ (options)', '/fr/a-vendre/?page=2 (options)', '/fr/je-cherche/ (options)'],
      // The form endpoint names a saved search's types in its mails.
      manifest: true,
      catalogues: ['fr'],
    },
  ],
  [
    'a town added to the town lists: the home’s figures (a count) and the demand register’s zones',
    (files) => {
      const [first] = files.cities.all;
      if (first) files.cities.all.push({ ...first, Name: 'Dinant', Zip: '5500', PropertyCount: 0 });
    },
    {
      pages: [
        '/nl/ (counts: counts only)',
        '/nl/ik-zoek/ (options)',
        '/fr/ (counts: counts only)',
        '/fr/je-cherche/ (options)',
        '/en/ (counts: counts only)',
        '/en/looking-for/ (options)',
      ],
      catalogues: EVERY,
    },
  ],
];

describe('the publish plan', () => {
  it('is empty when nothing changed, and when only the order of the records did', () => {
    expect(isEmptyPlan(planPublish(committed, committed, site))).toBe(true);
    expect(
      planPublish(
        committed,
        edited(() => undefined),
        site,
      ),
    ).toEqual(emptyPlan());
    const reordered = edited((files) => {
      files.properties.reverse();
      files.projects.reverse();
    });
    expect(isEmptyPlan(planPublish(committed, reordered, site))).toBe(true);
  });

  it.each(CASES)('%s', (_name, edit, expected) => {
    const plan = planPublish(committed, edited(edit), site);
    expect(summary(plan)).toEqual({ ...nothing, ...expected });
    expect(isEmptyPlan(plan)).toBe(false);
  });

  it('names what changed per language, a description in one language included', () => {
    const plan = planPublish(
      committed,
      edited((files, lng) => {
        if (lng === 'fr') listing(files, 162).Description += ' Toiture refaite en 2026.';
      }),
      site,
    );
    expect(plan.changes).toEqual({
      fr: {
        properties: { added: [], changed: [162], removed: [] },
        projects: { added: [], changed: [], removed: [] },
        types: false,
        cities: false,
      },
    });
  });

  it('says which blocks changed and that a page changed through its counts only', () => {
    const plan = planPublish(
      committed,
      edited((files, lng) => {
        Object.assign(listing(files, 175), { Marquee: 4, MarqueeName: SOLD[lng] });
      }),
      site,
    );
    expect(plan.pages.find((page) => page.path === '/fr/')).toEqual({
      lng: 'fr',
      routeId: 'home',
      path: '/fr/',
      because: ['counts'],
      countsOnly: true,
      parts: ['home search card', 'figures'],
    });
  });

  it('renders a list’s new page and the pages before it when the list grows a page, and counts it in the manifest', () => {
    // 19 for sale (12 a page): six more, older than the first page's, make a third page with one card.
    const plan = planPublish(
      committed,
      edited((files) => {
        for (let i = 1; i <= 6; i++) {
          files.properties.push({ ...structuredClone(listing(files, 162)), ID: 9000 + i, RecordFile: `DOS-900${i}` });
        }
      }),
      site,
    );
    const lists = (lng: string) => plan.pages.filter((page) => page.lng === lng && page.routeId === 'for-sale');
    expect(lists('fr').map((page) => `${page.path} (${page.because.join(', ')})`)).toEqual([
      '/fr/a-vendre/ (counts)',
      '/fr/a-vendre/?page=2 (counts, cards)',
      '/fr/a-vendre/?page=3 (counts, cards, options)',
    ]);
    expect(lists('nl').map((page) => page.path)).toEqual([
      '/nl/te-koop/',
      '/nl/te-koop/?page=2',
      '/nl/te-koop/?page=3',
    ]);
    expect(plan.droppedPages).toEqual([]);
    expect(plan.manifest).toBe(true);
  });

  it('drops the pages past a list’s new last page, renders the ones left, and counts it in the manifest', () => {
    // Seven listings for sale taken offline: 12 left, one page.
    const offline = committed
      .get('fr')
      ?.properties.filter((p) => p.Goal === 0 && p.ProjectID === null)
      .slice(0, 7)
      .map((p) => p.ID);
    expect(offline).toHaveLength(7);
    const plan = planPublish(
      committed,
      edited((files) => {
        files.properties = files.properties.filter((p) => !offline?.includes(p.ID));
      }),
      site,
    );
    expect(plan.droppedPages).toEqual([
      { lng: 'nl', routeId: 'for-sale', path: '/nl/te-koop/?page=2' },
      { lng: 'fr', routeId: 'for-sale', path: '/fr/a-vendre/?page=2' },
      { lng: 'en', routeId: 'for-sale', path: '/en/for-sale/?page=2' },
    ]);
    expect(plan.pages.filter((page) => page.routeId === 'for-sale').map((page) => page.path)).toEqual([
      '/nl/te-koop/',
      '/fr/a-vendre/',
      '/en/for-sale/',
    ]);
    expect(plan.manifest).toBe(true);
  });

  it('plans one changed listing among 2,000 in three languages as its three pages and the list page showing it, not 6,000', () => {
    const old = generatedSnapshot(committed);
    const target = old.get('fr')?.properties[1_000];
    if (!target) throw new Error('The generated catalogue is too small');
    expect(old.get('fr')?.properties).toHaveLength(2_000);
    const next = withPrice(old, target.ID, target.Price + 5_000);
    const plan = planPublish(old, next, site);
    const page = listPageOf(next, 'fr', target.ID, 1);
    expect(page).toBeGreaterThan(1);
    expect(summary(plan)).toEqual({
      ...nothing,
      detailPages: [
        `/nl/te-huur/montay/huis/${target.ID}/ (record)`,
        `/fr/a-louer/montay/maison/${target.ID}/ (record)`,
        `/en/for-rent/montay/house/${target.ID}/ (record)`,
      ],
      pages: [
        `/nl/te-huur/?page=${page} (cards)`,
        `/fr/a-louer/?page=${page} (cards)`,
        `/en/for-rent/?page=${page} (cards)`,
      ],
      catalogues: EVERY,
      details: refs('property', target.ID),
    });
  });
});

describe('the pages considered', () => {
  it('classifies every kind of page of the route table', () => {
    // A kind is classified when it names its blocks or shows its menu modules' (pageShows.ts).
    const considered = new Set<string>(
      Object.entries(PAGE_SHOWS as Record<string, PageShows>)
        .filter(([, shows]) => shows.blocks.length > 0 || shows.modules)
        .map(([kind]) => kind),
    );
    expect(routes.map((route) => route.page).filter((kind) => !considered.has(kind))).toEqual([]);
  });

  it('classifies every kind of menu module and every view of a property list', () => {
    const modules = menu.pages.flatMap((page) => page.modules);
    const kinds = ['article', 'property-list', 'stats-view', 'project-list', 'category', 'contact'] as const;
    const views = [null, 'newest', 'list', 'realisations'];
    const module = (type: (typeof kinds)[number], view: string | null) => ({ ...modules[0], type, view }) as MenuModule;
    for (const type of kinds) {
      for (const view of type === 'property-list' ? views : [null]) {
        const rows = Object.keys(BLOCKS).filter((id) => MODULE_BLOCKS[type](module(type, view)) === id);
        expect([type, view, rows.length]).toEqual([type, view, 1]);
      }
    }
  });
});
