import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const site = JSON.parse(readFileSync('snapshot/config/site.json', 'utf8')) as { consent: { policyVersion: string } };

/**
 * The journeys are those of a visitor who has already answered the cookie dialog (declined):
 * test/e2e/consent.spec.ts starts from an empty browser to test the dialog itself.
 */
const DECLINED = {
  cookies: [],
  origins: [
    {
      origin: ORIGIN,
      localStorage: [
        {
          name: 'cookieConsent',
          value: JSON.stringify({
            choices: { analytical: false, marketing: false, social: false, unclassified: false },
            decidedAt: new Date().toISOString(),
            policyVersion: site.consent.policyVersion,
          }),
        },
      ],
    },
  ],
};

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the built site
 * served by the real server. `npm run test:e2e` builds first when the sources changed.
 */
export default defineConfig({
  testDir: 'test/e2e',
  // Sized for a slow or busy machine (two browsers beside the server on two cores): a journey
  // of many steps, each allowed the assertion limit below, needs room beyond the 30 s default.
  timeout: 60_000,
  // An assertion waits up to 15 s (Playwright's default is 5 s) for what a loaded machine draws
  // late: a lazy chunk, a hydrated page, a fetched answer. It returns as soon as it holds.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['line'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: ORIGIN,
    storageState: DECLINED,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh data folder per run: the journeys read the mails the server writes to its outbox.
    command: 'rm -rf reports/e2e-data && node build/server/index.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG: '0',
      // What is deployed (`npm start`, `npm run serve`): React's production build.
      NODE_ENV: 'production',
      DATA_DIR: 'reports/e2e-data',
      // The owner journeys log in as the README's demo owners (off unless asked for).
      DEMO_OWNERS: '1',
      // Every journey sends from 127.0.0.1: the per-address limit is raised, not lifted.
      FORMS_RATE_LIMIT: '500',
      // site.json's tag ids are examples, which open nothing; the consent journey checks that the
      // tags load after agreeing (their hosts are stubbed), so here they are declared real.
      GTM_ID: 'GTM-K7F2Q9M',
      META_PIXEL_ID: '614207395528183',
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
