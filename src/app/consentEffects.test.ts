import { isQuietPath } from './consentEffects.ts';

describe('isQuietPath', () => {
  it.each([
    ['/nl/preview/', true],
    ['/fr/preview/a-vendre/', true],
    ['/en/for-sale/preview-123/', true],
    ['/fr/politique-de-cookies/', true],
    ['/fr/', false],
    ['/nl/te-koop/', false],
    ['/en/contact/', false],
  ])('%s: the cookie dialog does not open by itself: %p', (pathname, expected) => {
    expect(isQuietPath(pathname)).toBe(expected);
  });
});
