/** @jest-environment node */
/**
 * The schema.org builders. Their results are typed with schema-dts (`WithContext<…>`), so the
 * type check already refuses a property a type lacks or a value outside its range; here each
 * result also passes the vocabulary read from schema-dts at run time and Google's required
 * properties (test/structured/), and says what the listing's data says.
 */
import type {
  BreadcrumbList,
  Graph,
  RealEstateAgent,
  RealEstateListing,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { site } from '../../config/site.ts';
import { siteUrl } from '../../config/env.ts';
import { MARQUEE } from '../../domain/catalogue/constants.ts';
import { listing as card } from '../../../test/fixtures/catalogue.ts';
import { projectDetail, propertyDetail } from '../../../test/fixtures/detail.ts';
import { loadVocabulary } from '../../../test/structured/vocabulary.ts';
import { requiredProblems } from '../../../test/structured/required.ts';
import {
  AGENCY_ID,
  BUSINESS_FUNCTION,
  agencyNode,
  breadcrumbNode,
  graphOf,
  projectListingNode,
  propertyListingNode,
  structuredDataElement,
  websiteNode,
} from './schemaOrg.ts';

const vocabulary = loadVocabulary();
/** A document's problems: schema.org's vocabulary, then Google's required properties. */
const problemsOf = (document: unknown) => [...vocabulary.check(document), ...requiredProblems(document, vocabulary)];
const withContext = <T extends Exclude<Thing, string>>(node: T): WithContext<T> => ({
  '@context': 'https://schema.org',
  ...node,
});
/** The result as JSON, as it is written into the page (undefined properties are left out). */
const asJson = <T>(value: T): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

const URL_120 = `${siteUrl}/fr/a-vendre/marche-en-famenne/maison/120/`;
const HOUSES = 0;
const GARAGES = 6;

describe('the agency', () => {
  const agency: WithContext<RealEstateAgent> = withContext(agencyNode());

  it('is valid schema.org with what Google requires of a business', () => {
    expect(problemsOf(agency)).toEqual([]);
  });

  it('has its address, position, opening hours, logo, telephone and site from site.json', () => {
    const { agency: facts } = site;
    expect(asJson(agency)).toMatchObject({
      '@type': 'RealEstateAgent',
      '@id': AGENCY_ID,
      name: facts.name,
      url: `${siteUrl}/`,
      telephone: facts.phone,
      logo: `${siteUrl}${site.logo.src}`,
      address: {
        streetAddress: facts.street,
        postalCode: facts.zip,
        addressLocality: facts.city,
        addressCountry: 'BE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: facts.geo?.latitude, longitude: facts.geo?.longitude },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
          ],
          opens: '09:00',
          closes: '18:00',
        },
      ],
    });
    expect(facts.geo).toBeDefined();
  });
});

describe('the website', () => {
  it('names the site and its address, published by the agency', () => {
    const website: WithContext<WebSite> = withContext(websiteNode());
    expect(problemsOf(website)).toEqual([]);
    expect(asJson(website)).toMatchObject({
      name: site.agency.name,
      url: `${siteUrl}/`,
      publisher: { '@id': AGENCY_ID },
      inLanguage: site.languages.enabled,
    });
  });
});

describe('the breadcrumb', () => {
  it('lists the visible steps in order with absolute addresses', () => {
    const node = breadcrumbNode([
      { href: '/fr/', text: 'Accueil' },
      { href: '/fr/a-vendre/', text: 'À vendre' },
    ]);
    const list: WithContext<BreadcrumbList> = withContext(node!);
    expect(problemsOf(list)).toEqual([]);
    expect(asJson(list).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${siteUrl}/fr/` },
      { '@type': 'ListItem', position: 2, name: 'À vendre', item: `${siteUrl}/fr/a-vendre/` },
    ]);
  });

  it('is none where the page shows none (fewer than two steps)', () => {
    expect(breadcrumbNode([{ href: '/fr/', text: 'Accueil' }])).toBeNull();
    expect(breadcrumbNode([])).toBeNull();
  });
});

describe('a listing', () => {
  const page = { url: URL_120, name: 'Maison à vendre à Marche-en-Famenne', category: HOUSES };
  const listingOf = (overrides: Parameters<typeof propertyDetail>[2], category: number | null = HOUSES, id = 120) => {
    const node: WithContext<RealEstateListing> = withContext(
      propertyListingNode(propertyDetail('fr', id, overrides), { ...page, category }),
    );
    return node;
  };

  it('for sale: the house with its position and photos, offered at its price in euros by the agency', () => {
    const detail = propertyDetail('fr', 120);
    const node = listingOf({});
    expect(problemsOf(node)).toEqual([]);
    const json = asJson(node);
    expect(json).toMatchObject({
      '@type': 'RealEstateListing',
      url: URL_120,
      name: page.name,
      mainEntity: {
        '@type': 'House',
        geo: { latitude: detail.Latitude, longitude: detail.Longitude },
        address: { streetAddress: expect.stringContaining(detail.Street!) as string, addressCountry: 'BE' },
      },
      offers: {
        '@type': 'Offer',
        price: detail.Price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        businessFunction: { '@id': BUSINESS_FUNCTION.sell },
        seller: { '@id': AGENCY_ID },
      },
    });
    expect((json.mainEntity as { image: string[] }).image).toEqual(
      detail.Pictures.map((photo) => `${siteUrl}/media/${photo.Name}-1360.jpg`),
    );
  });

  it('says GoodRelations’ Sell and LeaseOut, the values schema.org’s businessFunction takes', () => {
    expect(BUSINESS_FUNCTION).toEqual({
      sell: 'http://purl.org/goodrelations/v1#Sell',
      leaseOut: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
  });

  it('sold or let: the offer is sold out', () => {
    expect(asJson(listingOf({ Marquee: MARQUEE.sold })).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    const let_ = listingOf({}, 1, 299);
    expect(problemsOf(let_)).toEqual([]);
    expect(asJson(let_).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      businessFunction: { '@id': BUSINESS_FUNCTION.leaseOut },
    });
  });

  it('to let: a monthly rent', () => {
    const rent = propertyDetail('fr', 299).Price;
    const node = listingOf({ Marquee: MARQUEE.none }, 1, 299);
    expect(problemsOf(node)).toEqual([]);
    expect(asJson(node).offers).toMatchObject({
      price: rent,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: rent, priceCurrency: 'EUR', unitCode: 'MON' },
    });
  });

  it('"from" a price: the offer’s price is its lowest', () => {
    const node = listingOf({ PriceUnit: 7 });
    expect(problemsOf(node)).toEqual([]);
    expect(asJson(node).offers).toMatchObject({
      price: propertyDetail('fr', 120).Price,
      priceSpecification: { '@type': 'PriceSpecification', minPrice: propertyDetail('fr', 120).Price },
    });
  });

  it('price on demand: no offer, and nothing of the price anywhere', () => {
    const villa = propertyDetail('fr', 134);
    expect(villa.Price).toBeNull();
    const node = withContext(propertyListingNode(villa, { ...page, category: HOUSES }));
    expect(problemsOf(node)).toEqual([]);
    expect(asJson(node)).not.toHaveProperty('offers');
  });

  it('with a hidden address: no street, and the town’s coordinates the detail file holds', () => {
    const hidden = propertyDetail('fr', 370);
    expect(hidden.Street).toBeNull();
    const json = asJson(propertyListingNode(hidden, { ...page, category: 1 }));
    expect(json.mainEntity).toMatchObject({
      '@type': 'Apartment',
      geo: { latitude: hidden.Latitude, longitude: hidden.Longitude },
    });
    expect((json.mainEntity as { address: object }).address).not.toHaveProperty('streetAddress');
    expect(hidden.Latitude).toBe(Math.round(hidden.Latitude * 100) / 100);
  });

  it('a garage, a shop or a plot is a Place, without the rooms and floor area of a home', () => {
    const node = listingOf({ Bedrooms: 2, SurfaceLiving: 30 }, GARAGES);
    expect(problemsOf(node)).toEqual([]);
    expect(node.mainEntity).toMatchObject({ '@type': 'Place' });
    expect(node.mainEntity).not.toHaveProperty('numberOfBedrooms');
    expect(node.mainEntity).not.toHaveProperty('floorSize');
  });

  it('of an unknown category: an Accommodation', () => {
    expect(listingOf({}, null).mainEntity).toMatchObject({ '@type': 'Accommodation' });
  });
});

describe('a project', () => {
  const url = `${siteUrl}/fr/projets/marche-en-famenne/residence-les-tanneurs/2/`;
  const available = card({ ID: 402 });
  const sold = card({ ID: 415, Marquee: MARQUEE.sold });

  it('offers its price range, with how many units are still on the market', () => {
    const detail = projectDetail('fr', 2);
    const node: WithContext<RealEstateListing> = withContext(
      projectListingNode(detail, { url, units: [available, sold, card({ ID: 428 })] }),
    );
    expect(problemsOf(node)).toEqual([]);
    expect(asJson(node)).toMatchObject({
      mainEntity: {
        '@type': 'Residence',
        name: detail.Name,
        geo: { latitude: detail.Latitude, longitude: detail.Longitude },
        image: detail.Pictures.map((photo) => `${siteUrl}/media/${photo.Name}-1360.jpg`),
      },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: detail.PriceMin,
        highPrice: detail.PriceMax,
        priceCurrency: 'EUR',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
        businessFunction: { '@id': BUSINESS_FUNCTION.sell },
      },
    });
  });

  it('with every unit sold: sold out, none offered', () => {
    const node = projectListingNode(projectDetail('fr', 2), { url, units: [sold] });
    expect(asJson(node).offers).toMatchObject({ offerCount: 0, availability: 'https://schema.org/SoldOut' });
  });

  it('to let: a monthly range', () => {
    const node = withContext(projectListingNode(projectDetail('fr', 8), { url, units: [available] }));
    expect(problemsOf(node)).toEqual([]);
    expect(asJson(node).offers).toMatchObject({
      businessFunction: { '@id': BUSINESS_FUNCTION.leaseOut },
      priceSpecification: { '@type': 'UnitPriceSpecification', minPrice: 640, maxPrice: 895, unitCode: 'MON' },
    });
  });

  it('without a price range: no offers', () => {
    const detail = projectDetail('fr', 6);
    expect(detail.PriceMin).toBeNull();
    const node = withContext(projectListingNode(detail, { url, units: [available] }));
    expect(problemsOf(node)).toEqual([]);
    expect(asJson(node)).not.toHaveProperty('offers');
  });
});

describe('the page’s block', () => {
  it('is one graph, and none without nodes', () => {
    const graph: Graph | null = graphOf([agencyNode(), null, websiteNode()]);
    expect(graph?.['@graph']).toHaveLength(2);
    expect(problemsOf(graph)).toEqual([]);
    expect(graphOf([null])).toBeNull();
    expect(structuredDataElement(null)).toBe('');
  });

  it('cannot be closed by a value', () => {
    const graph = graphOf([{ ...websiteNode(), name: '</script><script>alert(1)</script>' }]);
    const element = structuredDataElement(graph);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(element)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(asJson(graph));
  });
});
