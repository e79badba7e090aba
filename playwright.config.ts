import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the built site
 * served by the real server. `npm run test:e2e` builds first when the sources changed.
 */
export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['line'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
      DATA_DIR: 'reports/e2e-data',
      // Every journey sends from 127.0.0.1: the per-address limit is raised, not lifted.
      FORMS_RATE_LIMIT: '500',
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
