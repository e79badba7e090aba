import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations, gotoHydrated } from './support.ts';

/**
 * The back office's leads (docs/BACKOFFICE.md): an admin keeps the inbox open while a visitor,
 * in another browser, sends the contact form; the lead appears without a reload, is marked
 * handled and exported as CSV; then the visitor's personal data is found, erased, and its export
 * is empty. axe checks the inbox, a lead, the failed mails and personal data at 390 and 1280 px.
 */

const DATA_DIR = 'reports/e2e-data';
const PASSWORD = 'a sentence nobody guesses';

type Tree = { [key: string]: string | Tree };
const office = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', 'en', 'office.json'), 'utf8')) as Tree;
/** An English text of the back office by its key ("leads.title"). */
const t = (key: string, values: Record<string, string> = {}): string => {
  const found = key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], office);
  if (typeof found !== 'string') throw new Error(`No text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};
const label = (page: Page, text: string) =>
  page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** axe at a phone's width and a desktop's, back at the desktop's after. */
async function expectAccessible(page: Page, screenshot?: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(page);
    if (screenshot) await page.screenshot({ path: `/tmp/office-leads-${screenshot}-${width}.png`, fullPage: true });
  }
}

/** A new admin (npm run staff:add), signed in with their app set up. */
async function signedInAdmin(page: Page, email: string): Promise<void> {
  const printed = execFileSync(
    'npm',
    ['run', '--silent', 'staff:add', '--', '--email', email, '--role', 'admin', '--name', 'Anne Admin', '--lng', 'en'],
    { env: { ...process.env, DATA_DIR }, encoding: 'utf8' },
  );
  const token = /\/admin\/password\?token=([A-Za-z0-9_-]+)/.exec(printed)?.[1];
  if (!token) throw new Error(`staff:add printed no link:\n${printed}`);
  await page.goto(`/admin/password?token=${token}`);
  await label(page, t('password.new')).fill(PASSWORD);
  await label(page, t('password.confirm')).fill(PASSWORD);
  await page.getByRole('button', { name: t('password.submit') }).click();
  await page.getByRole('link', { name: t('password.toLogin') }).click();
  await label(page, t('login.email')).fill(email);
  await label(page, t('login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  const secret = (await page.locator('.office-secret').innerText()).replace(/\s+/g, '');
  await label(page, t('code.label')).fill(await generate({ secret }));
  await page.getByRole('button', { name: t('setup.confirm') }).click();
  await page.getByRole('button', { name: t('recovery.stored') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('home.welcome', { name: 'Anne Admin' }) })).toBeVisible();
}

test('a new lead reaches the inbox within 5 s, is handled and exported; its sender is then erased', async ({
  page,
  browser,
}) => {
  // A sign-in, a visitor's form with its proof of work, axe eight times.
  test.setTimeout(150_000);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const visitor = { lastName: `Leroy${run}`, email: `claire.${run}@example.be` };
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  await signedInAdmin(page, `anne.${run}@agency.test`);
  await page.getByRole('link', { name: t('nav.leads') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('leads.title') })).toBeFocused();
  await expect(page.getByRole('button', { name: t('leads.apply') })).toBeVisible();

  // The visitor, in a browser of their own, sends the contact form.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const site = await context.newPage();
  await gotoHydrated(site, '/en/contact/');
  const form = 'form-site-contact';
  await site.locator(`#${form}-title-ms`).check();
  await site.locator(`#${form}-firstName`).fill('Claire');
  await site.locator(`#${form}-lastName`).fill(visitor.lastName);
  await site.locator(`#${form}-email`).fill(visitor.email);
  await site.locator(`#${form}-phone`).fill('+32 81 22 33 44');
  await site.locator(`#${form}-remarks`).fill('Do you have a house with a garden near Marche?');
  await site.locator(`#${form}-captcha`).check();
  // The captcha's proof of work runs in the page: seconds on a slow machine.
  await expect(site.locator(`#${form}-captcha`)).toBeEnabled({ timeout: 30_000 });
  await site.locator(`#${form} button[type=submit]`).click();
  await expect(site).toHaveURL('/en/thank-you/site-contact/');
  await context.close();

  // The inbox asks again every 5 s: the lead is there without a reload (and a request's time).
  const lead = page.getByRole('link', { name: `Claire ${visitor.lastName}` });
  await expect(lead).toBeVisible({ timeout: 6_500 });
  await expectAccessible(page, 'inbox');

  await lead.click();
  await expect(page.getByRole('heading', { level: 1, name: /Lead \d+/ })).toBeFocused();
  await expect(page.getByText('Do you have a house with a garden near Marche?')).toBeVisible();
  await expectAccessible(page, 'detail');
  await label(page, t('leads.state')).selectOption('handled');
  await label(page, t('leads.note')).fill('Called back');
  await page.getByRole('button', { name: t('leads.save') }).click();
  await expect(page.getByRole('status')).toHaveText(t('leads.saved'));

  // The CSV of the handled leads holds this one.
  await page.getByRole('link', { name: t('leads.back') }).click();
  await label(page, t('leads.state')).selectOption('handled');
  await page.getByRole('button', { name: t('leads.apply') }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?state=handled$/);
  await expect(page.getByRole('link', { name: `Claire ${visitor.lastName}` })).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t('leads.export') }).click(),
  ]);
  const csvText = readFileSync((await csv.path()) ?? '', 'utf8');
  expect(csvText).toContain(visitor.email);
  expect(csvText).toMatch(new RegExp(`${visitor.email.replace(/\./g, '\\.')};[^\\n]*;handled`));

  await page.getByRole('link', { name: t('nav.mails') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('mails.title') })).toBeFocused();
  await expectAccessible(page);

  // Personal data: what is held, its erasure, and an export that is then empty.
  await page.getByRole('link', { name: t('nav.privacy') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('privacy.title') })).toBeFocused();
  await label(page, t('privacy.email')).fill(visitor.email);
  await page.getByRole('button', { name: t('privacy.search') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: t('privacy.resultTitle', { email: visitor.email }) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: t('privacy.export') })).toBeVisible();
  await expectAccessible(page);
  await label(page, t('privacy.confirm')).fill(visitor.email);
  await page.getByRole('button', { name: t('privacy.erase') }).click();
  await expect(page.getByRole('status')).toContainText(t('privacy.erased', { email: visitor.email }));
  await expectAccessible(page);

  await page.getByRole('button', { name: t('privacy.search') }).click();
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t('privacy.export') }).click(),
  ]);
  const held = JSON.parse(readFileSync((await exported.path()) ?? '', 'utf8')) as Record<string, unknown>;
  expect(held.email).toBe(visitor.email);
  for (const part of ['requests', 'files', 'mails', 'savedSearches', 'newsletter', 'ownerAccount']) {
    expect(held[part]).toEqual([]);
  }
  expect(problems).toEqual([]);
});
