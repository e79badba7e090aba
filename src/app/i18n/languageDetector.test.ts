import { createInstance } from 'i18next';
import { LANGUAGE_KEY, detectLanguages, languageDetector, type LanguageSources } from './languageDetector.ts';

const none: LanguageSources = {
  search: '',
  cookie: '',
  localStorage: null,
  sessionStorage: null,
  navigatorLanguages: [],
  htmlLang: null,
};
const storageWith = (lng: string) => ({ getItem: (key: string) => (key === LANGUAGE_KEY ? lng : null) });

describe('detectLanguages', () => {
  it('follows the spec order: query string, cookie, local and session storage, navigator, html tag', () => {
    expect(
      detectLanguages({
        search: '?lng=en',
        cookie: `theme=dark; ${LANGUAGE_KEY}=nl`,
        localStorage: storageWith('fr'),
        sessionStorage: storageWith('de'),
        navigatorLanguages: ['fr-BE', 'nl'],
        htmlLang: 'nl',
      }),
    ).toEqual(['en', 'nl', 'fr', 'de', 'fr-BE', 'nl', 'nl']);
  });

  it('skips what is missing, empty, unreadable or badly encoded', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(
      detectLanguages({
        ...none,
        search: '?lng=',
        cookie: `${LANGUAGE_KEY}=%E0`,
        localStorage: throwing,
        htmlLang: 'fr',
      }),
    ).toEqual(['fr']);
    expect(detectLanguages(none)).toEqual([]);
  });
});

describe('languageDetector', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = `${LANGUAGE_KEY}=; path=/; max-age=0`;
  });

  it('gives i18next the first supported language and remembers a change in storage and a cookie', async () => {
    window.history.replaceState(null, '', '/?lng=xx');
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    const i18n = createInstance();
    await i18n.use(languageDetector()).init({ supportedLngs: ['nl', 'fr', 'en'], fallbackLng: 'fr', resources: {} });
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('nl');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('nl');
    expect(document.cookie).toContain(`${LANGUAGE_KEY}=nl`);
    window.history.replaceState(null, '', '/');
  });
});
