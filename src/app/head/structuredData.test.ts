/** @jest-environment node */
/**
 * Which page carries which description: the agency and the website on the home page, the agency
 * on the contact page, a detail page's listing, and on every page whose header shows a breadcrumb
 * that breadcrumb, step for step.
 */
import type { Graph } from 'schema-dts';
import { siteUrl } from '../../config/env.ts';
import { testI18n } from '../../../test/i18n.ts';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { projectDetail, propertyDetail } from '../../../test/fixtures/detail.ts';
import { loadVocabulary } from '../../../test/structured/vocabulary.ts';
import { requiredProblems } from '../../../test/structured/required.ts';
import { matchRoute } from '../../domain/routes/routeTable.ts';
import { headerCrumbs } from '../pages/pageCrumbs.ts';
import type { Detail } from '../routes/pageData.ts';
import { structuredDataFor } from './structuredData.ts';

const vocabulary = loadVocabulary();
const { t } = testI18n('fr');
const catalogue = makeCatalogue();

function dataOf(path: string, detail: Detail | null = null): Graph | null {
  const match = matchRoute(path);
  if (!match) throw new Error(`No route for ${path}`);
  return structuredDataFor(match, { t: testI18n(match.lng).t, catalogue, content: null, detail });
}
const nodes = (graph: Graph | null) => (graph?.['@graph'] ?? []) as unknown as Record<string, unknown>[];
const typesOf = (graph: Graph | null) => nodes(graph).map((node) => node['@type']);
const breadcrumbOf = (graph: Graph | null) =>
  (nodes(graph).find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? []) as {
    name: string;
    item: string;
  }[];

describe('structured data per page', () => {
  it('home: the agency and the website, valid', () => {
    const graph = dataOf('/fr/');
    expect(typesOf(graph)).toEqual(['RealEstateAgent', 'WebSite']);
    expect([...vocabulary.check(graph), ...requiredProblems(graph, vocabulary)]).toEqual([]);
  });

  it('contact: the agency and the breadcrumb', () => {
    expect(typesOf(dataOf('/en/contact/'))).toEqual(['RealEstateAgent', 'BreadcrumbList']);
  });

  it('a list page: only its breadcrumb, the steps its header shows', () => {
    const graph = dataOf('/nl/te-koop/');
    expect(typesOf(graph)).toEqual(['BreadcrumbList']);
    const shown = headerCrumbs(matchRoute('/nl/te-koop/')!, testI18n('nl').t);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(breadcrumbOf(graph).map(({ name, item }) => ({ text: name, href: item }))).toEqual(
      shown.map(({ text, href }) => ({ text, href: siteUrl + href })),
    );
  });

  it('a listing: the listing at its canonical address, the agency that sells it, the breadcrumb ending on it', () => {
    const graph = dataOf('/fr/a-vendre/marche-en-famenne/maison/120/', propertyDetail('fr', 120));
    expect(typesOf(graph)).toEqual(['RealEstateListing', 'RealEstateAgent', 'BreadcrumbList']);
    const url = `${siteUrl}/fr/a-vendre/marche-en-famenne/maison/120/`;
    expect(nodes(graph)[0]).toMatchObject({
      url,
      mainEntity: { '@type': 'House' },
      offers: { price: expect.any(Number) as number },
    });
    expect(breadcrumbOf(graph).map((step) => step.item)).toEqual([`${siteUrl}/fr/`, `${siteUrl}/fr/a-vendre/`, url]);
    expect(breadcrumbOf(graph).at(-1)?.name).toBe(t('detailHead.sale', { type: 'Maison', city: 'Marche-en-Famenne' }));
    expect([...vocabulary.check(graph), ...requiredProblems(graph, vocabulary)]).toEqual([]);
  });

  it('a project: its offers and its breadcrumb through the projects page', () => {
    const graph = dataOf('/fr/projets/marche-en-famenne/residence-les-tanneurs/2/', projectDetail('fr', 2));
    expect(typesOf(graph)).toEqual(['RealEstateListing', 'RealEstateAgent', 'BreadcrumbList']);
    // The fixture catalogue lists one unit of project 2, on the market.
    expect(nodes(graph)[0]).toMatchObject({ offers: { '@type': 'AggregateOffer', offerCount: 1 } });
    expect([...vocabulary.check(graph), ...requiredProblems(graph, vocabulary)]).toEqual([]);
  });

  it('an unknown id, or a detail page without its file: nothing', () => {
    expect(dataOf('/fr/a-vendre/x/x/999/', propertyDetail('fr', 120))).toBeNull();
    expect(dataOf('/fr/a-vendre/marche-en-famenne/maison/120/', null)).toBeNull();
  });

  it('a 404: nothing', () => {
    expect(structuredDataFor(null, { t, catalogue, content: null, detail: null })).toBeNull();
  });
});
