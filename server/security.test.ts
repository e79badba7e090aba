/** @jest-environment node */
import { helmetOptions } from './security.ts';
import { liveTagIds } from './config.ts';
import { BOOT_LOADER_CSP } from '../publisher/pages/bootLoader.ts';

type Directives = Record<string, string[]>;
const directives = (tags: Parameters<typeof helmetOptions>[2]) =>
  (helmetOptions(["'self'"], false, tags).contentSecurityPolicy as { directives: Directives }).directives;

describe('the Content-Security-Policy and the tags', () => {
  it('allows scripts from the site alone, and its one inline script by its hash, when no tag is configured', () => {
    const csp = directives({ tagManager: null, siteTag: null, pixel: null });
    expect(csp.scriptSrc).toEqual(["'self'", BOOT_LOADER_CSP]);
    expect(BOOT_LOADER_CSP).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });

  it("adds Google's hosts for a container, and Meta's only for a pixel", () => {
    const google = directives({ tagManager: 'GTM-K7F2Q9M', siteTag: null, pixel: null });
    expect(google.scriptSrc).toEqual(["'self'", BOOT_LOADER_CSP, 'https://www.googletagmanager.com']);
    expect(google.connectSrc).toContain('https://*.google-analytics.com');
    expect(google.imgSrc).not.toContain('https://www.facebook.com');
    const meta = directives({ tagManager: null, siteTag: null, pixel: '614207395528183' });
    expect(meta.scriptSrc).toEqual(["'self'", BOOT_LOADER_CSP, 'https://connect.facebook.net']);
    expect(meta.imgSrc).toContain('https://www.facebook.com');
  });
});

describe('which tag ids are live', () => {
  const EXAMPLES = { tagManager: 'GTM-K7F2Q9M', siteTag: null, pixel: '614207395528183', example: true };

  it("takes none of site.json's ids while they are marked as examples", () => {
    expect(liveTagIds(EXAMPLES, {})).toEqual({ tagManager: null, siteTag: null, pixel: null });
    expect(directives(liveTagIds(EXAMPLES, {})).scriptSrc).toEqual(["'self'", BOOT_LOADER_CSP]);
  });

  it("takes site.json's ids once they are no examples, and the environment's over them", () => {
    const { example: _, ...real } = EXAMPLES;
    expect(liveTagIds(real, {})).toEqual({ tagManager: 'GTM-K7F2Q9M', siteTag: null, pixel: '614207395528183' });
    expect(liveTagIds(EXAMPLES, { GTM_ID: 'GTM-REAL123', GTAG_ID: 'G-ABC1234', META_PIXEL_ID: 'none' })).toEqual({
      tagManager: 'GTM-REAL123',
      siteTag: 'G-ABC1234',
      pixel: null,
    });
  });

  it('refuses to start with an id that is no id, naming the setting', () => {
    expect(() => liveTagIds(EXAMPLES, { GTM_ID: "GTM-X'; script-src *" })).toThrow('GTM_ID');
  });
});
