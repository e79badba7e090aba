import { buildPath, isPreviewPath, joinPath, slugify } from './paths.ts';

describe('buildPath (spec: lowercase, accents removed, punctuation dropped, spaces to hyphens, trailing slash)', () => {
  it.each([
    [['Services'], 'services/'],
    [['Services', 'Coaching mission'], 'services/coaching-mission/'],
    [['Diensten', 'Lijfrente & viager'], 'diensten/lijfrente-viager/'],
    [['Réalisations', 'Maison à Neufchâteau'], 'realisations/maison-a-neufchateau/'],
    [["L'expertise"], 'lexpertise/'],
    [['  Vente   et  location  '], 'vente-et-location/'],
    [['Équipe', 'Aperçu: 2026!'], 'equipe/apercu-2026/'],
    [['news', '-- Nieuws --'], 'news/nieuws/'],
    [['', 'Contact'], 'contact/'],
    [[], ''],
  ])('%j gives %s', (names, expected) => {
    expect(buildPath(...names)).toBe(expected);
  });
});

describe('slugify', () => {
  it('keeps digits and drops every punctuation mark', () => {
    expect(slugify('Rue de l’Église, 12/B')).toBe('rue-de-leglise-12b');
    expect(slugify('Marche-en-Famenne')).toBe('marche-en-famenne');
  });
});

describe('joinPath', () => {
  it('builds one absolute path with a trailing slash', () => {
    expect(joinPath('nl', 'te-koop')).toBe('/nl/te-koop/');
    expect(joinPath('/nl/', '/te-koop/', '')).toBe('/nl/te-koop/');
    expect(joinPath()).toBe('/');
  });
});

describe('isPreviewPath', () => {
  it('recognises any path containing preview', () => {
    expect(isPreviewPath('/nl/preview/te-koop/')).toBe(true);
    expect(isPreviewPath('/fr/a-vendre/?x=1')).toBe(false);
  });
});
