/** @jest-environment node */
/**
 * The inbox's routes as the back office calls them, behind a stand-in for the staff session
 * (the sessions and roles have their own table test): the list and its filters, a lead, its
 * state, its file as a download, the CSV export, and sending a failed mail again; every change
 * and every export or download reaches the audit log.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { formValues, formsApp, postForm } from '../../test/forms/formsApp.ts';
import { makeSite } from '../../test/forms/serverKit.ts';
import { dropTestDatabase, testSqlFor } from '../../test/db/testSql.ts';
import type { Sql } from '../db/sql.ts';
import { leadsInbox } from '../inbox/leads.ts';
import { outbox } from '../mail/outbox.ts';
import { crmJobs } from '../crm/leads/jobs.ts';
import { leadRoutes } from './leads.ts';
import type { LeadDetail, LeadPage } from '../../src/domain/forms/inbox.ts';
import type { StaffMe } from '../../src/domain/forms/staff.ts';

jest.setTimeout(60_000);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const AGENT: StaffMe = { id: 7, email: 'anna@immo-famenne.be', name: 'Anna', role: 'agent', lng: 'nl' };

let forms: FastifyInstance;
let app: FastifyInstance;
let sql: Sql;
let site: ReturnType<typeof makeSite>;
const audit: { action: string; target?: string | null | undefined; detail?: string | null | undefined }[] = [];
let woken = 0;
const now = new Date(Date.UTC(2026, 10, 28, 9, 30));

beforeAll(async () => {
  site = makeSite();
  forms = await formsApp(site, { clock: () => now, retention: { schedule: false } });
  const sent = async (response: Promise<{ statusCode: number }>) => expect((await response).statusCode).toBe(202);
  await sent(
    postForm(forms, 'job-contact', await formValues(forms, 'job-contact', { firstName: '=HYPERLINK("x")' }), {
      field: 'cv',
      name: 'CV Tom Maës.pdf',
      bytes: PDF,
    }),
  );
  await sent(postForm(forms, 'contact-me', await formValues(forms, 'contact-me')));
  sql = await testSqlFor(site.dataDir);
  app = Fastify();
  await leadRoutes(app, {
    sql,
    inbox: leadsInbox(sql),
    outbox: outbox(sql),
    crmJobs: crmJobs(sql),
    uploadDir: site.dataDir,
    clock: () => now,
    // The stand-in session: a header says who asks; without it, 401 as the real guard answers.
    member: async (request, reply) => {
      if (request.headers['x-staff'] === 'agent') return AGENT;
      await reply.code(401).send({ error: 'errors.session' });
      return null;
    },
    audit: async (_request, member, record) => {
      expect(member).toBe(AGENT);
      audit.push(record);
    },
    wakeRelay: () => woken++,
    wakeCrm: () => woken++,
  });
});

afterAll(async () => {
  await app.close();
  await forms.close();
  await sql.close();
  await dropTestDatabase(site.dataDir);
});

const get = (url: string, staff = true) =>
  app.inject({ method: 'GET', url, headers: staff ? { 'x-staff': 'agent' } : {} });

describe('the inbox routes', () => {
  it('answer 401 without a staff session', async () => {
    expect((await get('/api/staff/leads', false)).statusCode).toBe(401);
    expect((await get('/api/staff/leads.csv', false)).statusCode).toBe(401);
  });

  it('list the leads, and refuse a filter that is not one', async () => {
    const page = (await get('/api/staff/leads')).json<LeadPage>();
    expect(page.leads.map((lead) => lead.kind)).toEqual(['contact-me', 'job-contact']);
    expect((await get('/api/staff/leads?kind=contact-me')).json<LeadPage>().total).toBe(1);
    const bad = await get('/api/staff/leads?kind=nonsense&from=2026-13-45x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'errors.invalid',
      errors: { kind: 'errors.invalidValue', from: 'errors.dateInvalid' },
    });
  });

  it('open a lead, mark it handled with a note, and log it', async () => {
    const [job] = (await get('/api/staff/leads?kind=job-contact')).json<LeadPage>().leads;
    const url = `/api/staff/leads/${String(job?.id)}`;
    expect((await get(url)).json<LeadDetail>().files.map((file) => file.name)).toEqual(['CV Tom Maës.pdf']);
    const marked = await app.inject({
      method: 'POST',
      url: `${url}/state`,
      headers: { 'x-staff': 'agent' },
      payload: { state: 'handled', note: 'Interview on Monday' },
    });
    expect(marked.statusCode).toBe(204);
    expect((await get(url)).json<LeadDetail>()).toMatchObject({
      state: 'handled',
      note: 'Interview on Monday',
      handledBy: AGENT.email,
    });
    expect(audit).toContainEqual({ action: 'lead.state', target: `lead/${String(job?.id)}`, detail: 'handled' });
    expect((await get('/api/staff/leads/999999')).statusCode).toBe(404);
    expect((await get('/api/staff/leads/abc')).statusCode).toBe(404);
  });

  it('send a file as a download, never to be shown inline', async () => {
    const [job] = (await get('/api/staff/leads?kind=job-contact')).json<LeadPage>().leads;
    const lead = (await get(`/api/staff/leads/${String(job?.id)}`)).json<LeadDetail>();
    const file = await get(`/api/staff/leads/${String(job?.id)}/files/${String(lead.files[0]?.id)}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="CV Tom Ma_s.pdf"; filename*=UTF-8''CV%20Tom%20Ma%C3%ABs.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    // Another lead's id does not open it.
    expect(
      (await get(`/api/staff/leads/${String(Number(job?.id) + 1)}/files/${String(lead.files[0]?.id)}`)).statusCode,
    ).toBe(404);
  });

  it('export the filtered list as CSV, a typed formula made harmless', async () => {
    const csv = await get('/api/staff/leads.csv?kind=job-contact');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="leads-2026-11-28.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id;date;kind;language;listing;name;email;phone;state');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;2026-11-28 10:30;job-contact;fr;;"'=HYPERLINK(""x"") Maes";tom.maes@example.be;`);
    expect(audit).toContainEqual({ action: 'leads.export', detail: '1 rows' });
  });

  it('lists a mail the relay gave up on and sends it again', async () => {
    const [mail] = await sql.all<{ id: number }>(`SELECT id FROM outbox ORDER BY id LIMIT 1`);
    await sql.run(
      `UPDATE outbox SET status = 'failed', attempts = 8, last_error = '550 mailbox unavailable' WHERE id = ?`,
      [Number(mail?.id)],
    );
    const failed = (await get('/api/staff/mails/failed')).json<{ mails: { id: number; lastError: string }[] }>();
    expect(failed.mails).toEqual([
      expect.objectContaining({ id: Number(mail?.id), lastError: '550 mailbox unavailable' }),
    ]);
    const before = woken;
    const again = await app.inject({
      method: 'POST',
      url: `/api/staff/mails/${String(mail?.id)}/resend`,
      headers: { 'x-staff': 'agent' },
    });
    expect(again.statusCode).toBe(204);
    expect(woken).toBe(before + 1);
    expect((await get('/api/staff/mails/failed')).json<{ mails: unknown[] }>().mails).toEqual([]);
    // Once pending it is not "sent again" twice.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/staff/mails/${String(mail?.id)}/resend`,
          headers: { 'x-staff': 'agent' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
