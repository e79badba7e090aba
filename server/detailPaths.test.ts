/** @jest-environment node */
import { resolveDetailPath, type DetailAnswer } from './detailPaths.ts';
import type { DetailManifest } from '../publisher/dataFiles/manifest.ts';

const HOUSE = {
  fr: '/fr/a-vendre/marche-en-famenne/maison/120/',
  nl: '/nl/te-koop/marche-en-famenne/huis/120/',
  en: '/en/for-sale/marche-en-famenne/house/120/',
};
const PROJECT = {
  fr: '/fr/projets/marche-en-famenne/residence-les-tanneurs/2/',
  nl: '/nl/projecten/marche-en-famenne/residence-les-tanneurs/2/',
  en: '/en/projects/marche-en-famenne/residence-les-tanneurs/2/',
};
const UNIT = {
  fr: '/fr/projets/marche-en-famenne/residence-les-tanneurs/2/appartement/402/',
  nl: '/nl/projecten/marche-en-famenne/residence-les-tanneurs/2/appartement/402/',
  en: '/en/projects/marche-en-famenne/residence-les-tanneurs/2/flat/402/',
};
const FLAT_TO_RENT = { fr: '/fr/a-louer/namur/appartement/312/', nl: '/nl/te-huur/namen/appartement/312/' };

const manifest: DetailManifest = {
  canonical: {
    'property/120': HOUSE,
    'property/402': UNIT,
    'property/312': FLAT_TO_RENT,
    'project/2': PROJECT,
  },
  prefixes: {
    nl: { property: ['/nl/te-koop/', '/nl/te-huur/'], project: ['/nl/projecten/'] },
    fr: { property: ['/fr/a-vendre/', '/fr/a-louer/'], project: ['/fr/projets/'] },
    en: { property: ['/en/for-sale/', '/en/for-rent/'], project: ['/en/projects/'] },
  },
};

const redirect = (to: string): DetailAnswer => ({ redirect: to });
const propertyNotFound: DetailAnswer = { notFound: 'property' };
const projectNotFound: DetailAnswer = { notFound: 'project' };

describe('resolveDetailPath: the original /property/{id}/ and /project/{id}/', () => {
  it.each<[string, string, DetailAnswer]>([
    ['/property/120/', 'fr', redirect(HOUSE.fr)],
    ['/property/120/', 'nl', redirect(HOUSE.nl)],
    ['/property/120', 'fr', redirect(HOUSE.fr)],
    ['/nl/property/120/', 'fr', redirect(HOUSE.nl)],
    ['/en/property/120', 'fr', redirect(HOUSE.en)],
    ['/property/402/', 'en', redirect(UNIT.en)],
    ['/project/2/', 'fr', redirect(PROJECT.fr)],
    ['/nl/project/2', 'en', redirect(PROJECT.nl)],
    ['/property/999/', 'fr', propertyNotFound],
    ['/project/999/', 'fr', projectNotFound],
    // A project id is not a property id, nor the other way round.
    ['/property/2/', 'fr', propertyNotFound],
    ['/project/120/', 'fr', projectNotFound],
    ['/property/abc/', 'fr', propertyNotFound],
    ['/property/12345678901/', 'fr', propertyNotFound],
    // The listing has no English page.
    ['/en/property/312/', 'fr', propertyNotFound],
    ['/xx/property/120/', 'fr', null],
    ['/property/120/photos/', 'fr', null],
  ])('%s (visitor %s)', (pathname, lng, expected) => {
    expect(resolveDetailPath(pathname, lng, manifest)).toEqual(expected);
  });
});

describe('resolveDetailPath: paths under a list', () => {
  it.each<[string, DetailAnswer]>([
    // A known id under an old town or type name goes to the canonical path of its language.
    ['/fr/a-vendre/old/slug/120/', redirect(HOUSE.fr)],
    ['/fr/a-vendre/old/slug/120', redirect(HOUSE.fr)],
    ['/nl/te-koop/oud/huis/120/', redirect(HOUSE.nl)],
    ['/fr/a-louer/marche-en-famenne/maison/120/', redirect(HOUSE.fr)],
    ['/fr/a-vendre/namur/appartement/312/', redirect(FLAT_TO_RENT.fr)],
    ['/fr/a-vendre/marche-en-famenne/maison/120', redirect(HOUSE.fr)],
    ['/fr/projets/old/name/2/', redirect(PROJECT.fr)],
    ['/en/projects/old/name/2/flat/402/', redirect(UNIT.en)],
    ['/fr/projets/marche-en-famenne/residence-les-tanneurs/2/maison/402/', redirect(UNIT.fr)],
    // The canonical paths themselves are left to the pages.
    [HOUSE.fr, null],
    [HOUSE.nl, null],
    [PROJECT.fr, null],
    [UNIT.fr, null],
    [UNIT.en, null],
    // Unknown ids.
    ['/fr/a-vendre/a/b/999/', propertyNotFound],
    ['/nl/te-huur/a/b/999/', propertyNotFound],
    ['/fr/projets/a/b/999/', projectNotFound],
    ['/fr/projets/a/b/120/', projectNotFound],
    ['/fr/projets/a/b/2/appartement/999/', propertyNotFound],
    ['/fr/a-vendre/a/b/abc/', propertyNotFound],
    ['/fr/projets/a/b/abc/', projectNotFound],
    ['/fr/projets/a/b/2/appartement/abc/', propertyNotFound],
    // No detail page: a list, fewer or more segments, another list, an unknown language.
    ['/fr/a-vendre/', null],
    ['/fr/a-vendre/marche-en-famenne/', null],
    ['/fr/a-vendre/marche-en-famenne/maison/', null],
    ['/fr/a-vendre/a/b/c/120/', null],
    ['/fr/a-vendre/a/b/2/appartement/402/', null],
    ['/fr/projets/', null],
    ['/fr/projets/a/b/2/appartement/', null],
    ['/fr/projets/a/b/2/x/y/402/', null],
    ['/fr/contact/', null],
    ['/fr/a-vendre-vite/a/b/120/', null],
    ['/nl/a-vendre/a/b/120/', null],
    ['/xx/a-vendre/a/b/120/', null],
    ['/', null],
    ['', null],
  ])('%p', (pathname, expected) => {
    expect(resolveDetailPath(pathname, 'fr', manifest)).toEqual(expected);
  });

  it('uses the language of the path, never the visitor language', () => {
    expect(resolveDetailPath('/nl/te-koop/a/b/120/', 'fr', manifest)).toEqual(redirect(HOUSE.nl));
    expect(resolveDetailPath('/fr/a-vendre/a/b/120/', 'nl', manifest)).toEqual(redirect(HOUSE.fr));
  });

  it.each([
    ['/fr/a-vendre/%E0%A4%A/x/1/', propertyNotFound],
    ['/fr/a-vendre/a/b/%E0%A4%A/', propertyNotFound],
    ['/fr/projets/a/b/%/', projectNotFound],
    ['/fr/projets/a/b/2/%ZZ/%E0%A4%A/', propertyNotFound],
    ['/property/%E0%A4%A/', propertyNotFound],
    ['/fr/%E0%A4%A/a/b/1/', null],
  ])('survives percent-encoded garbage %p', (pathname, expected) => {
    expect(() => resolveDetailPath(pathname, 'fr', manifest)).not.toThrow();
    expect(resolveDetailPath(pathname, 'fr', manifest)).toEqual(expected);
  });

  it('reads an encoded id', () => {
    expect(resolveDetailPath('/fr/a-vendre/a/b/%31%32%30/', 'fr', manifest)).toEqual(redirect(HOUSE.fr));
  });

  it('knows nothing without a manifest', () => {
    const empty: DetailManifest = { canonical: {}, prefixes: {} };
    expect(resolveDetailPath('/fr/a-vendre/a/b/120/', 'fr', empty)).toBeNull();
    expect(resolveDetailPath('/property/120/', 'fr', empty)).toEqual(propertyNotFound);
  });
});
