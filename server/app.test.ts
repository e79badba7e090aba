/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { BOOT_LOADER_CSP } from '../publisher/pages/bootLoader.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';

// The app is started per describe (beforeAll, under this limit too): sized for a machine several
// times slower than a loaded one.
jest.setTimeout(60_000);

/** A small built site on disk, shaped as the build writes it. */
function makeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const write = (file: string, body: string, compressed = false) => {
    const full = path.join(dist, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
    if (compressed) {
      writeFileSync(`${full}.br`, brotliCompressSync(body));
      writeFileSync(`${full}.gz`, gzipSync(body));
    }
  };
  const page = (lng: string, title: string) =>
    `<!doctype html><html lang="${lng}"><head><title>${title}</title></head><body>${'<p>listing</p>'.repeat(200)}</body></html>`;
  write('nl/index.html', page('nl', 'Home'), true);
  write('nl/te-koop/index.html', page('nl', 'Te koop'), true);
  write('fr/a-vendre/index.html', page('fr', 'À vendre'), true);
  write('nl/404.html', page('nl', 'Oeps, deze pagina bestaat niet meer'), true);
  write('fr/404.html', page('fr', "Oups, cette page n'existe plus"));
  write('en/404.html', page('en', 'Oops, this page no longer exists'));
  write('assets/index-abc123.js', 'console.log("app");'.repeat(100), true);
  write('locales/nl/common.json', '{"a":"b"}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  write('.vite/manifest.json', '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  return dist;
}

describe('server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp({ distDir: makeDist(), frameAncestors: ["'self'", 'https://map.example.be'] });
  });
  afterAll(() => app.close());

  it('redirects / to the language of the query, the cookie or the browser', async () => {
    const byBrowser = await app.inject({ url: '/', headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
    expect(byBrowser.statusCode).toBe(302);
    expect(byBrowser.headers.location).toBe('/nl/');
    expect(byBrowser.headers.vary).toContain('Accept-Language');
    const byCookie = await app.inject({ url: '/', headers: { cookie: 'i18nextLng=en', 'accept-language': 'nl' } });
    expect(byCookie.headers.location).toBe('/en/');
    const byQuery = await app.inject({ url: '/?lng=fr', headers: { cookie: 'i18nextLng=en' } });
    expect(byQuery.headers.location).toBe('/fr/');
    const byDefault = await app.inject({ url: '/' });
    expect(byDefault.headers.location).toBe('/fr/');
  });

  it('serves a prerendered page as HTML that is always revalidated', async () => {
    const res = await app.inject({ url: '/nl/te-koop/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Te koop</title>');
  });

  it('redirects a page URL without its trailing slash', async () => {
    const res = await app.inject({ url: '/nl/te-koop' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/nl/te-koop/');
  });

  it('sends the precompressed brotli or gzip file the browser accepts', async () => {
    const br = await app.inject({ url: '/fr/a-vendre/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>À vendre</title>');
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('marks hashed assets immutable and other files cacheable for a day', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const locale = await app.inject({ url: '/locales/nl/common.json' });
    expect(locale.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown URL with 404 and the 404 page of its language', async () => {
    const fr = await app.inject({ url: '/fr/nulle-part/' });
    expect(fr.statusCode).toBe(404);
    expect(fr.body).toContain("Oups, cette page n'existe plus");
    const en = await app.inject({ url: '/en/nowhere' });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('Oops, this page no longer exists');
    const unknownLanguage = await app.inject({ url: '/xx/', headers: { 'accept-language': 'nl' } });
    expect(unknownLanguage.statusCode).toBe(404);
    expect(unknownLanguage.body).toContain('Oeps');
  });

  it('never serves the 404 files themselves as pages, nor files outside dist', async () => {
    const direct = await app.inject({ url: '/nl/404.html' });
    expect(direct.statusCode).toBe(404);
    const traversal = await app.inject({ url: '/nl/..%2f..%2f..%2fetc%2fpasswd' });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
    expect(traversal.body).not.toContain('root:');
  });

  it('tells caches that a page or an asset differs by Accept-Encoding, compressed or not', async () => {
    for (const url of ['/nl/', '/nl/te-koop/', '/assets/index-abc123.js', '/favicon.svg']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      }
    }
  });

  it.each([
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/nl/404.html.br',
    '/nl/index.html.br',
    '/nl/te-koop/index.html.gz',
    '/assets/index-abc123.js.br',
  ])('never serves the build internal %s: the 404 page of its language answers', async (url) => {
    const res = await app.inject({ url, headers: { 'accept-language': 'nl' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Oeps, deze pagina bestaat niet meer');
  });

  it('answers a broken %-escape with its own 400 page or JSON, and the security headers', async () => {
    const page = await app.inject({ url: '/nl/%zz' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Oeps, deze pagina bestaat niet meer');
    expect(page.body).not.toContain('FST_ERR');
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    const api = await app.inject({ url: '/api/visits/%zz' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: 'errors.badRequest' });
  });

  it('answers unknown API paths with JSON', async () => {
    const res = await app.inject({ url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/nl/', '/assets/index-abc123.js', '/nowhere/']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
      // The site alone: site.json's tag ids are marked as examples, so no tag host is allowed.
      expect(scriptSrc).toBe(`script-src 'self' ${BOOT_LOADER_CSP}`);
      for (const directive of ['connect-src', 'img-src']) {
        expect(csp.split(';').find((d) => d.startsWith(directive))).not.toMatch(/google|facebook/);
      }
      expect(csp).toContain("frame-ancestors 'self' https://map.example.be");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('tells the browser no tag is live while the ids are examples', async () => {
    const res = await app.inject({ url: '/api/tags' });
    expect(res.json()).toEqual({ tagManager: null, siteTag: null, pixel: null });
  });

  it("allows a tag's hosts, and tells the browser its id, once the deployment sets a real id", async () => {
    const real = await createApp({
      distDir: makeDist(),
      tags: { tagManager: 'GTM-REAL123', siteTag: null, pixel: '123456789' },
    });
    const page = await real.inject({ url: '/nl/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(
      `script-src 'self' ${BOOT_LOADER_CSP} https://www.googletagmanager.com https://connect.facebook.net`,
    );
    const ids = await real.inject({ url: '/api/tags' });
    expect(ids.json()).toEqual({ tagManager: 'GTM-REAL123', siteTag: null, pixel: '123456789' });
    await real.close();
  });

  it('has a health endpoint', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses to start without a built site', async () => {
    await expect(createApp({ distDir: path.join(tmpdir(), 'no-such-dist') })).rejects.toThrow('npm run build');
  });
});

describe('server: detail URLs', () => {
  const HOUSE = {
    nl: '/nl/te-koop/marche-en-famenne/huis/120/',
    fr: '/fr/a-vendre/marche-en-famenne/maison/120/',
    en: '/en/for-sale/marche-en-famenne/house/120/',
  };
  const PROJECT = {
    nl: '/nl/projecten/marche-en-famenne/residence-les-tanneurs/2/',
    fr: '/fr/projets/marche-en-famenne/residence-les-tanneurs/2/',
    en: '/en/projects/marche-en-famenne/residence-les-tanneurs/2/',
  };
  const TITLES = {
    page: "Oups, cette page n'existe plus",
    property: 'Bien introuvable',
    project: 'Projet introuvable',
  };

  /** A built site with a detail page and the three French 404 pages, and the build's manifest. */
  function makeDetailSite(): { distDir: string; detailManifest: string } {
    const dir = mkdtempSync(path.join(tmpdir(), 'detail-site-'));
    const distDir = path.join(dir, 'dist');
    const write = (file: string, body: string) => {
      const full = path.join(distDir, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, body);
    };
    const page = (lng: string, title: string) =>
      `<!doctype html><html lang="${lng}"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
    write('fr/index.html', page('fr', 'Accueil'));
    write(`${HOUSE.fr}index.html`, page('fr', 'Maison à Marche-en-Famenne'));
    write('fr/404.html', page('fr', TITLES.page));
    write('fr/404-property.html', page('fr', TITLES.property));
    write('fr/404-project.html', page('fr', TITLES.project));
    write('nl/404.html', page('nl', 'Oeps, deze pagina bestaat niet meer'));
    const detailManifest = path.join(dir, 'canonical.json');
    writeFileSync(
      detailManifest,
      JSON.stringify({
        canonical: { 'property/120': HOUSE, 'project/2': PROJECT },
        prefixes: {
          nl: { property: ['/nl/te-koop/', '/nl/te-huur/'], project: ['/nl/projecten/'] },
          fr: { property: ['/fr/a-vendre/', '/fr/a-louer/'], project: ['/fr/projets/'] },
          en: { property: ['/en/for-sale/', '/en/for-rent/'], project: ['/en/projects/'] },
        },
      }),
    );
    return { distDir, detailManifest };
  }

  const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp(makeDetailSite());
  });
  afterAll(() => app.close());

  it.each([
    ['/property/120/', { cookie: 'i18nextLng=fr' }, HOUSE.fr],
    ['/property/120', { cookie: 'i18nextLng=fr' }, HOUSE.fr],
    ['/property/120/', { 'accept-language': 'nl-BE,nl;q=0.9' }, HOUSE.nl],
    ['/nl/property/120/', { cookie: 'i18nextLng=fr' }, HOUSE.nl],
    ['/project/2/', { cookie: 'i18nextLng=en' }, PROJECT.en],
    ['/fr/a-vendre/ancienne-ville/villa/120/', {}, HOUSE.fr],
    ['/fr/projets/ancien/nom/2/', {}, PROJECT.fr],
  ])('sends %s (%p) permanently to %s', async (url, headers, location) => {
    const res = await app.inject({ url, headers });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('keeps the query string when it redirects', async () => {
    const res = await app.inject({ url: '/nl/property/120/?utm=x' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${HOUSE.nl}?utm=x`);
  });

  it('serves the canonical page itself', async () => {
    const res = await app.inject({ url: HOUSE.fr });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Maison à Marche-en-Famenne');
  });

  it.each([
    ['/fr/a-vendre/a/b/999/', TITLES.property],
    ['/fr/a-louer/a/b/999/', TITLES.property],
    ['/fr/projets/a/b/2/appartement/999/', TITLES.property],
    ['/fr/projets/a/b/999/', TITLES.project],
    ['/fr/property/999/', TITLES.property],
    ['/fr/project/999/', TITLES.project],
    ['/fr/nulle-part/', TITLES.page],
    ['/fr/a-vendre/a/b/c/999/', TITLES.page],
  ])('answers %s with 404 and the page "%s"', async (url, title) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(res.body)).toBe(title);
  });

  it('refuses a malformed percent-encoding as a bad request, not as a server error', async () => {
    const res = await app.inject({ url: '/fr/a-vendre/%E0%A4%A/x/1/' });
    expect(res.statusCode).toBe(400);
  });

  it('uses the visitor language for the not-found page of an original URL', async () => {
    const res = await app.inject({ url: '/property/999/', headers: { cookie: 'i18nextLng=fr' } });
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe(TITLES.property);
  });

  it('falls back to the general 404 page of a language without a property page', async () => {
    const res = await app.inject({ url: '/nl/te-koop/a/b/999/' });
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Oeps, deze pagina bestaat niet meer');
  });

  it('does not redirect other methods than GET and HEAD', async () => {
    const res = await app.inject({ method: 'POST', url: '/property/120/', headers: { cookie: 'i18nextLng=fr' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it.each(['/fr/404-property.html', '/fr/404-project.html'])(
    'never serves %s as a file: the general 404 page answers',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(titleOf(res.body)).toBe(TITLES.page);
    },
  );

  it('allows the video players as frames, and scripts still only from the site', async () => {
    const res = await app.inject({ url: HOUSE.fr });
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    const frameSrc = directives.find((d) => d.startsWith('frame-src ')) ?? '';
    expect(frameSrc.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
    );
    expect(directives.find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' ${BOOT_LOADER_CSP}`);
    expect(directives.find((d) => d.startsWith('img-src'))).toContain('https://img.youtube.com');
  });
});
