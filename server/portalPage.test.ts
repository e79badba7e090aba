/** @jest-environment node */
/**
 * The portal's page rendered by the server for a logged-in owner (server/routes/portalPage.ts):
 * the owner's figures in the HTML and in the page's data, nothing of another owner's property,
 * never cached, and the login for anyone without a session. The renderer is the real one, on
 * the app's source, with the real texts and a small catalogue.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadPortalRenderer, type PortalRenderer } from './ssr/portalRenderer.ts';
import { makeCatalogue } from '../test/fixtures/catalogue.ts';
import { DEMO, ownerApp, ownerClient, ownerOptions } from '../test/owners/ownerKit.ts';
import type { PortalPreload } from '../src/domain/forms/portal.ts';
import { SESSION_LIMITS } from './owners/sessions.ts';

// Loads the SSR renderer (beforeAll) and renders portal pages through the app: sized for a machine
// several times slower than a loaded one.
jest.setTimeout(60_000);

const ROOT = path.join(__dirname, '..');
const owner = (lng: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, 'owner.json'), 'utf8')) as {
    portal: { welcome: string };
    errors: { unknownProperty: string };
  };

/** A built site's files as the renderer reads them: the template, its stylesheet, texts and catalogues. */
function renderSite(): { distDir: string; templateFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-page-'));
  const distDir = path.join(dir, 'dist');
  cpSync(path.join(ROOT, 'locales'), path.join(distDir, 'locales'), { recursive: true });
  mkdirSync(path.join(distDir, 'data', 'test'), { recursive: true });
  for (const lng of ['nl', 'fr', 'en']) {
    writeFileSync(path.join(distDir, 'data', 'test', `catalogue.${lng}.json`), JSON.stringify(makeCatalogue()));
  }
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'site.css'), '.owner-card{display:grid}');
  const templateFile = path.join(dir, 'template.html');
  writeFileSync(
    templateFile,
    '<!doctype html><html lang="fr"><head><!--app-head--><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/site.css"></head>' +
      '<body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  return { distDir, templateFile };
}

let renderer: PortalRenderer;
let now = Date.UTC(2026, 10, 23, 9, 0);
let app: FastifyInstance;

beforeAll(async () => {
  const files = renderSite();
  const loaded = await loadPortalRenderer({ ...files, entry: () => import('../src/entry-server.tsx') });
  if (!loaded) throw new Error('The portal renderer did not load');
  renderer = loaded;
});

async function start(demo: unknown = DEMO) {
  ({ app } = await ownerApp(() => new Date(now), { ...ownerOptions([], demo), renderer }));
}

beforeEach(async () => {
  now = Date.UTC(2026, 10, 23, 9, 0);
  await start();
});

afterEach(async () => {
  await app.close();
});

const { get, login } = ownerClient(() => app);
const pathOf = (lng: string, page: 'portal' | 'login') =>
  renderer.paths.find((paths) => paths.lng === lng)?.[page] ?? '';

/** The page's data block (src/app/appData.ts), which the app reads before hydrating. */
function dataOf(response: LightMyRequestResponse) {
  const json = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(response.body)?.[1];
  if (!json) throw new Error('The page has no data block');
  return JSON.parse(json) as { lng: string; resources?: unknown; portal?: PortalPreload };
}

/** The texts' files the page names for boot.ts to preload (src/lib/pageAssets.ts). */
function textFilesOf(response: LightMyRequestResponse): string[] {
  const json = /<script type="application\/json" id="page-assets">(.*?)<\/script>/s.exec(response.body)?.[1];
  const fetches = json ? (JSON.parse(json) as { fetches?: string[] }).fetches : undefined;
  return (fetches ?? []).filter((url) => url.startsWith('/locales/'));
}

describe('the portal page of a logged-in owner', () => {
  it("shows the owner's property with its figures and history in the HTML, and hands the same data to the app", async () => {
    const { jar } = await login();
    const response = await get(`${pathOf('fr', 'portal')}?id=120`, jar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(owner('fr').portal.welcome.replace('{{name}}', 'Anne'));
    expect(response.body).toContain('Retour visite 120');
    expect(response.body).toContain('https://www.immoweb.be/fr/annonce/120');
    // Its photo is asked for from the head, before the parser reaches the card.
    expect(response.body).toMatch(/<link rel="preload" as="image"[^>]*imagesrcset="\/media\/p120-1-300\.webp 300w/);
    expect(response.body).toContain('<style>.owner-card{display:grid}</style>');
    // Its app is asked for once its photo is painted, by the loader the CSP allows (publisher/pages/bootLoader.ts).
    expect(response.body).toContain('<script data-boot="/assets/index-a1.js">');
    const data = dataOf(response);
    expect(data.lng).toBe('fr');
    expect(data.portal?.id).toBe(120);
    expect(data.portal?.properties.map((property) => property.id)).toEqual([120]);
    expect(data.portal?.report?.communications[0]?.subject).toBe('Retour visite 120');
    expect(data.portal?.report?.visits.days).toHaveLength(30);
    // Its texts are files it names, not part of its HTML; it has no form, so no forms' texts.
    expect(data.resources).toBeUndefined();
    expect(
      textFilesOf(response)
        .map((url) => url.replace(/\?v=.*/, ''))
        .sort(),
    ).toEqual(['/locales/fr/common.json', '/locales/fr/owner.json']);
  });

  it('is never stored by a cache, and depends on the cookie', async () => {
    const { jar } = await login();
    const response = await get(pathOf('fr', 'portal'), jar);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it("lists the owner's properties in the owner's language path", async () => {
    const { jar } = await login('bert@example.be', 'bert-password');
    const response = await get(pathOf('nl', 'portal'), jar);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(owner('nl').portal.welcome.replace('{{name}}', 'Bert'));
    expect(response.body).toContain(`href="${pathOf('nl', 'portal')}?id=284"`);
    expect(dataOf(response).portal).toMatchObject({ id: null, report: null, reportError: null });
  });

  it("shows nothing of another owner's property: the page says it is not in the account", async () => {
    const { jar } = await login('bert@example.be', 'bert-password');
    const response = await get(`${pathOf('fr', 'portal')}?id=120`, jar);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(owner('fr').errors.unknownProperty.replace(/'/g, '&#x27;'));
    expect(response.body).not.toContain('Retour visite 120');
    expect(response.body).not.toContain('Anne');
    expect(dataOf(response).portal).toMatchObject({ id: 120, report: null, reportError: 'errors.unknownProperty' });
  });

  it("keeps an owner's name as text, in the HTML and in the page's data", async () => {
    await app.close();
    const name = '</script><script>alert(1)</script>';
    const [anne, ...others] = DEMO.owners;
    await start({ owners: [{ ...anne, name }, ...others] });
    const { jar } = await login();
    const response = await get(pathOf('fr', 'portal'), jar);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(dataOf(response).portal?.owner.name).toBe(name);
  });
});

describe('the portal page without a session', () => {
  it('goes to the login, which brings the visitor back', async () => {
    const response = await get(`${pathOf('fr', 'portal')}?id=120`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${pathOf('fr', 'login')}?next=%2Ffr%2Fproprietaire%2F%3Fid%3D120`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says the session has ended when it has, and clears its cookie', async () => {
    const { jar } = await login();
    now += SESSION_LIMITS.idleMs + 1;
    const response = await get(pathOf('en', 'portal'), jar);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${pathOf('en', 'login')}?next=%2Fen%2Fowner%2F&ended=1`);
    expect(String(response.headers['set-cookie'])).toMatch(/owner_session=;[^,]*Max-Age=0/);
  });
});
