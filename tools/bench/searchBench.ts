/**
 * The search panel's cost per keystroke on a catalogue far bigger than the agency's:
 * 20,000 listings in 600 towns. Each keystroke is what the panel does when the text changes:
 * match towns and references, then build the panel's options.
 */
import { performance } from 'node:perf_hooks';
import { search, searchIndex } from '../../src/domain/catalogue/searchIndex.ts';
import { cityOptions, propertyOptions, typeOptions } from '../../src/features/catalogue/search/panelOptions.ts';
import type { City, PropertyType } from '../../src/domain/catalogue/schema.ts';
import type { Catalogue, ListingCard } from '../../src/domain/catalogue/types.ts';

const LISTINGS = 20_000;
const CITIES = 600;

/** A deterministic generator, so every run measures the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const SYLLABLES = [
  'mar',
  'che',
  'neuf',
  'châ',
  'teau',
  'na',
  'mur',
  'lib',
  'ra',
  'mont',
  'ber',
  'trix',
  'hot',
  'ton',
  'dur',
  'buy',
  'ro',
  'che',
  'fort',
  'ciné',
  'ay',
  'é',
  'wé',
  'pion',
  'jam',
  'bes',
];

/** `listings`: fewer for the benches and tests that measure a catalogue of an agency's size. */
export function generateCatalogue(listings = LISTINGS): Catalogue {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const cities: City[] = Array.from({ length: CITIES }, (_, i) => {
    const name = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join('');
    return {
      Name: `${name.charAt(0).toUpperCase()}${name.slice(1)}${i % 7 === 0 ? '-sur-Meuse' : ''}`,
      Zip: String(1000 + Math.floor((i / CITIES) * 8999)),
      CountryID: 10,
      CountryName: 'Belgique',
      PropertyCount: 0,
      language: 'fr',
    };
  });
  const types: PropertyType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((id) => ({
    ID: id,
    WebID: id,
    Name: `Type ${id}`,
    ShowOrder: ([0, 0, 0, 1, 1, 2, 3, 4, 5, 5, 6, 6, 8] as const)[id - 1] ?? 8,
    Sale: 0,
    Rent: 0,
    language: 'fr',
  }));
  const properties: ListingCard[] = Array.from({ length: listings }, (_, i) => {
    const city = pick(cities);
    city.PropertyCount += 1;
    const id = 120 + i * 3;
    return {
      ID: id,
      Goal: next() < 0.7 ? 0 : 1,
      City: city.Name,
      Zip: city.Zip,
      TypeDescription: `Maison ${id} avec jardin et garage, proche de toutes les commodités du centre de ${city.Name}`,
      MainTypeName: 'Maison',
      WebID: 1,
      WebIDs: '1',
      RecordFile: `DOS-${id}`,
      ProjectID: null,
      Marquee: 1,
      MarqueeName: '',
      SmallPictureItem: { ID: id, Name: `p${id}-1`, Url: `/media/p${id}-1-300.jpg`, Width: 300, Height: 200 },
      PublishPrice: true,
      Price: 100_000 + Math.floor(next() * 500_000),
      PriceUnit: 1,
      PriceUnitText: '',
      PublishAddress: true,
      Street: 'Rue Haute',
      HouseNumber: '1',
      BoxNr: null,
      CountryID: 10,
      CountryName: 'Belgique',
      EnergyPerformance: 150,
      EPCLabelText: null,
      DateCreated: `2026-0${1 + (i % 9)}-1${i % 10}`,
      Bedrooms: Math.floor(next() * 6),
      SurfaceLiving: 40 + Math.floor(next() * 260),
      SurfaceGround: next() < 0.3 ? null : 100 + Math.floor(next() * 2000),
      SurfaceGarden: next() < 0.5 ? null : 20 + Math.floor(next() * 900),
      SurfaceTerrace: next() < 0.6 ? null : 5 + Math.floor(next() * 40),
      Garages: next() < 0.5 ? null : 1,
      Parkings: next() < 0.8 ? null : 1,
      ExternalParkings: null,
      Latitude: 50.2,
      Longitude: 5.3,
      EPCLabel: next() < 0.1 ? null : ('A+ A B C C- D E F G'.split(' ')[i % 9] ?? null),
      Lift: next() < 0.3,
      NewBuild: next() < 0.2,
    };
  });
  return {
    language: 'fr',
    properties,
    projects: [],
    types,
    cities: { all: cities, sale: cities, rent: cities, neighbourhoods: [] },
  };
}

/** What visitors type, one keystroke at a time. */
const TYPED = ['namur', 'neufchateau', 'Neufchâteau', '6900', '50', 'ref 12345', '120', 'marche', 'bes', 'xyz', 'é'];

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function benchSearch(rounds = 20): {
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
  indexMs: number;
} {
  const catalogue = generateCatalogue();
  const startIndex = performance.now();
  const index = searchIndex(catalogue);
  const indexMs = performance.now() - startIndex;
  const types = catalogue.types.map((type) => ({ type, sale: 1, rent: 1 }));
  const counts = new Map(catalogue.cities.all.map((c) => [`${c.Name}|${c.Zip}`, { sale: 1, rent: 1 }]));
  const projects = new Map();
  const times: number[] = [];
  for (let round = 0; round < rounds + 3; round++) {
    for (const text of TYPED) {
      for (let length = 1; length <= text.length; length++) {
        const start = performance.now();
        const results = search(index, text.slice(0, length));
        const options = [
          ...typeOptions('fr', types),
          ...cityOptions('fr', results.cities, counts),
          ...propertyOptions('fr', results.properties, projects),
        ];
        const elapsed = performance.now() - start;
        if (options.length === 0) throw new Error('the panel always lists the types');
        // The first rounds warm the JIT up; a visitor's browser has done that by the 2nd key.
        if (round >= 3) times.push(elapsed);
      }
    }
  }
  return {
    keystrokes: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    indexMs,
  };
}
