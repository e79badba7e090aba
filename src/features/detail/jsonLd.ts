/**
 * schema.org data for search engines (JSON-LD): the listing with its offer (price in EUR,
 * availability) and address, the agency, and the breadcrumb. Only what the page itself
 * shows goes in: no street for a hidden address, no price on demand.
 */
import { site } from '../../config/site.ts';
import { siteUrl } from '../../config/env.ts';
import { mediaUrl } from '../../components/Picture.tsx';
import { MARQUEE } from '../catalogue/constants.ts';
import type { ProjectDetail, PropertyDetail } from './types.ts';

export interface Crumb {
  href: string;
  text: string;
}

type Json = Record<string, unknown>;

const countryCode = (countryId: number) => (countryId === 50 ? 'LU' : 'BE');

function address(d: {
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Zip: string;
  City: string;
  CountryID: number;
}): Json {
  const street = d.Street
    ? [d.Street, d.HouseNumber, d.BoxNr ? `/${d.BoxNr}` : null].filter(Boolean).join(' ')
    : undefined;
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    postalCode: d.Zip,
    addressLocality: d.City,
    addressCountry: countryCode(d.CountryID),
  };
}

export function agencyLd(): Json {
  const { agency } = site;
  return {
    '@type': 'RealEstateAgent',
    '@id': `${siteUrl}/#agency`,
    name: agency.name,
    url: siteUrl,
    telephone: agency.phone,
    email: agency.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: agency.city,
      addressCountry: 'BE',
    },
  };
}

export function breadcrumbLd(crumbs: Crumb[]): Json {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.text,
      item: siteUrl + crumb.href,
    })),
  };
}

function availability(marquee: number): string {
  if (marquee === MARQUEE.sold || marquee === MARQUEE.rented) return 'https://schema.org/SoldOut';
  return 'https://schema.org/InStock';
}

export function propertyLd(d: PropertyDetail, url: string, name: string, crumbs: Crumb[]): Json {
  const offer: Json = {
    '@type': 'Offer',
    businessFunction: d.Goal === 0 ? 'https://schema.org/Sell' : 'https://schema.org/LeaseOut',
    availability: availability(d.Marquee),
    seller: { '@id': `${siteUrl}/#agency` },
    url,
  };
  if (d.Price !== null) Object.assign(offer, { price: d.Price, priceCurrency: 'EUR' });
  const place: Json = {
    '@type': 'Accommodation',
    name,
    address: address(d),
    geo: { '@type': 'GeoCoordinates', latitude: d.Latitude, longitude: d.Longitude },
  };
  if (d.Bedrooms !== null) place.numberOfBedrooms = d.Bedrooms;
  if (d.SurfaceLiving !== null)
    place.floorSize = { '@type': 'QuantitativeValue', value: d.SurfaceLiving, unitCode: 'MTK' };
  return graph([
    {
      '@type': 'RealEstateListing',
      '@id': `${url}#listing`,
      url,
      name,
      description: d.Description,
      datePosted: d.DateCreated,
      image: d.Pictures.map((p) => siteUrl + mediaUrl(p.Name, 1360, 'jpg')),
      mainEntity: place,
      offers: offer,
    },
    agencyLd(),
    breadcrumbLd(crumbs),
  ]);
}

export function projectLd(d: ProjectDetail, url: string, crumbs: Crumb[]): Json {
  const offers: Json =
    d.PriceMin !== null
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'EUR',
          lowPrice: d.PriceMin,
          ...(d.PriceMax !== null ? { highPrice: d.PriceMax } : {}),
        }
      : {};
  return graph([
    {
      '@type': 'RealEstateListing',
      '@id': `${url}#project`,
      url,
      name: d.Name,
      description: d.Description,
      datePosted: d.DateCreated,
      image: d.Pictures.map((p) => siteUrl + mediaUrl(p.Name, 1360, 'jpg')),
      mainEntity: { '@type': 'Residence', name: d.Name, address: address(d) },
      ...(d.PriceMin !== null ? { offers } : {}),
    },
    agencyLd(),
    breadcrumbLd(crumbs),
  ]);
}

function graph(items: Json[]): Json {
  return { '@context': 'https://schema.org', '@graph': items };
}

/** As a script element's text: "<" escaped so no value can end the element. */
export function serializeLd(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
