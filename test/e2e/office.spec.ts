import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { generate } from 'otplib';
import { expectNoAxeViolations } from './support.ts';

/**
 * The back office (docs/BACKOFFICE.md): the first admin made on the command line chooses a
 * password, sets up the authenticator (codes computed here from the secret the page shows, as
 * an app would), keeps the recovery codes, signs in again with one of them, and invites an agent,
 * who sets up their own app and finds no staff pages. axe checks every page at 390 and 1280 px.
 */

/** Where the server under test keeps its data and writes its mails (playwright.config.ts). */
const DATA_DIR = 'reports/e2e-data';
const OUTBOX = path.join(process.cwd(), DATA_DIR, 'outbox');
const PASSWORD = 'a sentence nobody guesses';

type Tree = { [key: string]: string | Tree };
const office = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', 'en', 'office.json'), 'utf8')) as Tree;
/** An English text of the back office by its key ("login.submit"). */
const t = (key: string, values: Record<string, string> = {}): string => {
  const found = key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], office);
  if (typeof found !== 'string') throw new Error(`No text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};

/** npm run staff:add on the server's database; the one-time link's token from what it prints. */
function staffAdd(email: string, role: 'admin' | 'agent', name: string): string {
  const printed = execFileSync(
    'npm',
    ['run', '--silent', 'staff:add', '--', '--email', email, '--role', role, '--name', name, '--lng', 'en'],
    { env: { ...process.env, DATA_DIR }, encoding: 'utf8' },
  );
  const token = /\/admin\/password\?token=([A-Za-z0-9_-]+)/.exec(printed)?.[1];
  if (!token) throw new Error(`staff:add printed no link:\n${printed}`);
  return token;
}

/** The token of the set-password link in the invitation mailed to an address (polled). */
async function invitationToken(address: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(OUTBOX).filter((name) => name.endsWith('.eml'));
    } catch {
      files = [];
    }
    for (const name of files) {
      const mail = await simpleParser(readFileSync(path.join(OUTBOX, name)));
      const token = /\/admin\/password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
      if (JSON.stringify(mail.to ?? '').includes(address) && token) return token;
    }
    if (Date.now() > deadline) throw new Error(`No invitation to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** axe at a phone's width and a desktop's, back at the desktop's after. */
async function expectAccessible(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(page);
  }
}

/** Problems in the console, but the answers the back office expects (401 before sign-in, an agent's 403). */
function watchOfficeConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[13]/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}`));

async function choosePassword(page: Page, token: string) {
  await page.goto(`/admin/password?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: t('password.title') })).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(t('password.title')));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectAccessible(page);
  await label(page, t('password.new')).fill(PASSWORD);
  await label(page, t('password.confirm')).fill(PASSWORD);
  await page.getByRole('button', { name: t('password.submit') }).click();
  await expect(page.getByRole('status')).toHaveText(t('password.done'));
  await page.getByRole('link', { name: t('password.toLogin') }).click();
}

async function signIn(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: t('login.title') })).toBeFocused();
  await label(page, t('login.email')).fill(email);
  await label(page, t('login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
}

/** The first sign-in's set-up, with the code an app would show; returns the recovery codes. */
async function setUpApp(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1, name: t('setup.title') })).toBeFocused();
  await expect(page.getByRole('img', { name: t('setup.qrAlt') })).toBeVisible();
  await expectAccessible(page);
  const secret = (await page.locator('.office-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await label(page, t('code.label')).fill(await generate({ secret }));
  await page.getByRole('button', { name: t('setup.confirm') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('recovery.title') })).toBeFocused();
  const codes = await page.locator('.office-recovery li').allInnerTexts();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('link', { name: t('recovery.download') })).toHaveAttribute('download', /\.txt$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: t('recovery.stored') }).click();
  return codes;
}

test('the first admin sets up the back office and invites an agent, who sees no staff pages', async ({
  page,
  browser,
}, testInfo) => {
  // Two members' first sign-in, each page checked by axe twice, a password hash per sign-in.
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const admin = { email: `anne.${run}@agency.test`, name: 'Anne Admin' };
  const agent = { email: `bert.${run}@agency.test`, name: 'Bert Agent' };
  const problems = watchOfficeConsole(page);

  // Signed out, the back office sends to the login.
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`office-login-${width}.png`), fullPage: true });
  }

  await choosePassword(page, staffAdd(admin.email, 'admin', admin.name));
  await signIn(page, admin.email);
  const codes = await setUpApp(page);

  const welcome = page.getByRole('heading', { level: 1, name: t('home.welcome', { name: admin.name }) });
  await expect(welcome).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`office-home-${width}.png`), fullPage: true });
  }

  // Signed out and in again: the code step, passed with a recovery code (an app's code is
  // accepted once, and the set-up just used this step's).
  await page.getByRole('button', { name: t('home.logout') }).click();
  await signIn(page, admin.email);
  await expect(page.getByRole('heading', { level: 1, name: t('code.title') })).toBeFocused();
  await expect(label(page, t('code.label'))).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page);
  await page.getByRole('button', { name: t('code.useRecovery') }).click();
  await label(page, t('code.recoveryLabel')).fill(codes[0] ?? '');
  await page.getByRole('button', { name: t('code.submit') }).click();
  await expect(welcome).toBeVisible();

  // The staff page: the admin invites an agent, with the keyboard alone.
  await page.getByRole('link', { name: t('nav.staff') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('nav.staff') })).toBeFocused();
  await expect(page.getByRole('table')).toContainText(admin.email);
  await expectAccessible(page);
  await label(page, t('invite.email')).focus();
  await page.keyboard.type(agent.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(agent.name);
  // The role (agent) and the language (the admin's, English) keep what they offer.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(t('invite.sent'));
  await expect(page.getByRole('table')).toContainText(agent.email);
  await expectAccessible(page);

  await page.getByRole('link', { name: t('nav.audit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('audit.title') })).toBeFocused();
  await expect(page.getByRole('table')).toContainText(t('audit.actions.staff.invite'));
  await expectAccessible(page);
  expect(problems).toEqual([]);

  // The agent: the invitation's link, their own app, and no staff pages.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const agentPage = await context.newPage();
  const agentProblems = watchOfficeConsole(agentPage);
  await choosePassword(agentPage, await invitationToken(agent.email));
  await signIn(agentPage, agent.email);
  await setUpApp(agentPage);
  await expect(
    agentPage.getByRole('heading', { level: 1, name: t('home.welcome', { name: agent.name }) }),
  ).toBeFocused();
  const nav = agentPage.getByRole('navigation', { name: t('nav.label') });
  await expect(nav.getByRole('link')).toHaveText([
    t('nav.home'),
    t('nav.leads'),
    t('nav.mails'),
    t('nav.owners'),
    t('nav.visits'),
  ]);
  await expect(agentPage.getByRole('link', { name: t('nav.staff') })).toHaveCount(0);
  expect((await agentPage.request.get('/api/staff/members')).status()).toBe(403);
  await agentPage.goto('/admin/staff');
  await expect(agentPage.getByRole('alert')).toHaveText(t('errors.forbidden'));
  await expectAccessible(agentPage);
  expect(agentProblems).toEqual([]);
  await context.close();
});
