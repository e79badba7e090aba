/** @jest-environment node */
import { createApp } from './app.ts';
import { makeSite } from '../test/forms/serverKit.ts';
import { parseAcceptLanguage, pickLanguage } from './language.ts';

// Starts the app: sized for a machine several times slower than a loaded one.
jest.setTimeout(60_000);

describe('Accept-Language', () => {
  it('orders primary tags by quality, then by position', () => {
    expect(parseAcceptLanguage('de-DE,nl-BE;q=0.9,en;q=0.8,fr;q=0.9')).toEqual(['de', 'nl', 'fr', 'en']);
    expect(parseAcceptLanguage('*;q=0.5, fr;q=0')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('en;q=abc, nl')).toEqual(['nl']);
  });
});

describe('pickLanguage (query, cookie, browser, default)', () => {
  it('takes the lng query first', () => {
    expect(pickLanguage({ query: 'en', cookie: 'nl', acceptLanguage: 'fr' })).toBe('en');
  });
  it('then the i18nextLng cookie', () => {
    expect(pickLanguage({ query: 'xx', cookie: 'nl', acceptLanguage: 'fr' })).toBe('nl');
  });
  it('then the first enabled browser language, skipping disabled German', () => {
    expect(pickLanguage({ acceptLanguage: 'de-BE,de;q=0.9,nl;q=0.8' })).toBe('nl');
  });
  it('then the configured default', () => {
    expect(pickLanguage({ acceptLanguage: 'es' })).toBe('fr');
    expect(pickLanguage({ query: ['en'] })).toBe('fr');
  });
});

describe('the i18nextLng cookie as the server reads it', () => {
  it('sends "/" to the language of the cookie among others, and survives a badly encoded one', async () => {
    const app = await createApp({ distDir: makeSite().distDir });
    const to = async (cookie: string) =>
      (await app.inject({ url: '/', headers: { cookie, 'accept-language': 'nl' } })).headers.location;
    expect(await to('a=1; i18nextLng=en; b=2')).toBe('/en/');
    expect(await to('i18nextLng=%E0%A4%A')).toBe('/nl/');
    expect(await to('i18nextLng')).toBe('/nl/');
    await app.close();
  });
});
