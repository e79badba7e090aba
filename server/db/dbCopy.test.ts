/** @jest-environment node */
/**
 * npm run db:copy's core: a SQLite file into PostgreSQL, all or nothing, idempotent, and never
 * over a different row. Needs a PostgreSQL server (npm run test:pg, which CI runs).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from './database.ts';
import type { Sql } from './sql.ts';
import { CopyConflict, copyDatabase } from './dbCopy.ts';
import { dropTestDatabase, freshTestSql, testEngine } from '../../test/db/testSql.ts';

(testEngine === 'postgres' ? describe : describe.skip)('copying a SQLite file into PostgreSQL', () => {
  let source: Db;
  let target: Sql;
  let dataDir: string;
  let sourceDir: string;

  beforeAll(async () => {
    ({ sql: target, dataDir } = await freshTestSql('copy-'));
    sourceDir = mkdtempSync(path.join(tmpdir(), 'copy-source-'));
    source = openDatabase(path.join(sourceDir, 'site.db'));
    const t = 1_790_000_000_000;
    source
      .prepare(
        `INSERT INTO submissions (id, kind, lng, subject, email, data, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(7, 'contact', 'fr', 'property/12', 'anne@example.be', '{"firstName":"Anne"}', 'accepted', t);
    source
      .prepare(
        `INSERT INTO uploads (submission_id, field, stored_name, type, bytes, original_name) VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(7, 'cv', 'abc.pdf', 'application/pdf', 4, 'cv.pdf');
    source
      .prepare(
        `INSERT INTO outbox (submission_id, role, to_address, subject, text, html, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(7, 'agency', 'info@example.be', 'Contact', 'text', '<p>html</p>', t, t);
    source
      .prepare(`INSERT INTO visits_daily (property_id, day, views, visitors) VALUES (?, ?, ?, ?)`)
      .run(12, '2026-11-20', 9, 4);
    source.prepare(`INSERT INTO visit_seen (day, hash) VALUES (?, ?)`).run('2026-11-24', Buffer.from([0, 1, 2, 255]));
    source.prepare(`INSERT INTO server_keys (name, value) VALUES (?, ?)`).run('captcha', 'k1');
    // A file an older version kept on disk for that upload.
    mkdirSync(path.join(sourceDir, 'uploads'));
    writeFileSync(path.join(sourceDir, 'uploads', 'abc.pdf'), '%PDF');
  });

  afterAll(async () => {
    source.close();
    await target.close();
    await dropTestDatabase(dataDir);
    rmSync(sourceDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const copy = () => copyDatabase(source, target, { uploadDir: path.join(sourceDir, 'uploads') });
  const written = (report: Awaited<ReturnType<typeof copy>>) =>
    Object.fromEntries(report.tables.filter((t) => t.rows > 0).map((t) => [t.table, t.written]));

  it('copies every row, the bytes of blobs and the upload files of the data folder', async () => {
    const report = await copy();
    expect(written(report)).toEqual({
      submissions: 1,
      uploads: 1,
      outbox: 1,
      visits_daily: 1,
      visit_seen: 1,
      server_keys: 1,
    });
    expect(report.uploadFiles).toBe(1);
    expect(await target.get('SELECT id, email, data, created_at FROM submissions')).toEqual({
      id: 7,
      email: 'anne@example.be',
      data: '{"firstName":"Anne"}',
      created_at: 1_790_000_000_000,
    });
    expect(await target.get('SELECT hash FROM visit_seen')).toEqual({ hash: Buffer.from([0, 1, 2, 255]) });
    expect(await target.get('SELECT content FROM upload_files WHERE stored_name = ?', ['abc.pdf'])).toEqual({
      content: Buffer.from('%PDF'),
    });
  });

  it('writes nothing the second time, and new rows continue after the copied ids', async () => {
    const again = await copy();
    expect(Object.values(written(again)).every((n) => n === 0)).toBe(true);
    expect(again.uploadFiles).toBe(0);
    const next = await target.get<{ id: number }>(
      `INSERT INTO submissions (kind, lng, data, status, created_at) VALUES ('contact', 'nl', '{}', 'accepted', 1) RETURNING id`,
    );
    expect(next?.id).toBe(8);
    await target.run('DELETE FROM submissions WHERE id = 8');
  });

  it('stops at a different row under the same key, and copies nothing', async () => {
    await target.run(`UPDATE visits_daily SET views = 10 WHERE property_id = 12`);
    source
      .prepare(`INSERT INTO newsletter (email, lng, subscribed_at) VALUES (?, ?, ?)`)
      .run('new@example.be', 'nl', 1);
    await expect(copy()).rejects.toThrow(CopyConflict);
    await expect(copy()).rejects.toThrow(
      'visits_daily (property_id=12, day=2026-11-20): the target holds a different row',
    );
    expect(await target.all('SELECT email FROM newsletter')).toEqual([]);
  });
});
