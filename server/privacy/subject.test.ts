/** @jest-environment node */
/**
 * A visitor's data, found by address, exported whole and erased: requests sent through the
 * real endpoint (one with a file), a saved search, the newsletter, a friend's mail naming the
 * address, and an owner account. After the erasure the counts still add up and nothing of the
 * address is left, so its export is empty.
 */
import type { FastifyInstance } from 'fastify';
import { formValues, formsApp, postForm } from '../../test/forms/formsApp.ts';
import { makeSite } from '../../test/forms/serverKit.ts';
import { dropTestDatabase, testSqlFor } from '../../test/db/testSql.ts';
import type { Sql } from '../db/sql.ts';
import { addressDigest, personalData } from './subject.ts';

jest.setTimeout(60_000);

const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const ME = 'Claire.Dubois@Example.be';

let app: FastifyInstance;
let sql: Sql;
let site: ReturnType<typeof makeSite>;
const now = new Date(Date.UTC(2026, 10, 28, 9));

beforeAll(async () => {
  site = makeSite();
  app = await formsApp(site, { clock: () => now, retention: { schedule: false } });
  const sent = async (response: Promise<{ statusCode: number }>) => expect((await response).statusCode).toBe(202);
  await sent(postForm(app, 'contact-me', await formValues(app, 'contact-me', { email: ME })));
  await sent(
    postForm(app, 'job-contact', await formValues(app, 'job-contact', { email: 'claire.dubois@example.be' }), {
      field: 'cv',
      name: 'cv.pdf',
      bytes: PDF,
    }),
  );
  await sent(postForm(app, 'demand-register', await formValues(app, 'demand-register', { email: ME })));
  await sent(postForm(app, 'sign-newsletter', await formValues(app, 'sign-newsletter', { email: ME })));
  // Someone else sent a listing to her: the request names her address as the friend's.
  await sent(
    postForm(
      app,
      'send-to-friend',
      await formValues(app, 'send-to-friend', { friendEmail: ME, senderEmail: 'luc@example.be' }),
    ),
  );
  // Somebody else entirely.
  await sent(
    postForm(
      app,
      'site-contact',
      await formValues(app, 'site-contact', { email: 'tom@example.be', firstName: 'Tom', lastName: 'Maes' }),
    ),
  );
  sql = await testSqlFor(site.dataDir);
  await sql.run(
    `INSERT INTO owners (email, name, lng, password_hash, created_at, password_changed_at) VALUES (?, 'Claire Dubois', 'fr', 'x', ?, ?)`,
    ['claire.dubois@example.be', now.getTime(), now.getTime()],
  );
});

afterAll(async () => {
  await sql.close();
  await app.close();
  await dropTestDatabase(site.dataDir);
});

const count = async (text: string, params: (string | number)[] = []) =>
  Number((await sql.get<{ n: number }>(text, params))?.n);

describe('personal data', () => {
  it('finds every request, file, mail, saved search, subscription and account of the address', async () => {
    expect(await personalData(sql, site.dataDir).find(' claire.dubois@example.BE ')).toMatchObject({
      email: 'claire.dubois@example.be',
      requests: 5,
      files: 1,
      savedSearches: 1,
      newsletter: true,
      ownerAccount: true,
    });
  });

  it('exports it as one document, the file included', async () => {
    const document = await personalData(sql, site.dataDir).export(ME, now.getTime());
    const requests = document.requests as { kind: string; values: Record<string, unknown> }[];
    expect(requests.map((request) => request.kind).sort()).toEqual(
      ['contact-me', 'demand-register', 'job-contact', 'send-to-friend', 'sign-newsletter'].sort(),
    );
    const [file] = document.files as { name: string; contentBase64: string }[];
    expect(file?.name).toBe('cv.pdf');
    expect(Buffer.from(String(file?.contentBase64), 'base64').equals(PDF)).toBe(true);
    expect(document.savedSearches).toHaveLength(1);
    expect(JSON.stringify(document)).not.toMatch(/password|token/i);
  });

  it('erases it: counts stay, the address, its values, files, mails and accounts go, and the export is empty', async () => {
    const requestsBefore = await count('SELECT COUNT(*) AS "n" FROM submissions');
    const data = personalData(sql, site.dataDir);
    expect((await data.erase(ME)).requests).toBe(5);

    expect(await count('SELECT COUNT(*) AS "n" FROM submissions')).toBe(requestsBefore);
    expect(
      await count(
        `SELECT COUNT(*) AS "n" FROM submissions WHERE lower(data) LIKE '%claire%' OR email IS NOT NULL AND lower(email) LIKE '%claire%'`,
      ),
    ).toBe(0);
    expect(await count('SELECT COUNT(*) AS "n" FROM uploads')).toBe(0);
    expect(await count('SELECT COUNT(*) AS "n" FROM upload_files')).toBe(0);
    expect(
      await count(
        `SELECT COUNT(*) AS "n" FROM outbox WHERE lower(to_address) LIKE '%claire%' OR lower(text) LIKE '%claire%'`,
      ),
    ).toBe(0);
    expect(await count('SELECT COUNT(*) AS "n" FROM demands')).toBe(0);
    expect(await count('SELECT COUNT(*) AS "n" FROM newsletter')).toBe(0);
    expect(await count('SELECT COUNT(*) AS "n" FROM owners')).toBe(0);
    // The other visitor is untouched.
    expect((await data.find('tom@example.be')).requests).toBe(1);

    expect(await data.find(ME)).toEqual({
      email: 'claire.dubois@example.be',
      requests: 0,
      files: 0,
      mails: 0,
      savedSearches: 0,
      newsletter: false,
      ownerAccount: false,
    });
    const document = await data.export(ME, now.getTime());
    for (const key of ['requests', 'files', 'mails', 'savedSearches', 'newsletter', 'ownerAccount']) {
      expect([key, document[key]]).toEqual([key, []]);
    }
  });

  it('keeps the address only as a hash in the audit trail', () => {
    expect(addressDigest(' Claire.Dubois@example.be')).toBe(addressDigest('claire.dubois@example.be'));
    expect(addressDigest(ME)).toMatch(/^[0-9a-f]{64}$/);
  });
});
