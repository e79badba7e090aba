/**
 * `npm run crm:demo`: the test CRM on its own, serving the committed snapshot (or a generated
 * catalogue), until Ctrl-C. It prints the settings that point the site at it.
 *
 *   npm run crm:demo                         port 4480, the committed snapshot
 *   npm run crm:demo -- --port 4490          another port (or CRM_DEMO_PORT)
 *   npm run crm:demo -- --listings 2000      a generated catalogue of 2,000 listings
 */
import { parseArgs } from 'node:util';
import { TestCrmCatalogue } from './catalogue.ts';
import { generatedSource } from './generated.ts';
import { startTestCrm } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.CRM_DEMO_PORT ?? '4480' },
    host: { type: 'string', default: '127.0.0.1' },
    listings: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(1);
}
const listings = values.listings === undefined ? undefined : Number(values.listings);
if (listings !== undefined && (!Number.isInteger(listings) || listings < 1)) {
  console.error(`--listings must be a positive whole number, not "${values.listings}"`);
  process.exit(1);
}

const crm = await startTestCrm({
  port,
  host: values.host,
  customer: 'immo-famenne-demo',
  password: 'demo-crm-2026',
  ...(listings ? { catalogue: new TestCrmCatalogue(generatedSource(listings)) } : {}),
});
const count = crm.catalogue.properties(crm.catalogue.languages[0] ?? 'fr').length;
console.log(
  [
    `Test CRM on ${crm.url}: ${count} listings in ${crm.catalogue.languages.join(', ')}` +
      (listings ? ' (generated)' : ' (the committed snapshot)'),
    '',
    'Point the site at it with:',
    `  CRM_URL=${crm.url}`,
    `  CRM_CUSTOMER=${crm.customer}`,
    `  CRM_PASSWORD=${crm.password}`,
    '',
    `Change it while it runs: ${crm.url}/control/state, e.g.`,
    `  curl -X PATCH ${crm.url}/control/listings/120 -H 'content-type: application/json' -d '{"Price": 299000}'`,
    `  curl -X POST ${crm.url}/control/listings/120/sell`,
    'Ctrl-C stops it.',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void crm.close().then(() => process.exit(0));
  });
}
