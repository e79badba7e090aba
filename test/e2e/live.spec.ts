/**
 * The live catalogue (docs/LIVE_CATALOGUE.md), as the agency and a visitor see it: the site runs
 * against the test CRM; a house for sale in Namur is added there and, after a sync, is on the
 * sale list and its page answers in nl, fr and en with its photos; its price changes; it is sold;
 * it is deleted and answers 410 Gone; a failing CRM leaves the last good build online; a page
 * opened before a publish keeps working after it; and GETs running through a publish all succeed.
 * The agency's leads reach the same CRM: a visit booked on the agent's appointment, a contact.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { control, declinedOnLiveSite, loadLoop, startLiveSite, syncNow, type LiveSite } from './liveSite.ts';
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support.ts';

test.describe.configure({ mode: 'serial' });
test.use({ storageState: declinedOnLiveSite() });

const ID = 9001;
let site: LiveSite;
/** The new house's page in each language, read from the French page's hreflang links. */
const pages: Record<string, string> = {};

/** Four photos of the house as the CRM serves them: JPEGs, each its own. */
async function photos() {
  const colours = [
    { r: 176, g: 120, b: 84 },
    { r: 92, g: 128, b: 160 },
    { r: 120, g: 150, b: 96 },
    { r: 200, g: 184, b: 150 },
  ];
  return Promise.all(
    colours.map(async (background) => ({
      type: 'image/jpeg',
      width: 1200,
      height: 800,
      base64: (
        await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
          .jpeg({ quality: 80 })
          .toBuffer()
      ).toString('base64'),
    })),
  );
}

/** What a browser asks of the site: pages, a listing, the catalogue and detail files, a script. */
function visitorPaths(): string[] {
  const { buildId } = JSON.parse(readFileSync('build/stamp.json', 'utf8')) as { buildId: string };
  const script = readdirSync('dist/assets').find((file) => file.endsWith('.js'));
  return [
    '/fr/a-vendre/',
    '/nl/te-koop/',
    '/fr/',
    `/data/${buildId}/catalogue.fr.json`,
    `/data/${buildId}/fr/property-120.json`,
    `/assets/${script}`,
    '/sitemap-fr.xml',
  ];
}

/** The offer of the listing's structured data, as the page the server answers carries it. */
async function offerOf(page: Page): Promise<Record<string, unknown> | undefined> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = JSON.parse(text ?? '{}') as { '@graph': { '@type': string; offers?: Record<string, unknown> }[] };
  return graph['@graph'].find((node) => node['@type'] === 'RealEstateListing')?.offers;
}

async function expectPhotoShown(page: Page) {
  const photo = page.locator('main img[src*="/media/"]').first();
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startLiveSite();
  // The server syncs at start; this joins that run (or runs one) and waits for it.
  const first = await syncNow(site);
  expect(['published', 'unchanged']).toContain(first.status);
});

test.afterAll(async () => {
  await site?.stop();
});

test('a new house in Namur is online after a sync, in fr, nl and en, with its photos', async ({ page }) => {
  test.setTimeout(120_000);
  await control(site, 'POST', '/listings', {
    ID,
    Zip: '5000',
    Price: 245000,
    pictures: await photos(),
    fields: { DateCreated: '2026-11-24' },
  });
  const publish = syncNow(site);
  const load = await loadLoop(site.origin, visitorPaths(), publish);
  expect((await publish).status).toBe('published');
  expect(load.errors).toEqual([]);
  expect(load.requests).toBeGreaterThan(10);

  const problems = watchConsole(page);
  await gotoHydrated(page, `${site.origin}/fr/a-vendre/`);
  const card = page.locator(`main a[href*="/namur/"][href$="/${ID}/"]`).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/fr/a-vendre/namur/[^/]+/${ID}/$`));
  await expect(page.locator('.price-box__price')).toHaveText('€ 245.000');
  await expect(page.locator('.notice--state')).toHaveCount(0);
  await expectPhotoShown(page);
  pages.fr = new URL(page.url()).pathname;
  for (const lng of ['nl', 'en']) {
    const href = await page.locator(`link[rel="alternate"][hreflang="${lng}"]`).getAttribute('href');
    pages[lng] = new URL(href ?? '', site.origin).pathname;
  }
  await expectNoAxeViolations(page);
  for (const lng of ['nl', 'en']) {
    const response = await page.goto(`${site.origin}${pages[lng]}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toContainText(lng === 'nl' ? 'Namen' : 'Namur');
    await expect(page.locator('.price-box__price')).toContainText('245');
    await expectPhotoShown(page);
  }
  expect(problems).toEqual([]);
});

/** What the test CRM received as leads, polled until `found` holds one (the site delivers within seconds). */
async function leadWhere(found: (lead: Lead) => boolean, waitMs = 30_000): Promise<Lead> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const leads = (await (await fetch(`${site.crm}/control/leads`)).json()) as Lead[];
    const lead = leads.find(found);
    if (lead || Date.now() > deadline) {
      expect(lead, 'the lead reached the CRM').toBeDefined();
      return lead as Lead;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Tomorrow's date on Brussels' clock, "YYYY-MM-DD" (the test CRM's dates carry no zone). */
function brusselsTomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

interface Lead {
  endpoint: string;
  params: Record<string, unknown>;
}

const canonical = JSON.parse(readFileSync('build/canonical.json', 'utf8')) as {
  canonical: Record<string, Record<string, string>>;
};

test("a visit booked in nl is the agent's appointment in the CRM; a contact in en arrives as ContactOnMe", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  // Tomorrow 08:15 on Brussels' clock (the demo CRM's own visits are later in the day): the agent opens a visit of 30 minutes for one person.
  const start = `${brusselsTomorrow()} 08:15:00`;
  const opened = await fetch(`${site.crm}/control/appointments/120`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start, minutes: 30, maxPersons: 1 }),
  });
  const appointment = (await opened.json()) as { ID: number };
  const name = `Claes${Date.now().toString(36)}`;

  await gotoHydrated(page, `${site.origin}${canonical.canonical['property/120']!.nl}`);
  await page.getByRole('button', { name: 'Bezichtiging boeken' }).first().click();
  const form = 'form-contact-appointment';
  const slot = page.locator(`#${form}-slot`);
  await expect(slot.locator('option', { hasText: '08:15–08:45' })).toHaveCount(1);
  await slot.selectOption({ label: (await slot.locator('option', { hasText: '08:15–08:45' }).textContent()) ?? '' });
  await page.locator(`#${form}-title-ms`).check();
  await page.locator(`#${form}-firstName`).fill('Jan');
  await page.locator(`#${form}-lastName`).fill(name);
  await page.locator(`#${form}-email`).fill('jan.claes@example.be');
  await page.locator(`#${form}-phone`).fill('0475 11 22 33');
  await page.locator(`#${form}-captcha`).check();
  await expect(page.locator(`#${form}-captcha`)).toBeEnabled({ timeout: 30_000 });
  await page.locator(`#${form} button[type=submit]`).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-appointment\/$/);
  const visit = await leadWhere((lead) => lead.params.Name === name);
  expect(visit).toMatchObject({
    endpoint: 'ContactOnMe',
    params: { ObjectID: 120, AppointmentID: appointment.ID, LanguageIdFromParameter: 1, AddressTitle: '2' },
  });

  const contact = `Lambert${Date.now().toString(36)}`;
  await gotoHydrated(page, `${site.origin}/en/contact/`);
  const contactForm = 'form-site-contact';
  await page.locator(`#${contactForm}-title-ms`).check();
  await page.locator(`#${contactForm}-firstName`).fill('Anne');
  await page.locator(`#${contactForm}-lastName`).fill(contact);
  await page.locator(`#${contactForm}-email`).fill('anne.lambert@example.be');
  await page.locator(`#${contactForm}-phone`).fill('+32 81 22 33 44');
  await page.locator(`#${contactForm}-remarks`).fill('Do you have a house with a garden in Ciney?');
  await page.locator(`#${contactForm}-captcha`).check();
  await expect(page.locator(`#${contactForm}-captcha`)).toBeEnabled({ timeout: 30_000 });
  await page.locator(`#${contactForm} button[type=submit]`).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/site-contact\/$/);
  const lead = await leadWhere((found) => found.params.Name === contact);
  expect(lead).toMatchObject({
    endpoint: 'ContactOnMe',
    params: { Email: 'anne.lambert@example.be', LanguageIdFromParameter: 3, AddressTitle: '8', SourceId: 5 },
  });
  expect(String(lead.params.Content)).toContain('Do you have a house with a garden in Ciney?');
  expect(problems).toEqual([]);
});

test('a page opened before a publish keeps working after it, and shows the new price', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, `${site.origin}/fr/a-vendre/`);
  await control(site, 'PATCH', `/listings/${ID}`, { Price: 239000 });
  expect((await syncNow(site)).status).toBe('published');
  // The page was loaded from the previous release; it navigates on in the browser.
  await page.locator(`main a[href$="/${ID}/"]`).first().click();
  await expect(page.locator('.price-box__price')).toHaveText('€ 239.000');
  await expectPhotoShown(page);
  await page.goto(`${site.origin}${pages.nl}`);
  await expect(page.locator('.price-box__price')).toContainText('239.000');
  // Search engines read the new price too: the published page's structured data offers it.
  expect(await offerOf(page)).toMatchObject({ price: 239000, priceCurrency: 'EUR' });
  expect(problems).toEqual([]);
});

test('a sold house shows "Vendu"; a failing CRM leaves that build online', async ({ page }) => {
  await control(site, 'POST', `/listings/${ID}/sell`);
  expect((await syncNow(site)).status).toBe('published');
  await page.goto(`${site.origin}${pages.fr}`);
  await expect(page.locator('.notice--state')).toHaveText('Ce bien a été vendu.');
  expect(await offerOf(page)).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  await expect(page.locator('main').getByText('Vendu', { exact: true }).first()).toBeVisible();

  await control(site, 'POST', '/failures', { kind: 'status', status: 500 });
  try {
    const failed = await syncNow(site);
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/500/);
  } finally {
    await control(site, 'DELETE', '/failures');
  }
  const response = await page.goto(`${site.origin}${pages.fr}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('.notice--state')).toHaveText('Ce bien a été vendu.');
});

test('a deleted house answers 410 Gone in every language and leaves the sitemaps', async ({ page }) => {
  await control(site, 'DELETE', `/listings/${ID}`);
  expect((await syncNow(site)).status).toBe('published');
  const response = await page.goto(`${site.origin}${pages.fr}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Bien introuvable' })).toBeVisible();
  for (const lng of ['nl', 'en']) {
    expect((await page.request.get(`${site.origin}${pages[lng]}`)).status()).toBe(410);
  }
  const sitemap = await (await page.request.get(`${site.origin}/sitemap-fr.xml`)).text();
  expect(sitemap).toContain('/fr/a-vendre/');
  expect(sitemap).not.toContain(`/${ID}/`);
});

test('an owner who exists only in the CRM sees its calendar, communications, media and matching buyers; with the CRM down the portal says so and the forms still answer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const texts = JSON.parse(readFileSync('locales/fr/owner.json', 'utf8')) as {
    login: { email: string; password: string; submit: string };
    calendar: { title: string };
    communications: { title: string };
    media: { title: string };
    crm: { title: string; matches_other: string };
    errors: { api: string };
  };
  const formPages = (
    JSON.parse(readFileSync('build/canonical.json', 'utf8')) as {
      forms: { pages: { portal: Record<string, string>; login: Record<string, string> } };
    }
  ).forms.pages;
  const problems = watchConsole(page);
  const portal = `${formPages.portal.fr}?id=120`;
  await gotoHydrated(page, `${site.origin}${formPages.login.fr}?next=${encodeURIComponent(portal)}`);
  await page.getByLabel(texts.login.email).fill('marie.lambert@example.be');
  await page.getByLabel(texts.login.password).fill('crm-owner-2026');
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page).toHaveURL(`${site.origin}${portal}`);
  for (const title of [texts.calendar.title, texts.communications.title, texts.media.title, texts.crm.title]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const report = page.locator('.owner-report');
  await expect(report.getByText('Famille Dubois')).toBeVisible();
  await expect(report.getByText('Rapport de visites')).toBeVisible();
  await expect(
    report
      .getByRole('cell', { name: 'Immoweb' })
      .or(report.getByRole('rowheader', { name: 'Immoweb' }))
      .first(),
  ).toBeVisible();
  await expect(report.getByText(texts.crm.matches_other.replace('{{count}}', '14'))).toBeVisible();
  await expectNoAxeViolations(page);

  await control(site, 'POST', '/failures', { kind: 'status', status: 500 });
  try {
    // Never asked before: the portal says the CRM did not answer, with no blank page and no 500.
    const response = await page.goto(`${site.origin}${formPages.portal.fr}?id=134`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(texts.errors.api)).toBeVisible();

    // The forms still answer while the CRM is down: a demand-register entry in fr waits for it.
    const form = '#form-demand-register';
    const name = `Dubois${Date.now().toString(36)}`;
    await gotoHydrated(
      page,
      `${site.origin}/fr/je-cherche/?goal=sale&type=1&zone=5000&minPrice=200000&maxPrice=350000&bedrooms=3&garden=1`,
    );
    await page.locator(`${form}-title-ms`).check();
    await page.locator(`${form}-firstName`).fill('Claire');
    await page.locator(`${form}-lastName`).fill(name);
    await page.locator(`${form}-email`).fill('claire.dubois@example.be');
    await page.locator(`${form}-phone`).fill('+32 81 22 33 44');
    await page.locator(`${form}-password`).fill('correct horse battery');
    await page.locator(`${form}-passwordConfirm`).fill('correct horse battery');
    await page.locator(`${form}-captcha`).check();
    await expect(page.locator(`${form}-captcha`)).toBeEnabled({ timeout: 30_000 });
    await page.locator(`${form} button[type=submit]`).click();
    await expect(page).toHaveURL(`${site.origin}/fr/merci/demand-register/`);
    await control(site, 'DELETE', '/failures');
    // Back up: the waiting entry arrives as DemandRegister2 with its criteria (after the delivery's next retry).
    const demand = await leadWhere((lead) => lead.params.Name === name, 60_000);
    expect(demand).toMatchObject({
      endpoint: 'DemandRegister2',
      params: {
        Goal: 0,
        TypeOfPropertyIDs: [1],
        Zips: ['5000'],
        PriceMin: 200000,
        PriceMax: 350000,
        MinRooms: 3,
        Garden: true,
        Password: 'correct horse battery',
        LanguageIdFromParameter: 2,
        IsReceivedEmail: true,
      },
    });
  } finally {
    await control(site, 'DELETE', '/failures');
  }
  expect(problems.filter((line) => !line.includes('503'))).toEqual([]);
});
