import { createInstance } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import type { Module } from 'i18next';
import { DeferredLanguageDetector } from './deferredLanguageDetector.ts';
import { baseOptions } from './options.ts';
import { LANGUAGE_KEY, detection } from './languageDetection.ts';

/** Every source the spec names, each with a different language. */
function everySource(url: string) {
  window.history.replaceState(null, '', url);
  document.cookie = `${LANGUAGE_KEY}=nl; path=/`;
  window.localStorage.setItem(LANGUAGE_KEY, 'fr');
  window.sessionStorage.setItem(LANGUAGE_KEY, 'de');
  Object.defineProperty(window.navigator, 'languages', { value: ['en-GB', 'fr'], configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: 'en-GB', configurable: true });
  document.documentElement.setAttribute('lang', 'nl');
}

/** The package itself, and as the browser has it: in its own chunk, loaded when first asked. */
const detectors: Record<string, new () => Module> = {
  'the package': LanguageDetector,
  'the package, loaded when first asked as in the browser': DeferredLanguageDetector,
};
let Detector: new () => Module;

async function detector() {
  const i18n = createInstance();
  await i18n.use(Detector).init({ ...baseOptions, detection, resources: {} });
  return i18n;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = `${LANGUAGE_KEY}=; path=/; max-age=0`;
  document.documentElement.removeAttribute('lang');
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe.each(Object.keys(detectors))('language detection: %s', (name) => {
  beforeEach(() => {
    Detector = detectors[name]!;
  });

  it("takes the path's first segment before anything else", async () => {
    everySource('/en/for-sale/?lng=fr');
    expect((await detector()).language).toBe('en');
  });

  it("then follows the spec's order: query string, cookie, local and session storage, navigator, html tag", async () => {
    everySource('/?lng=en');
    expect((await detector()).language).toBe('en');
    // Detection stored its choice: the sources are set again, after init, to read the whole list.
    const i18n = await detector();
    everySource('/?lng=en');
    const detected: unknown = await i18n.services.languageDetector.detect();
    expect(detected).toEqual(['en', 'nl', 'fr', 'de', 'en-GB', 'fr', 'en-GB', 'nl']);
  });

  it('skips a path or a query naming no language the site has', async () => {
    everySource('/xx/?lng=zz');
    expect((await detector()).language).toBe('nl');
    window.history.replaceState(null, '', '/xx/');
    document.cookie = `${LANGUAGE_KEY}=; path=/; max-age=0`;
    window.localStorage.clear();
    expect((await detector()).language).toBe('de');
  });

  it('remembers a change under i18nextLng in local storage and in a cookie for a year, for the whole site', async () => {
    window.history.replaceState(null, '', '/');
    const i18n = await detector();
    const written: string[] = [];
    const cookie = jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => written.push(value));
    await i18n.changeLanguage('fr');
    cookie.mockRestore();
    expect(window.localStorage.getItem('i18nextLng')).toBe('fr');
    expect(written).toHaveLength(1);
    const [pair, ...attributes] = (written[0] ?? '').split('; ');
    expect(pair).toBe('i18nextLng=fr');
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax']));
    const expires = Date.parse(attributes.find((a) => a.startsWith('Expires='))?.slice('Expires='.length) ?? '');
    expect(expires - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(365 * 24 * 3600 * 1000);
  });
});
