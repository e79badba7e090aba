/** @jest-environment node */
/**
 * Leads handed to the agency's CRM (server/crm/leads/): each form a person sends becomes its
 * CRM call, written with the submission, delivered against the test CRM over HTTP, tried again
 * through an outage, refused for good (and mailed to the agency) only when the CRM says so.
 * The delivery runs pass by pass under a clock the test moves: no test waits for a timer.
 */
import type { FastifyInstance } from 'fastify';
import type { FormKind } from '../../src/domain/forms/kinds.ts';
import type { AppDeps } from '../../server/app.ts';
import { formsApp, formValues, multipartBody, storedRows } from '../forms/formsApp.ts';
import { makeSite } from '../forms/serverKit.ts';
import { CUSTOMER, PASSWORD, manualClock, startCrm, type Clock } from './kit.ts';
import type { TestCrm } from './server.ts';

// Apps with their database and a test CRM over HTTP: sized for a machine several times slower.
jest.setTimeout(60_000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Setup {
  app: FastifyInstance;
  crm: TestCrm;
  clock: Clock;
  site: ReturnType<typeof makeSite>;
}

const open: Setup[] = [];
afterEach(async () => {
  for (const { app, crm } of open.splice(0)) {
    await app.close();
    await crm.close();
  }
});

async function setup(
  leads: Partial<NonNullable<AppDeps['crmLeads']>> = {},
  connection: { timeoutMs?: number } = {},
): Promise<Setup> {
  const clock = manualClock(Date.now());
  const crm = await startCrm(clock);
  const site = makeSite();
  const app = await formsApp(site, {
    clock: () => new Date(clock.now()),
    crmLeads: {
      connection: { url: crm.url, customer: CUSTOMER, password: PASSWORD, timeoutMs: 30_000, ...connection },
      agencyMail: true,
      deliver: false,
      ...leads,
    },
  });
  const made = { app, crm, clock, site };
  open.push(made);
  return made;
}

async function submit(app: FastifyInstance, kind: FormKind, lng = 'fr', changes: Record<string, unknown> = {}) {
  // A visit booking with a CRM is the agent's appointment: ./appointments.test.ts.
  const values = await formValues(app, kind, { lng, ...changes });
  const response =
    kind === 'job-contact'
      ? await (async () => {
          const { body, headers } = multipartBody(values, { field: 'cv', name: 'cv.pdf', bytes: PDF });
          return app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: body, headers });
        })()
      : await app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: values });
  expect(response.statusCode).toBe(202);
  return response.json<{ id: number }>().id;
}

interface JobRow {
  id: number;
  endpoint: string;
  params: string;
  secret: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
}
const jobs = (site: Setup['site']) =>
  storedRows<JobRow>(
    site,
    'SELECT id, endpoint, params, secret, status, attempts, last_error FROM crm_jobs ORDER BY id',
  );
const mails = (site: Setup['site']) =>
  storedRows<{ role: string; to_address: string; subject: string; text: string }>(
    site,
    'SELECT role, to_address, subject, text FROM outbox ORDER BY id',
  );

test('each lead becomes its CRM call, field by field, in the visitor language', async () => {
  const { app, crm, site } = await setup();
  await submit(app, 'contact-me', 'fr');
  await submit(app, 'contact-construction', 'nl');
  await submit(app, 'demand-register', 'en');
  await submit(app, 'send-to-friend', 'fr');
  await submit(app, 'job-contact', 'fr');
  const stored = await jobs(site);
  expect(stored.map((job) => job.endpoint)).toEqual(['ContactOnMe', 'ContactOnMeProject', 'DemandRegister2']);
  // The password waits sealed, never in the parameters.
  expect(stored[2]?.params).not.toContain('correct horse battery');
  expect(stored[2]?.secret).toMatch(/^v1\./);
  expect(stored[2]?.secret).not.toContain('correct horse');

  expect(await app.leads!.pass()).toBe(3);
  const [contact, project, demand] = crm.leads.received;
  const agency = (await mails(site)).filter((mail) => mail.role === 'agency');
  expect(contact).toEqual({
    endpoint: 'ContactOnMe',
    params: {
      Name: 'Dubois',
      FirstName: 'Claire',
      AddressTitle: '5',
      Address: 'Rue de Fer 12',
      Zip: '5000',
      City: 'Namur',
      Email: 'claire.dubois@example.be',
      PhoneNumber: '+32 81 22 33 44',
      SourceId: 5,
      LanguageIdFromParameter: 2,
      LanguageId: 2,
      IsReceivedEmail: false,
      ObjectID: 120,
      // The lead's key: a copy sent twice would carry the same.
      CustomStr1: expect.stringMatching(/^web-lead-1-\d+$/),
      Subject: agency[0]?.subject,
      Content: agency[0]?.text,
    },
  });
  expect(contact?.params.Content).toContain('Is the garden south-facing?');
  expect(project).toMatchObject({
    endpoint: 'ContactOnMeProject',
    params: {
      AddressTitle: '2',
      ProjectIDs: [2],
      LanguageIdFromParameter: 1,
      LanguageId: 1,
      Subject: agency[1]?.subject,
    },
  });
  expect(demand).toEqual({
    endpoint: 'DemandRegister2',
    params: {
      Name: 'Claes',
      FirstName: 'Jan',
      AddressTitle: '7',
      Email: 'jan.claes@example.be',
      PhoneNumber: '0475 11 22 33',
      SourceId: 5,
      LanguageIdFromParameter: 3,
      LanguageId: 3,
      IsReceivedEmail: true,
      Goal: 0,
      TypeOfPropertyIDs: [1, 2],
      Zips: ['5000', '6900'],
      PriceMin: 150000,
      PriceMax: 300000,
      MinRooms: 3,
      MinGarages: 1,
      Garden: true,
      Terrace: true,
      LivingArea: 120,
      Password: 'correct horse battery',
      CustomStr1: expect.stringMatching(/^web-lead-3-\d+$/),
      Subject: agency[2]?.subject,
      Content: agency[2]?.text,
    },
  });
  // Done: the sealed password is gone with the job.
  expect((await jobs(site)).map((job) => [job.status, job.secret, job.attempts])).toEqual([
    ['done', null, 1],
    ['done', null, 1],
    ['done', null, 1],
  ]);
});

test.each([
  ['site-contact', 'ContactOnMe', { Name: 'Dubois', IsReceivedEmail: false }],
  ['contact-demand', 'ContactOnMe', { Goal: 0, Name: 'Dubois' }],
  ['document-request', 'ContactOnMe', { ObjectID: 120 }],
  ['purchase-offer', 'ContactOnMe', { Name: 'Peeters', AddressTitle: '4', Address: 'Veldstraat 4', ObjectID: 120 }],
  ['rent-application', 'ContactOnMe', { ObjectID: 284, Name: 'Dubois' }],
  ['testimonial', 'ContactOnMe', { Name: 'Famille Lambert', IsReceivedEmail: false }],
  ['sign-newsletter', 'ContactOnMe', { Email: 'claire.dubois@example.be', FirstName: 'Claire', IsReceivedEmail: true }],
  ['newsletter-unsubscribe', 'ContactOnMe', { Email: 'claire.dubois@example.be', IsReceivedEmail: false }],
] as const)('%s arrives as %s', async (kind, endpoint, fields) => {
  const { app, crm } = await setup();
  await submit(app, kind, 'fr', kind === 'site-contact' ? { newsletter: false } : {});
  expect(await app.leads!.pass()).toBe(1);
  expect(crm.leads.received).toEqual([
    { endpoint, params: expect.objectContaining({ ...fields, SourceId: 5, LanguageIdFromParameter: 2 }) },
  ]);
});

test('a CRM outage of five minutes: the leads wait, then each reaches the CRM once', async () => {
  const { app, crm, clock, site } = await setup();
  const outage = crm.fail({ kind: 'status', status: 503 });
  for (let i = 0; i < 4; i++) await submit(app, 'contact-me', 'fr', { firstName: `Visitor${i}` });
  for (let second = 0; second < 300; second += 5) {
    expect(await app.leads!.pass()).toBe(0);
    clock.advance(5_000);
  }
  // One request at a time while the CRM is down, never more often than the backoff allows.
  expect(outage.hits).toBeLessThanOrEqual(15);
  const waiting = await jobs(site);
  expect(waiting.every((job) => job.status === 'pending')).toBe(true);
  expect(waiting[0]?.last_error).toMatch(/HTTP 503/);
  crm.failures.clear();
  clock.advance(30_000);
  expect(await app.leads!.pass()).toBe(4);
  expect(crm.leads.received.map((lead) => lead.params.FirstName)).toEqual([
    'Visitor0',
    'Visitor1',
    'Visitor2',
    'Visitor3',
  ]);
  expect((await jobs(site)).every((job) => job.status === 'done')).toBe(true);
  expect(await app.leads!.pass()).toBe(0);
  expect(crm.leads.received).toHaveLength(4);
});

test.each([
  ['a timeout', { kind: 'timeout', endpoint: 'ContactOnMe', times: 1 } as const, /no answer within 5000 ms/],
  [
    'Success: false with a Code of the CRM itself',
    { kind: 'refuse', endpoint: 'ContactOnMe', code: 600, message: 'There is an error in the API', times: 1 } as const,
    /Code 600, "There is an error in the API"/,
  ],
  ['an answer that is not JSON', { kind: 'not-json', endpoint: 'ContactOnMe', times: 1 } as const, /is not JSON/],
])('%s is tried again, and the lead delivered once the CRM answers', async (_name, rule, error) => {
  const { app, crm, clock, site } = await setup({}, { timeoutMs: 5_000 });
  crm.fail(rule);
  await submit(app, 'contact-me');
  expect(await app.leads!.pass()).toBe(0);
  const [waiting] = await jobs(site);
  expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
  expect(waiting?.last_error).toMatch(error);
  // Not before its backoff (5 s after the first failure).
  clock.advance(4_000);
  expect(await app.leads!.pass()).toBe(0);
  clock.advance(1_000);
  expect(await app.leads!.pass()).toBe(1);
  expect(crm.leads.received).toHaveLength(1);
});

test('a lead the CRM refuses for good is kept with its answer and mailed to the agency', async () => {
  const { app, crm, site } = await setup();
  crm.fail({ kind: 'refuse', endpoint: 'ContactOnMe', code: 410, message: 'Name, Email or PhoneNumber is required' });
  await submit(app, 'contact-me', 'fr');
  expect(await app.leads!.pass()).toBe(0);
  const [refused] = await jobs(site);
  expect(refused).toMatchObject({
    status: 'refused',
    attempts: 1,
    secret: null,
    last_error: 'Name, Email or PhoneNumber is required',
  });
  const all = await mails(site);
  const lead = all.find((mail) => mail.role === 'agency');
  const notice = all.at(-1);
  expect(notice).toMatchObject({
    role: 'agency',
    to_address: lead?.to_address,
    subject: `Absent du CRM : ${lead?.subject}`,
  });
  expect(notice?.text).toContain('Réponse du CRM : Name, Email or PhoneNumber is required');
  expect(notice?.text).toContain('Is the garden south-facing?');
  expect(crm.leads.received).toEqual([]);
  // Never tried again.
  expect(await app.leads!.pass()).toBe(0);
  expect((await mails(site)).length).toBe(all.length);
});

test('CRM_LEADS_MAIL=0: the CRM takes the leads, the agency gets no mail of them; the visitor still does', async () => {
  const { app, crm, site } = await setup({ agencyMail: false });
  await submit(app, 'contact-me', 'fr');
  expect((await mails(site)).map((mail) => mail.role)).toEqual(['visitor']);
  expect(await app.leads!.pass()).toBe(1);
  // Subject and Content are still the agency mail's, as the CRM needs them.
  expect(crm.leads.received[0]?.params.Content).toContain('Is the garden south-facing?');
});

test('stopping gives the claimed leads back; one whose call outlasts the grace is cancelled and given back too', async () => {
  const { app, crm, site } = await setup({ deliver: true, pollMs: 60_000 });
  // The CRM takes the first call and never answers it.
  const silent = crm.fail({ kind: 'timeout', endpoint: 'ContactOnMe', times: 1 });
  await submit(app, 'contact-me', 'fr', { firstName: 'First' });
  await submit(app, 'contact-me', 'fr', { firstName: 'Second' });
  await app.ready();
  while (silent.hits === 0) await new Promise((resolve) => setTimeout(resolve, 20));

  await app.leads!.stop(50);
  const rows = await storedRows<{ status: string; attempts: number; lease_until: number | null }>(
    site,
    'SELECT status, attempts, lease_until FROM crm_jobs ORDER BY id',
  );
  // Free for another instance or the next start at once, with no try counted against them.
  expect(rows).toEqual([
    { status: 'pending', attempts: 0, lease_until: null },
    { status: 'pending', attempts: 0, lease_until: null },
  ]);
  expect(crm.leads.received).toHaveLength(0);
});
