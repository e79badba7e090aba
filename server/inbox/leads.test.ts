/** @jest-environment node */
/**
 * The leads inbox reads what the forms stored: requests sent through the real endpoint, listed
 * newest first with their sender, filtered, paged, opened with their file, and marked handled.
 */
import type { FastifyInstance } from 'fastify';
import { formValues, formsApp, postForm } from '../../test/forms/formsApp.ts';
import { makeSite } from '../../test/forms/serverKit.ts';
import { dropTestDatabase, testSqlFor } from '../../test/db/testSql.ts';
import type { Sql } from '../db/sql.ts';
import { PAGE_SIZE, leadsInbox } from './leads.ts';

jest.setTimeout(60_000);

const PDF = Buffer.from(
  [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

let app: FastifyInstance;
let sql: Sql;
let dataDir: string;
// 2026-11-27 at 22:30 in Belgium (21:30 UTC), then the next morning.
let now = new Date(Date.UTC(2026, 10, 27, 21, 30));

beforeAll(async () => {
  const site = makeSite();
  dataDir = site.dataDir;
  app = await formsApp(site, { clock: () => now, retention: { schedule: false } });
  const sent = async (response: Promise<{ statusCode: number }>) => expect((await response).statusCode).toBe(202);
  await sent(postForm(app, 'contact-me', await formValues(app, 'contact-me')));
  now = new Date(Date.UTC(2026, 10, 28, 8));
  await sent(postForm(app, 'site-contact', await formValues(app, 'site-contact', { lastName: 'Martin' })));
  await sent(
    postForm(app, 'job-contact', await formValues(app, 'job-contact'), { field: 'cv', name: 'cv.pdf', bytes: PDF }),
  );
  await sent(postForm(app, 'purchase-offer', await formValues(app, 'purchase-offer')));
  sql = await testSqlFor(dataDir);
});

afterAll(async () => {
  await sql.close();
  await app.close();
  await dropTestDatabase(dataDir);
});

describe('the leads inbox', () => {
  it('lists every request newest first, with who sent it and about what', async () => {
    const page = await leadsInbox(sql).list({});
    expect(page.total).toBe(4);
    expect(page.next).toBeNull();
    expect(page.leads.map((lead) => [lead.kind, lead.subject, lead.person.name, lead.state, lead.uploads])).toEqual([
      ['purchase-offer', 'property/120', 'Luc Peeters', 'new', 0],
      ['job-contact', null, 'Tom Maes', 'new', 1],
      ['site-contact', null, 'Claire Martin', 'new', 0],
      ['contact-me', 'property/120', 'Claire Dubois', 'new', 0],
    ]);
    expect(page.leads[3]?.person).toEqual({
      name: 'Claire Dubois',
      email: 'claire.dubois@example.be',
      phone: '+32 81 22 33 44',
    });
  });

  it('filters by kind, listing, state and Belgian day', async () => {
    const inbox = leadsInbox(sql);
    const kinds = async (filters: Parameters<typeof inbox.list>[0]) =>
      (await inbox.list(filters)).leads.map((lead) => lead.kind);
    expect(await kinds({ kind: 'job-contact' })).toEqual(['job-contact']);
    expect(await kinds({ subject: 'property/120' })).toEqual(['purchase-offer', 'contact-me']);
    // 22:30 on the 27th in Belgium is the 27th, though it is 21:30 UTC.
    expect(await kinds({ from: '2026-11-27', to: '2026-11-27' })).toEqual(['contact-me']);
    expect(await kinds({ from: '2026-11-28' })).toEqual(['purchase-offer', 'job-contact', 'site-contact']);
    expect(await kinds({ to: '2026-11-26' })).toEqual([]);
    expect(await kinds({ state: 'handled' })).toEqual([]);
  });

  it('opens a lead with its values, its file, its mails, and keeps its state and note', async () => {
    const inbox = leadsInbox(sql);
    const [job] = (await inbox.list({ kind: 'job-contact' })).leads;
    const lead = await inbox.detail(Number(job?.id));
    expect(lead?.data).toMatchObject({ position: 'Estate agent', firstName: 'Tom' });
    expect(lead?.files).toEqual([
      { id: expect.any(Number), field: 'cv', name: 'cv.pdf', type: 'pdf', bytes: PDF.length },
    ]);
    expect(lead?.mails.map((mail) => [mail.role, mail.status])).toContainEqual(['agency', 'pending']);
    expect(await inbox.upload(Number(job?.id), Number(lead?.files[0]?.id))).toMatchObject({ name: 'cv.pdf' });
    // A file is only found through its own lead.
    expect(await inbox.upload(Number(job?.id) + 1, Number(lead?.files[0]?.id))).toBeNull();

    expect(
      await inbox.setState(
        Number(job?.id),
        'handled',
        'Called back, interview on Monday',
        'anna@immo-famenne.be',
        now.getTime(),
      ),
    ).toBe(true);
    expect(await inbox.detail(Number(job?.id))).toMatchObject({
      state: 'handled',
      note: 'Called back, interview on Monday',
      handledBy: 'anna@immo-famenne.be',
      handledAt: now.getTime(),
    });
    expect((await inbox.list({ state: 'handled' })).leads.map((row) => row.id)).toEqual([job?.id]);
    expect(await inbox.setState(999_999, 'handled', null, 'anna@immo-famenne.be', now.getTime())).toBe(false);
  });

  it('pages by id, a page at a time', async () => {
    const scratch = await testSqlFor(dataDir);
    try {
      await scratch.tx(async (tx) => {
        for (let i = 0; i < PAGE_SIZE + 5; i++) {
          await tx.run(
            `INSERT INTO submissions (kind, lng, email, data, status, created_at) VALUES ('site-contact', 'nl', ?, '{}', 'accepted', ?)`,
            [`p${i}@example.be`, Date.UTC(2026, 10, 20)],
          );
        }
        await tx.run(
          `INSERT INTO submissions (kind, lng, email, data, status, created_at) VALUES ('site-contact', 'nl', 'spam@example.be', '{}', 'spam', ?)`,
          [Date.UTC(2026, 10, 20)],
        );
      });
      const inbox = leadsInbox(scratch);
      const first = await inbox.list({});
      expect(first.total).toBe(PAGE_SIZE + 9);
      expect(first.leads).toHaveLength(PAGE_SIZE);
      const second = await inbox.list({ before: Number(first.next) });
      expect(second.leads).toHaveLength(9);
      expect(second.next).toBeNull();
      const ids = [...first.leads, ...second.leads].map((lead) => lead.id);
      expect(new Set(ids).size).toBe(PAGE_SIZE + 9);
      expect([...first.leads, ...second.leads].some((lead) => lead.person.email === 'spam@example.be')).toBe(false);
    } finally {
      await scratch.close();
    }
  });
});
