/** @jest-environment node */
import { parseAcceptLanguage, pickLanguage, readCookie } from './language.ts';

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

describe('readCookie', () => {
  it('reads one cookie and survives bad encoding', () => {
    expect(readCookie('a=1; i18nextLng=en; b=2', 'i18nextLng')).toBe('en');
    expect(readCookie('i18nextLng=%E0%A4%A', 'i18nextLng')).toBeUndefined();
    expect(readCookie(undefined, 'x')).toBeUndefined();
  });
});
