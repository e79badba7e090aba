import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support.ts';

const LANGUAGES = ['nl', 'fr', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];

/** Where the server under test writes its mails (playwright.config.ts sets DATA_DIR). */
const OUTBOX = path.join(process.cwd(), 'reports', 'e2e-data', 'outbox');
const AGENCY = 'info@immo-famenne.be';

const forms = (lng: Lng) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'forms.json'), 'utf8')) as {
    banner: { invalid: string };
    errors: { emailRequired: string; emailInvalid: string; captchaNotConfirmed: string };
  };
/** The thank-you pages' own texts. */
const feedback = (lng: Lng) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'feedback.json'), 'utf8')) as Record<
    string,
    { title: string }
  >;
const canonical = JSON.parse(readFileSync(path.join(process.cwd(), 'build', 'canonical.json'), 'utf8')) as {
  canonical: Record<string, Record<Lng, string>>;
};

const THANKS: Record<Lng, string> = { nl: 'bedankt', fr: 'merci', en: 'thank-you' };
const CONTACT: Record<Lng, string> = { nl: '/nl/contact/', fr: '/fr/contact/', en: '/en/contact/' };
const VALUATION: Record<Lng, string> = {
  nl: '/nl/gratis-schatting/',
  fr: '/fr/estimation-gratuite/',
  en: '/en/free-valuation/',
};

/** The mails in the outbox that mention `marker`, waiting for the relay to write them. */
async function mailsAbout(marker: string, count: number): Promise<ParsedMail[]> {
  // Polled: generous, since it returns as soon as the mails are there.
  const deadline = Date.now() + 30_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(OUTBOX).filter((name) => name.endsWith('.eml'));
    } catch {
      files = [];
    }
    const parsed = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(OUTBOX, name)))));
    const found = parsed.filter((mail) => `${mail.subject ?? ''} ${mail.text ?? ''}`.includes(marker));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const unique = (name: string) => `${name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function fillPerson(page: Page, form: string, lastName: string) {
  await page.locator(`#${form}-title-ms`).check();
  await page.locator(`#${form}-firstName`).fill('Claire');
  await page.locator(`#${form}-lastName`).fill(lastName);
  await page.locator(`#${form}-email`).fill('claire.dubois@example.be');
  await page.locator(`#${form}-phone`).fill('+32 81 22 33 44');
}

async function confirmNotRobot(page: Page, form: string) {
  await page.locator(`#${form}-captcha`).check();
  await expect(page.locator(`#${form}-captcha-status`)).not.toBeEmpty();
  // The captcha's proof of work runs in the page: seconds on a slow machine.
  await expect(page.locator(`#${form}-captcha`)).toBeEnabled({ timeout: 30_000 });
}

for (const lng of LANGUAGES) {
  test.describe(`forms (${lng})`, () => {
    test('the contact form sends a message that reaches the agency and a confirmation', async ({ page }) => {
      const problems = watchConsole(page);
      const name = unique('Dubois');
      await gotoHydrated(page, CONTACT[lng]);
      const form = 'form-site-contact';
      await fillPerson(page, form, name);
      await page.locator(`#${form}-remarks`).fill(`Question from the ${lng} site`);
      await page.locator(`#${form}-contactTime`).selectOption('10-13');
      await confirmNotRobot(page, form);
      await page.locator(`#${form} button[type=submit]`).click();
      await expect(page).toHaveURL(`/${lng}/${THANKS[lng]}/site-contact/`);
      await expect(page.locator('h1')).toHaveText(feedback(lng)['site-contact']!.title);
      const mails = await mailsAbout(name, 2);
      const toAgency = mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(AGENCY));
      expect(toAgency).toHaveLength(1);
      expect(toAgency[0]!.text).toContain(`Question from the ${lng} site`);
      expect(mails.filter((mail) => JSON.stringify(mail.to).includes('claire.dubois@example.be'))).toHaveLength(1);
      expect(problems).toEqual([]);
    });

    test('the free valuation form sends the address of the property', async ({ page }) => {
      const name = unique('Lambert');
      await gotoHydrated(page, VALUATION[lng]);
      const form = 'form-contact-demand';
      await page.locator(`#${form}-propertyStreet`).fill('Rue des Tanneries');
      await page.locator(`#${form}-propertyNumber`).fill('8');
      await page.locator(`#${form}-propertyZip`).fill('6900');
      await page.locator(`#${form}-propertyCity`).fill('Marche-en-Famenne');
      await fillPerson(page, form, name);
      await confirmNotRobot(page, form);
      await page.locator(`#${form} button[type=submit]`).click();
      await expect(page).toHaveURL(`/${lng}/${THANKS[lng]}/contact-demand/`);
      const [agency] = (await mailsAbout(name, 2)).filter((mail) => JSON.stringify(mail.to).includes(AGENCY));
      expect(agency?.subject).toContain('Rue des Tanneries 8 6900 Marche-en-Famenne');
    });

    test('the request form of a listing loads near the panel and sends the request', async ({ page }) => {
      const name = unique('Peeters');
      await gotoHydrated(page, canonical.canonical['property/120']![lng]);
      const form = 'form-contact-me';
      await page.locator('#request').scrollIntoViewIfNeeded();
      await fillPerson(page, form, name);
      await page.locator(`#${form}-request-brochure`).check();
      await confirmNotRobot(page, form);
      await page.locator(`#${form} button[type=submit]`).click();
      await expect(page).toHaveURL(`/${lng}/${THANKS[lng]}/contact-me/`);
      const [agency] = (await mailsAbout(name, 2)).filter((mail) => JSON.stringify(mail.to).includes(AGENCY));
      expect(agency?.subject).toContain('120');
      expect(agency?.text).toContain(canonical.canonical['property/120']![lng]);
    });

    test('an empty form shows the banner, marks the fields red and focuses the first one', async ({ page }) => {
      await gotoHydrated(page, CONTACT[lng]);
      const form = 'form-site-contact';
      await page.locator(`#${form} button[type=submit]`).click();
      const banner = page.getByRole('alert').filter({ hasText: forms(lng).banner.invalid });
      await expect(banner).toBeVisible();
      await expect(page.locator(`#${form}-title`)).toBeFocused();
      for (const field of ['firstName', 'lastName', 'email', 'phone']) {
        await expect(page.locator(`#${form}-${field}`)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.locator(`#${form}-email-error`)).toHaveText(forms(lng).errors.emailRequired);
      await expect(page.locator(`#${form}-captcha-error`)).toHaveText(forms(lng).errors.captchaNotConfirmed);
      // What was typed stays; a wrong address is named as such.
      await page.locator(`#${form}-email`).fill('claire@');
      await page.locator(`#${form}-email`).blur();
      await expect(page.locator(`#${form}-email-error`)).toHaveText(forms(lng).errors.emailInvalid);
      await expectNoAxeViolations(page);
    });
  });
}

test('the offer form writes the amount in words and keeps a second signer optional', async ({ page }) => {
  await gotoHydrated(page, canonical.canonical['property/120']!.fr);
  await page.locator('#request').scrollIntoViewIfNeeded();
  // The panel's own switch (the price box has the same button, which opens this panel).
  await page.locator('#request').getByRole('button', { name: 'Faire une offre' }).click();
  const form = 'form-purchase-offer';
  await page.locator(`#${form}-amount`).fill('245000');
  await expect(page.locator(`#${form}-amountWords`)).toHaveValue('deux cent quarante-cinq mille euros');
  await expect(page.locator(`#${form}-signerB-firstName`)).toHaveCount(0);
  await page.locator(`#${form}-hasSignerB`).check();
  await expect(page.locator(`#${form}-signerB-firstName`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a form keeps what was typed when the server cannot be reached', async ({ page }) => {
  await gotoHydrated(page, CONTACT.en);
  const form = 'form-site-contact';
  await fillPerson(page, form, 'Offline');
  await confirmNotRobot(page, form);
  await page.route('**/api/forms/site-contact', (route) => route.abort('connectionrefused'));
  await page.locator(`#${form} button[type=submit]`).click();
  await expect(page.getByRole('alert')).toHaveText(/Your mail was not sent\. Try again\./);
  await expect(page.locator(`#${form}-lastName`)).toHaveValue('Offline');
  await expect(page).toHaveURL(CONTACT.en);
});
