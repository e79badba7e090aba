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
import { DEMO_CRM_OWNER } from './owners.ts';
import { brusselsWallClock } from '../../server/crm/appointments.ts';

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
// An owner who exists only in the CRM, for the owner portal.
crm.owners.seedDemo();
// The agent's visits of the coming days on the first listings for sale (the visit form lists them).
const DAY = 86_400_000;
const today = Math.floor(brusselsWallClock(new Date()) / DAY) * DAY;
const forSale = crm.catalogue.properties(crm.catalogue.languages[0] ?? 'fr').filter((p) => p.Goal === 0);
for (const listing of forSale.slice(0, 5)) {
  for (const [days, hour] of [
    [1, 10],
    [1, 14.5],
    [2, 17],
    [4, 11],
  ] as const) {
    crm.agenda.add(listing.ID, today + days * DAY + hour * 3_600_000, 30, 2);
  }
}
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
    `Leads it received: ${crm.url}/control/leads; a listing's visit appointments: ${crm.url}/control/appointments/120`,
    `Owner in the CRM only: ${DEMO_CRM_OWNER.email} / ${DEMO_CRM_OWNER.password} (listings 120 and 134)`,
    'Ctrl-C stops it.',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void crm.close().then(() => process.exit(0));
  });
}
