import { readFileSync } from 'node:fs';
import { keepLanguages } from './configLanguages.ts';

const enabled = new Set(['nl', 'fr', 'en']);

describe('the configuration the bundles carry', () => {
  it('keeps the enabled languages of each text, at any depth, and everything else', () => {
    const config = {
      title: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' },
      modules: [{ id: 3, seo: { description: { fr: 'Belle', de: 'Schön' } } }],
      languages: { enabled: ['nl', 'fr', 'en'], default: 'fr' },
      colors: { primary: '#1d3b35' },
      empty: {},
    };
    expect(keepLanguages(config, enabled)).toEqual({
      title: { nl: 'Huis', fr: 'Maison', en: 'House' },
      modules: [{ id: 3, seo: { description: { fr: 'Belle' } } }],
      languages: { enabled: ['nl', 'fr', 'en'], default: 'fr' },
      colors: { primary: '#1d3b35' },
      empty: {},
    });
  });

  it("leaves an object that only shares a key with the language codes as it is (a route's 'en' segment with others)", () => {
    expect(keepLanguages({ de: 1, path: 'x' }, enabled)).toEqual({ de: 1, path: 'x' });
  });

  it('drops no French, Dutch or English text from the real site and menu files', () => {
    for (const file of ['snapshot/config/site.json', 'snapshot/config/menu.json']) {
      const text = readFileSync(file, 'utf8');
      const kept = JSON.stringify(keepLanguages(JSON.parse(text), enabled));
      for (const lng of enabled) {
        const texts = (source: string) => source.match(new RegExp(`"${lng}":\\s*"`, 'g'))?.length ?? 0;
        expect(texts(kept)).toBe(texts(text));
      }
      expect(kept).not.toMatch(/"de":\s*"/);
    }
  });
});
