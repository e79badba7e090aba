import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listing, makeCatalogue, project2 } from '../../../test/fixtures/catalogue.ts';
import { testI18n } from '../../../test/i18n.ts';
import type { Lng } from '../../config/languages.ts';
import { buildMapMessage, targetOrigins } from './buildMessage.ts';
import type { MapMessage, MapProperty } from './message.ts';

const ORIGIN = 'https://www.immo-famenne.be';
const siteConfig = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', '..', 'snapshot', 'config', 'site.json'), 'utf8'),
) as { mapBridge: { mapType: string; customMarker: string | null } };

const catalogue = makeCatalogue();

function message(lng: Lng, listings = catalogue.properties): MapMessage {
  return buildMapMessage({ lng, listings, projects: catalogue.projects, origin: ORIGIN, t: testI18n(lng).t });
}

function property(msg: MapMessage, id: number): MapProperty {
  const found = msg.properties.find((p) => p.id === id);
  if (!found) throw new Error(`No property ${id} in the message`);
  return found;
}

describe('buildMapMessage', () => {
  const fr = message('fr');

  it('is a version 1 message of the agency site, in the page language', () => {
    expect(fr.type).toBe('agency-site:properties');
    expect(fr.version).toBe(1);
    expect(fr.lng).toBe('fr');
    expect(message('nl').lng).toBe('nl');
  });

  it('has one property per listing, in the order of the page', () => {
    expect(fr.properties.map((p) => p.id)).toEqual([120, 134, 175, 402, 471, 299, 312]);
  });

  it('describes a listing with absolute links', () => {
    expect(property(fr, 120)).toEqual({
      id: 120,
      latitude: 50.22,
      longitude: 5.34,
      price: 245000,
      priceText: '€ 245.000',
      type: 'Maison',
      city: 'Marche-en-Famenne',
      thumbnail: `${ORIGIN}/media/p120-1-300.jpg`,
      link: `${ORIGIN}/fr/a-vendre/marche-en-famenne/maison/120/`,
      marquee: 3,
      label: 'Nouveau',
    });
  });

  it.each<[number, string]>([
    [120, '/fr/a-vendre/marche-en-famenne/maison/120/'],
    [134, '/fr/a-vendre/hotton/villa/134/'],
    [175, '/fr/a-vendre/namur/appartement/175/'],
    [402, '/fr/projets/marche-en-famenne/residence-les-tanneurs/2/appartement/402/'],
    [299, '/fr/a-louer/marche-en-famenne/appartement/299/'],
    [312, '/fr/a-louer/namur/studio/312/'],
  ])('links %p to %p', (id, link) => {
    expect(property(fr, id).link).toBe(ORIGIN + link);
  });

  it('links a unit whose project is not on the page like any other listing', () => {
    const unit = listing({ ID: 777, ProjectID: 99 });
    const [only] = message('fr', [unit]).properties;
    expect(only?.link).toBe(`${ORIGIN}/fr/a-vendre/marche-en-famenne/maison/777/`);
  });

  it.each<[number, number | null, string]>([
    [120, 245000, '€ 245.000'],
    [134, null, 'Prix sur demande'],
    [402, 189000, 'À partir de € 189.000'],
    [299, 850, '€ 850 / mois'],
  ])('%p: price %p written %p', (id, price, text) => {
    expect(property(fr, id).price).toBe(price);
    expect(property(fr, id).priceText).toBe(text);
  });

  it('writes a price on demand in the page language', () => {
    // The browser's cards carry no amount for a hidden price (clientData.ts).
    const hidden = listing({ ID: 900, PublishPrice: false, Price: null });
    expect(message('en', [hidden]).properties[0]).toMatchObject({ price: null, priceText: 'Price on demand' });
    expect(message('nl', [hidden]).properties[0]).toMatchObject({ price: null, priceText: 'Prijs op aanvraag' });
    expect(message('fr', [hidden]).properties[0]).toMatchObject({ price: null, priceText: 'Prix sur demande' });
  });

  it('sends every thumbnail as an absolute URL on the site', () => {
    for (const p of fr.properties) {
      expect(p.thumbnail).toBe(`${ORIGIN}/media/p${p.id}-1-300.jpg`);
    }
  });

  it('gives the marquee label as the page shows it, and null for the hidden marquees', () => {
    expect(fr.properties.map((p) => [p.id, p.marquee, p.label])).toEqual([
      [120, 3, 'Nouveau'],
      [134, 1, null],
      [175, 1, null],
      [402, 1, null],
      [471, 4, 'Vendu'],
      [299, 5, 'Loué'],
      [312, 1, null],
    ]);
    expect(message('fr', [listing({ ID: 5, Marquee: 2, MarqueeName: 'Option' })]).properties[0]?.label).toBeNull();
  });

  it.each<[Lng, number, string]>([
    ['fr', 7, '7 biens sur cette page'],
    ['fr', 1, '1 bien sur cette page'],
    ['en', 7, '7 properties on this page'],
    ['en', 1, '1 property on this page'],
    ['en', 0, '0 properties on this page'],
    ['nl', 7, '7 woningen op deze pagina'],
    ['nl', 1, '1 woning op deze pagina'],
  ])('%s: %p listings -> info %p', (lng, count, info) => {
    expect(message(lng, catalogue.properties.slice(0, count)).infoMessage).toBe(info);
  });

  it('takes the map type and the marker from the site configuration, the marker absolute', () => {
    expect(fr.mapType).toBe(siteConfig.mapBridge.mapType);
    expect(fr.mapType).toBe('roadmap');
    expect(siteConfig.mapBridge.customMarker).toBe('/images/map/marker.svg');
    expect(fr.customMarker).toBe(`${ORIGIN}/images/map/marker.svg`);
  });

  it('tells the map to ignore marquees 1 and 2', () => {
    expect(fr.ignoreMarquees).toEqual([1, 2]);
  });

  it('survives the trip through postMessage unchanged (plain JSON)', () => {
    expect(JSON.parse(JSON.stringify(fr))).toEqual(fr);
  });

  it('has nothing to show for an empty page', () => {
    const empty = message('fr', []);
    expect(empty.properties).toEqual([]);
    expect(empty.ignoreMarquees).toEqual([1, 2]);
  });

  it('uses the project of the catalogue it is given', () => {
    const renamed = { ...project2, Name: 'Les Jardins', City: 'Namur' };
    const unit = catalogue.properties.find((p) => p.ID === 402);
    if (!unit) throw new Error('No unit 402 in the fixture');
    const msg = buildMapMessage({
      lng: 'fr',
      listings: [unit],
      projects: [renamed],
      origin: ORIGIN,
      t: testI18n('fr').t,
    });
    expect(msg.properties[0]?.link).toBe(`${ORIGIN}/fr/projets/namur/les-jardins/2/appartement/402/`);
  });
});

describe('targetOrigins', () => {
  it.each<[string[], string[]]>([
    [["'self'"], [ORIGIN]],
    [
      ["'self'", 'https://map.example.be'],
      [ORIGIN, 'https://map.example.be'],
    ],
    [['https://map.example.be', 'https://map.example.be'], ['https://map.example.be']],
    [["'self'", ORIGIN], [ORIGIN]],
    [['*'], []],
    [
      ["'self'", '*', 'https://map.example.be'],
      [ORIGIN, 'https://map.example.be'],
    ],
    [[], []],
  ])('%p -> %p', (configured, expected) => {
    expect(targetOrigins(configured, ORIGIN)).toEqual(expected);
  });

  it('never returns "*", whatever the configuration', () => {
    expect(targetOrigins(['*', '*', "'self'", '*'], ORIGIN)).not.toContain('*');
  });
});
