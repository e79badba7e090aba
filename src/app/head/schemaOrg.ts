/**
 * The site's schema.org descriptions (JSON-LD), one builder per concept: the agency, the
 * website, a breadcrumb, a listing with its offer, a project with its offers. Pure functions of
 * the configuration and the page's data, typed with schema-dts (generated from the schema.org
 * vocabulary), so a property a type does not have, or a value outside its range, fails the
 * type check. structuredData.ts decides which page carries what; the prerender, the publisher
 * and the server's portal page all render through entry-server.tsx, so they write the same.
 *
 * Only what the page itself shows goes in: no street and only the town's coordinates for a
 * hidden address (the detail file already holds them so), no offer for a price on demand
 * (docs/DECISIONS.md, "Structured data").
 */
import type {
  AccommodationLeaf,
  AggregateOfferLeaf,
  ApartmentLeaf,
  BreadcrumbListLeaf,
  DayOfWeek,
  GeoCoordinatesLeaf,
  Graph,
  HouseLeaf,
  IdReference,
  ItemAvailability,
  OfferLeaf,
  OpeningHoursSpecificationLeaf,
  PlaceLeaf,
  PostalAddressLeaf,
  PriceSpecificationLeaf,
  RealEstateAgentLeaf,
  RealEstateListingLeaf,
  ResidenceLeaf,
  Thing,
  UnitPriceSpecificationLeaf,
  WebSiteLeaf,
} from 'schema-dts';
import { enabledLanguages, site } from '../../config/site.ts';
import { siteUrl } from '../../config/env.ts';
import { mediaUrl } from '../../components/Picture.tsx';
import { COUNTRY, MARQUEE, PRICE_UNIT_STARTING_FROM } from '../../domain/catalogue/constants.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import type { ProjectDetail, PropertyDetail } from '../../domain/catalogue/detailTypes.ts';
import type { BreadcrumbItem } from '../../components/Breadcrumb.tsx';

export const AGENCY_ID = `${siteUrl}/#agency`;
export const WEBSITE_ID = `${siteUrl}/#website`;
const agencyRef: IdReference = { '@id': AGENCY_ID };

/** The offer's kind as GoodRelations names it: schema.org's businessFunction expects these URLs. */
export const BUSINESS_FUNCTION = {
  sell: 'http://purl.org/goodrelations/v1#Sell',
  leaseOut: 'http://purl.org/goodrelations/v1#LeaseOut',
} as const;

/** A rent is a monthly amount on this site (the price boxes say "/ month"): UN/CEFACT's month. */
const MONTH = 'MON';
const CURRENCY = 'EUR';
/** The photo width search engines get: the largest variant the build makes. */
const PHOTO_WIDTH = 1360;

const ISO_DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

const absolute = (sitePath: string) => siteUrl + sitePath;
const photoUrl = (name: string) => absolute(mediaUrl(name, PHOTO_WIDTH, 'jpg'));
const countryCode = (countryId: number) => (countryId === COUNTRY.luxembourg ? 'LU' : 'BE');

function geo(latitude: number, longitude: number): GeoCoordinatesLeaf {
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

type AddressFields = Pick<PropertyDetail, 'Street' | 'HouseNumber' | 'BoxNr' | 'Zip' | 'City' | 'CountryID'>;

function address(d: AddressFields): PostalAddressLeaf {
  const street = d.Street ? [d.Street, d.HouseNumber, d.BoxNr ? `/${d.BoxNr}` : null].filter(Boolean).join(' ') : null;
  return {
    '@type': 'PostalAddress',
    streetAddress: street ?? undefined,
    postalCode: d.Zip,
    addressLocality: d.City,
    addressCountry: countryCode(d.CountryID),
  };
}

/** The agency: the home and contact pages, and the seller of every offer on a detail page. */
export function agencyNode(): RealEstateAgentLeaf {
  const { agency, logo } = site;
  return {
    '@type': 'RealEstateAgent',
    '@id': AGENCY_ID,
    name: agency.name,
    url: `${siteUrl}/`,
    logo: absolute(logo.src),
    image: absolute(logo.src),
    telephone: agency.phone,
    email: agency.email,
    vatID: agency.companyNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: agency.city,
      addressCountry: 'BE',
    },
    geo: agency.geo ? geo(agency.geo.latitude, agency.geo.longitude) : undefined,
    openingHoursSpecification: agency.openingHours.map((hours): OpeningHoursSpecificationLeaf => ({
      '@type': 'OpeningHoursSpecification',
      // site.json's days are ISO weekdays, 1 (Monday) to 7 (Sunday).
      dayOfWeek: hours.days.flatMap((day) => ISO_DAYS[day - 1] ?? []),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: agency.sameAs && agency.sameAs.length > 0 ? agency.sameAs : undefined,
  };
}

/** The site as a whole (the home page): its name and address, in every language it has. */
export function websiteNode(): WebSiteLeaf {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: site.agency.name,
    url: `${siteUrl}/`,
    inLanguage: [...enabledLanguages],
    publisher: agencyRef,
  };
}

/** The visible breadcrumb, step for step, with absolute addresses; none below two steps (none shows). */
export function breadcrumbNode(crumbs: readonly BreadcrumbItem[]): BreadcrumbListLeaf | null {
  if (crumbs.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.text,
      item: absolute(crumb.href),
    })),
  };
}

/** Sold and let listings stay online a while: the offer says so; any other shown state is on the market. */
export function availabilityOf(marquee: number): ItemAvailability {
  return marquee === MARQUEE.sold || marquee === MARQUEE.rented
    ? 'https://schema.org/SoldOut'
    : 'https://schema.org/InStock';
}

const businessFunction = (goal: number): IdReference => ({
  '@id': goal === 0 ? BUSINESS_FUNCTION.sell : BUSINESS_FUNCTION.leaseOut,
});

/**
 * A listing's offer, or null for a price on demand: schema.org allows an offer without a price,
 * but Google requires one on every offer it reads, and a made-up amount (0) would be false.
 */
export function propertyOffer(d: PropertyDetail, url: string): OfferLeaf | null {
  if (d.Price === null) return null;
  const monthly: UnitPriceSpecificationLeaf | null =
    d.Goal === 1
      ? { '@type': 'UnitPriceSpecification', price: d.Price, priceCurrency: CURRENCY, unitCode: MONTH }
      : null;
  const from: PriceSpecificationLeaf | null =
    d.PriceUnit === PRICE_UNIT_STARTING_FROM
      ? { '@type': 'PriceSpecification', minPrice: d.Price, priceCurrency: CURRENCY }
      : null;
  return {
    '@type': 'Offer',
    url,
    price: d.Price,
    priceCurrency: CURRENCY,
    priceSpecification: monthly ?? from ?? undefined,
    availability: availabilityOf(d.Marquee),
    businessFunction: businessFunction(d.Goal),
    seller: agencyRef,
  };
}

/** The type categories of types.json (ShowOrder), as schema.org's places: land, shops and garages are no Accommodation. */
type PlaceKind = 'House' | 'Apartment' | 'Accommodation' | 'Place';
const PLACE_OF_CATEGORY: Record<number, PlaceKind> = {
  0: 'House',
  1: 'Apartment',
  2: 'Apartment',
  3: 'Place',
  4: 'Accommodation',
  5: 'Place',
  6: 'Place',
  8: 'Accommodation',
};

type ListingPlace = HouseLeaf | ApartmentLeaf | AccommodationLeaf | PlaceLeaf;

function propertyPlace(d: PropertyDetail, name: string, category: number | null): ListingPlace {
  const place: PlaceLeaf = {
    '@type': 'Place',
    name,
    address: address(d),
    geo: geo(d.Latitude, d.Longitude),
    image: d.Pictures.map((p) => photoUrl(p.Name)),
  };
  const kind = (category === null ? undefined : PLACE_OF_CATEGORY[category]) ?? 'Accommodation';
  if (kind === 'Place') return place;
  const accommodation: AccommodationLeaf = {
    ...place,
    '@type': 'Accommodation',
    numberOfBedrooms: d.Bedrooms ?? undefined,
    floorSize:
      d.SurfaceLiving !== null ? { '@type': 'QuantitativeValue', value: d.SurfaceLiving, unitCode: 'MTK' } : undefined,
  };
  return { ...accommodation, '@type': kind };
}

/** A listing's page: the place for sale or to let, with its photos and position, and its offer. */
export function propertyListingNode(
  d: PropertyDetail,
  page: { url: string; name: string; category: number | null },
): RealEstateListingLeaf {
  const offer = propertyOffer(d, page.url);
  const first = d.Pictures[0];
  return {
    '@type': 'RealEstateListing',
    '@id': `${page.url}#listing`,
    url: page.url,
    name: page.name,
    description: d.Description,
    datePosted: d.DateCreated,
    image: first ? photoUrl(first.Name) : undefined,
    mainEntity: propertyPlace(d, page.name, page.category),
    offers: offer ?? undefined,
  };
}

const isGone = (unit: Pick<ListingCard, 'Marquee'>) => unit.Marquee === MARQUEE.sold || unit.Marquee === MARQUEE.rented;

/**
 * A project's offers as one: its price range (PriceMin to PriceMax), how many of the units its
 * page lists are still on the market, and sold out when none is. None without a price range.
 */
export function projectOffer(
  d: ProjectDetail,
  units: readonly Pick<ListingCard, 'Marquee'>[],
  url: string,
): AggregateOfferLeaf | null {
  if (d.PriceMin === null) return null;
  const available = units.filter((unit) => !isGone(unit)).length;
  const soldOut = units.length > 0 && available === 0;
  return {
    '@type': 'AggregateOffer',
    url,
    lowPrice: d.PriceMin,
    highPrice: d.PriceMax ?? undefined,
    priceCurrency: CURRENCY,
    priceSpecification:
      d.Goal === 1
        ? {
            '@type': 'UnitPriceSpecification',
            minPrice: d.PriceMin,
            maxPrice: d.PriceMax ?? undefined,
            priceCurrency: CURRENCY,
            unitCode: MONTH,
          }
        : undefined,
    offerCount: available,
    availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    businessFunction: businessFunction(d.Goal),
    seller: agencyRef,
  };
}

/** A project's page: the residence with its photos and position, and its offers. */
export function projectListingNode(
  d: ProjectDetail,
  page: { url: string; units: readonly Pick<ListingCard, 'Marquee'>[] },
): RealEstateListingLeaf {
  const offer = projectOffer(d, page.units, page.url);
  const first = d.Pictures[0];
  const residence: ResidenceLeaf = {
    '@type': 'Residence',
    name: d.Name,
    address: address(d),
    geo: geo(d.Latitude, d.Longitude),
    image: d.Pictures.map((p) => photoUrl(p.Name)),
  };
  return {
    '@type': 'RealEstateListing',
    '@id': `${page.url}#project`,
    url: page.url,
    name: d.Name,
    description: d.Description,
    datePosted: d.DateCreated,
    image: first ? photoUrl(first.Name) : undefined,
    mainEntity: residence,
    offers: offer ?? undefined,
  };
}

/** The page's descriptions as one graph; null when it has none. */
export function graphOf(nodes: readonly (Thing | null)[]): Graph | null {
  const present = nodes.filter((node): node is Thing => node !== null);
  return present.length > 0 ? { '@context': 'https://schema.org', '@graph': present } : null;
}

/**
 * The graph as the page's data block. "<" is escaped so no value can end the element; a data
 * block is never executed, so the strict Content-Security-Policy lets it be.
 */
export function structuredDataElement(graph: Graph | null): string {
  if (!graph) return '';
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`;
}
