/** @jest-environment node */
/**
 * The retention job deletes requests older than RETENTION_MONTHS with everything that hangs on
 * them, keeps what a visitor still uses, and runs once a day whichever instance gets there first.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';
import { retentionCutoff, retentionJob } from './retention.ts';

jest.setTimeout(60_000);

const DAY = 24 * 3600_000;
const SENT = Date.UTC(2024, 0, 10, 9);

let sql: Sql;
let dataDir: string;
beforeEach(async () => {
  ({ sql, dataDir } = await freshTestSql('retention-'));
});
afterEach(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
});

/** A request as the forms write it, with an upload (row, bytes and a legacy file), a mail, a visit and a CRM call. */
async function request(at: number, email: string, options: { demand?: string; mail?: string; crm?: string } = {}) {
  const row = await sql.get<{ id: number }>(
    `INSERT INTO submissions (kind, lng, subject, email, data, status, created_at)
     VALUES ('rent-application', 'fr', 'property/120', ?, '{}', 'accepted', ?) RETURNING id`,
    [email, at],
  );
  const id = Number(row?.id);
  const stored = `${id}-payslip.pdf`;
  await sql.run(
    `INSERT INTO uploads (submission_id, field, stored_name, type, bytes, original_name) VALUES (?, 'income', ?, 'application/pdf', 4, 'payslip.pdf')`,
    [id, stored],
  );
  await sql.run('INSERT INTO upload_files (stored_name, content) VALUES (?, ?)', [stored, Buffer.from('%PDF')]);
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', stored), '%PDF');
  await sql.run(
    `INSERT INTO outbox (submission_id, role, to_address, subject, text, html, status, next_attempt_at, created_at)
     VALUES (?, 'agency', 'agency@example.be', 's', 't', 'h', ?, ?, ?)`,
    [id, options.mail ?? 'sent', at, at],
  );
  await sql.run(`INSERT INTO appointments (submission_id, subject, day, slot) VALUES (?, 'property/120', ?, '10:00')`, [
    id,
    `d${id}`,
  ]);
  await sql.run(
    `INSERT INTO crm_jobs (submission_id, endpoint, params, status, next_attempt_at, created_at) VALUES (?, 'SubmitLead', '{}', ?, ?, ?)`,
    [id, options.crm ?? 'done', at, at],
  );
  if (options.demand) {
    const demand = await sql.get<{ id: number }>(
      `INSERT INTO demands (submission_id, email, lng, goal, types, zones, parking, terrace, garden, password_hash, status, created_at)
       VALUES (?, ?, 'fr', 'buy', '[]', '[]', 0, 0, 0, 'x', ?, ?) RETURNING id`,
      [id, email, options.demand, at],
    );
    await sql.run('INSERT INTO alert_matches (demand_id, listing_id, found_at) VALUES (?, 120, ?)', [
      Number(demand?.id),
      at,
    ]);
  }
  return { id, stored };
}

const count = async (table: string, where = '1 = 1', params: (string | number)[] = []) =>
  Number((await sql.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM ${table} WHERE ${where}`, params))?.n);

describe('retentionCutoff', () => {
  it('goes back whole calendar months, a 31st falling back to the month’s last day', () => {
    expect(new Date(retentionCutoff(Date.UTC(2026, 10, 28, 9), 24)).toISOString()).toBe('2024-11-28T09:00:00.000Z');
    expect(new Date(retentionCutoff(Date.UTC(2026, 2, 31, 6), 1)).toISOString()).toBe('2026-02-28T06:00:00.000Z');
  });
});

describe('the retention job', () => {
  it('deletes a request past its time with its upload, mails, visit, CRM call and saved search', async () => {
    const old = await request(SENT, 'old@example.be', { demand: 'unsubscribed' });
    const recent = await request(SENT + 400 * DAY, 'recent@example.be', { demand: 'unsubscribed' });
    const now = new Date(SENT + 24 * 31 * DAY);
    const job = retentionJob({
      sql,
      clock: () => now,
      months: 24,
      uploadDir: path.join(dataDir, 'uploads'),
      log: () => {},
    });

    expect(await job.purge()).toEqual({ submissions: 1, uploads: 1 });

    for (const [table, column] of [
      ['uploads', 'submission_id'],
      ['outbox', 'submission_id'],
      ['appointments', 'submission_id'],
      ['crm_jobs', 'submission_id'],
      ['demands', 'submission_id'],
      ['submissions', 'id'],
    ] as const) {
      expect([table, await count(table, `${column} = ?`, [old.id])]).toEqual([table, 0]);
      expect([table, await count(table, `${column} = ?`, [recent.id])]).toEqual([table, 1]);
    }
    expect(await count('alert_matches')).toBe(1);
    expect(await count('upload_files', 'stored_name = ?', [old.stored])).toBe(0);
    expect(existsSync(path.join(dataDir, 'uploads', old.stored))).toBe(false);
    expect(existsSync(path.join(dataDir, 'uploads', recent.stored))).toBe(true);
  });

  it('keeps an old request whose saved search is active, or whose mail or CRM call still waits', async () => {
    const active = await request(SENT, 'alerts@example.be', { demand: 'active' });
    const waitingMail = await request(SENT, 'mail@example.be', { mail: 'pending' });
    const waitingCrm = await request(SENT, 'crm@example.be', { crm: 'pending' });
    const unconfirmed = await request(SENT, 'never@example.be', { demand: 'pending' });
    const now = new Date(SENT + 800 * DAY);
    const job = retentionJob({
      sql,
      clock: () => now,
      months: 24,
      uploadDir: path.join(dataDir, 'uploads'),
      log: () => {},
    });

    expect((await job.purge()).submissions).toBe(1);
    const left = (await sql.all<{ id: number }>('SELECT id FROM submissions ORDER BY id')).map((row) => Number(row.id));
    expect(left).toEqual([active.id, waitingMail.id, waitingCrm.id]);
    expect(left).not.toContain(unconfirmed.id);
  });

  it('runs once a day, whichever of two instances looks first', async () => {
    await request(SENT, 'one@example.be');
    let now = new Date(SENT + 800 * DAY);
    // A second instance: on PostgreSQL its own connection to the same database. (Two SQLite
    // connections in one process would wait on each other synchronously; its instances are processes.)
    const otherSql = testEngine === 'postgres' ? await testSqlFor(dataDir) : sql;
    const first = retentionJob({ sql, clock: () => now, months: 24, uploadDir: dataDir, log: () => {} });
    const second = retentionJob({ sql: otherSql, clock: () => now, months: 24, uploadDir: dataDir, log: () => {} });

    const [a, b] = await Promise.all([first.runIfDue(), second.runIfDue()]);
    expect([a, b].filter((result) => result !== null)).toEqual([{ submissions: 1, uploads: 1 }]);

    await request(SENT + DAY, 'two@example.be');
    now = new Date(now.getTime() + 23 * 3600_000);
    expect(await first.runIfDue()).toBeNull();
    now = new Date(now.getTime() + 2 * 3600_000);
    expect(await second.runIfDue()).toEqual({ submissions: 1, uploads: 1 });
    if (otherSql !== sql) await otherSql.close();
  });
});
