/** @jest-environment node */
/**
 * The build check's own parts (npm run check:structured): the vocabulary read from schema-dts
 * refuses what schema.org does not define, Google's rules catch a missing price, and a page is
 * read as a search engine reads it, its visible breadcrumb compared with its BreadcrumbList.
 */
import { loadVocabulary } from './vocabulary.ts';
import { requiredProblems } from './required.ts';
import { pageProblems, readPage, type PageExpectations } from './pages.ts';

const vocabulary = loadVocabulary();
const SITE = 'https://www.example.be';
const graph = (...nodes: object[]) => ({ '@context': 'https://schema.org', '@graph': nodes });

describe('the vocabulary from schema-dts', () => {
  it('knows the types and their inherited properties', () => {
    expect(vocabulary.hasType('RealEstateAgent')).toBe(true);
    expect(vocabulary.hasType('RealEstateListing')).toBe(true);
    expect(vocabulary.hasType('Sell')).toBe(false);
    expect(vocabulary.isA('RealEstateAgent', 'Organization')).toBe(true);
    expect(vocabulary.isA('RealEstateAgent', 'Place')).toBe(true);
    expect(vocabulary.isA('Offer', 'AggregateOffer')).toBe(false);
    for (const property of ['geo', 'openingHoursSpecification', 'logo', 'telephone', 'sameAs', 'address']) {
      expect(vocabulary.propertiesOf('RealEstateAgent').has(property)).toBe(true);
    }
    expect(vocabulary.propertiesOf('Place').has('numberOfBedrooms')).toBe(false);
  });

  it('refuses the values the site used to write: schema.org has no Sell or LeaseOut', () => {
    const old = graph({
      '@type': 'Offer',
      price: 1,
      priceCurrency: 'EUR',
      businessFunction: 'https://schema.org/Sell',
      availability: 'https://schema.org/InStock',
    });
    expect(vocabulary.check(old)).toEqual([expect.stringContaining('@graph[0].businessFunction')]);
    const goodRelations = { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' };
    expect(vocabulary.check(graph({ '@type': 'Offer', businessFunction: goodRelations }))).toEqual([]);
  });

  it('refuses an unknown type, a property the type lacks, a node in the wrong range and an unknown enumeration member', () => {
    const problems = vocabulary.check(
      graph(
        { '@type': 'Appartment' },
        { '@type': 'Place', numberOfBedrooms: 2 },
        { '@type': 'Offer', seller: { '@type': 'PostalAddress' }, availability: 'https://schema.org/Sold' },
        { name: 'no type' },
        { '@type': 'Organization', telephone: 3284312020 },
      ),
    );
    expect(problems).toEqual([
      '@graph[0]: Appartment is not a schema.org type',
      '@graph[1]: Place has no property numberOfBedrooms',
      expect.stringMatching(/^@graph\[2\]\.seller: a PostalAddress is not in the range/),
      expect.stringMatching(/^@graph\[2\]\.availability: the text "https:\/\/schema.org\/Sold" is not in the range/),
      '@graph[3]: a node without @type',
      '@graph[4].telephone: a number is not in the range',
    ]);
  });

  it('takes a reference, a list of values and a URL where a thing is expected', () => {
    const list = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/en/` },
        { '@type': 'ListItem', position: 2, name: 'Contact', item: `${SITE}/en/contact/` },
      ],
    };
    expect(
      vocabulary.check(graph(list, { '@type': 'WebSite', name: 'x', url: SITE, publisher: { '@id': 'a' } })),
    ).toEqual([]);
    expect(vocabulary.check({ '@context': 'http://schema.org', '@type': 'Thing' })).toEqual([
      '@context is "http://schema.org", not "https://schema.org"',
    ]);
  });
});

describe('Google’s required properties', () => {
  it('an offer needs its price and currency; a project’s, its range and count', () => {
    expect(
      requiredProblems(graph({ '@type': 'Offer', availability: 'https://schema.org/InStock' }), vocabulary),
    ).toEqual([
      '$.@graph[0]: an offer without price (or priceSpecification with one)',
      '$.@graph[0]: an offer without priceCurrency',
    ]);
    expect(
      requiredProblems(
        graph({
          '@type': 'Offer',
          priceSpecification: { '@type': 'UnitPriceSpecification', price: 850, priceCurrency: 'EUR' },
        }),
        vocabulary,
      ),
    ).toEqual([]);
    expect(
      requiredProblems(graph({ '@type': 'AggregateOffer', lowPrice: 1, priceCurrency: 'EUR' }), vocabulary),
    ).toEqual(['$.@graph[0]: a AggregateOffer without offerCount']);
  });

  it('the agency needs its name, address, url and telephone; anything offered needs a name', () => {
    expect(requiredProblems(graph({ '@type': 'RealEstateAgent', name: 'A', url: SITE }), vocabulary)).toEqual([
      '$.@graph[0]: a RealEstateAgent without address',
      '$.@graph[0]: a RealEstateAgent without telephone',
    ]);
    const offers = { '@type': 'Offer', price: 1, priceCurrency: 'EUR' };
    expect(requiredProblems(graph({ '@type': 'RealEstateListing', offers }), vocabulary)).toEqual([
      '$.@graph[0]: offers without a name',
    ]);
  });

  it('a breadcrumb needs two steps or more, each with its position, name and absolute address', () => {
    const step = (position: number, item: string) => ({ '@type': 'ListItem', position, name: 'x', item });
    expect(
      requiredProblems(graph({ '@type': 'BreadcrumbList', itemListElement: [step(1, `${SITE}/`)] }), vocabulary),
    ).toEqual(['$.@graph[0]: a BreadcrumbList needs at least two steps']);
    expect(
      requiredProblems(
        graph({ '@type': 'BreadcrumbList', itemListElement: [step(1, `${SITE}/`), step(3, '/nl/')] }),
        vocabulary,
      ),
    ).toEqual(['$.@graph[0]: step 2 has position 3', "$.@graph[0]: step 2's item is not an absolute URL"]);
  });
});

describe('a built page', () => {
  const crumbsHtml =
    '<nav class="breadcrumb" aria-label="Kruimelpad"><ol class="breadcrumb__list">' +
    '<li class="breadcrumb__item"><a href="/nl/" data-discover="true">Home</a></li>' +
    '<li class="breadcrumb__item"><span aria-current="page">Huis &amp; tuin</span></li></ol></nav>';
  const script = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
  const page: PageExpectations = { path: '/nl/huis/', kind: 'other', siteUrl: SITE };
  const list = (second: string) =>
    graph({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/nl/` },
        { '@type': 'ListItem', position: 2, name: second, item: `${SITE}/nl/huis/` },
      ],
    });

  it('is read for its JSON-LD and its visible breadcrumb', () => {
    const facts = readPage(`<body>${crumbsHtml}<main></main>${script(list('Huis & tuin'))}</body>`);
    expect(facts.crumbs).toEqual([
      { href: '/nl/', text: 'Home' },
      { href: null, text: 'Huis & tuin' },
    ]);
    expect(facts.blocks).toHaveLength(1);
  });

  it('with a breadcrumb needs the same steps in a BreadcrumbList', () => {
    expect(pageProblems(`${crumbsHtml}${script(list('Huis & tuin'))}`, page, vocabulary)).toEqual([]);
    expect(pageProblems(crumbsHtml, page, vocabulary)).toEqual(["0 BreadcrumbLists for the page's one breadcrumb"]);
    expect(pageProblems(`${crumbsHtml}${script(list('Huis'))}`, page, vocabulary)).toEqual([
      expect.stringMatching(/^the BreadcrumbList .* is not the breadcrumb shown/),
    ]);
    expect(pageProblems(script(list('Huis & tuin')), page, vocabulary)).toEqual([
      'a BreadcrumbList on a page that shows no breadcrumb',
    ]);
  });

  it('home needs the agency and the website; a block must parse', () => {
    expect(pageProblems('<p>home</p>', { ...page, kind: 'home' }, vocabulary)).toEqual([
      'no RealEstateAgent',
      'no WebSite',
    ]);
    expect(pageProblems('<script type="application/ld+json">{"@context":</script>', page, vocabulary)).toEqual([
      expect.stringMatching(/^JSON-LD block 1 does not parse/),
    ]);
  });

  it('a listing needs the offer its detail file says', () => {
    const listing = (offers: object) =>
      graph({
        '@type': 'RealEstateListing',
        url: `${SITE}/nl/huis/`,
        name: 'Huis',
        mainEntity: { '@type': 'House', geo: { '@type': 'GeoCoordinates', latitude: 50, longitude: 5 }, image: 'x' },
        offers,
      });
    const offer = {
      '@type': 'Offer',
      price: 250000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
    };
    const expectations: PageExpectations = {
      ...page,
      kind: 'property',
      listing: { kind: 'property', price: 250000, goal: 0, marquee: 1 },
    };
    expect(pageProblems(script(listing(offer)), expectations, vocabulary)).toEqual([]);
    expect(
      pageProblems(
        script(listing(offer)),
        { ...expectations, listing: { kind: 'property', price: 312000, goal: 0, marquee: 4 } },
        vocabulary,
      ),
    ).toEqual([
      "the offer's price is 250000, the listing's 312000",
      'availability "https://schema.org/InStock", not https://schema.org/SoldOut',
    ]);
  });
});
