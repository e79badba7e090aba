/** @jest-environment node */
/**
 * npm run db:backup while the site takes forms, then npm run db:restore into a new folder, as an
 * operator runs them: the backup in a process of its own (the command of package.json) beside
 * the real app, which keeps answering forms (some with a CV) and mailing them into the .eml
 * outbox. Every request answered 202 before the backup started is in the restored database,
 * with its CV byte for byte; the outbox, an older version's upload and key files come back as
 * they were; and a server started on the restored folder serves.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { fileTransport } from '../../mail/transport.ts';
import { formsApp, formValues, postForm } from '../../../test/forms/formsApp.ts';
import { makeSite } from '../../../test/forms/serverKit.ts';
import { dbRestore } from './restore.ts';

// A real server, a backup in a child process and a restore: sized for a machine several times slower.
jest.setTimeout(180_000);

const sqliteOf = (dataDir: string) => ({ engine: 'sqlite' as const, file: path.join(dataDir, 'site.db') });

/** A small PDF the upload checks accept, different for each request. */
const cv = (n: number) =>
  Buffer.from(
    [
      '%PDF-1.7',
      `% CV number ${n}`,
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
      'trailer << /Size 4 /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );

interface Accepted {
  id: number;
  cv: Buffer | null;
}

/** Posts forms one after another until told to stop; every 202 is recorded as it arrives. */
async function poster(
  app: FastifyInstance,
  seed: number,
  accepted: Accepted[],
  problems: string[],
  running: () => boolean,
) {
  for (let n = seed; running() && problems.length === 0; n += 3) {
    const withCv = n % 2 === 0;
    const kind = withCv ? 'job-contact' : 'site-contact';
    const values = await formValues(app, kind, withCv ? {} : { remarks: `Request ${n}: is the garden south-facing?` });
    const file = withCv ? { field: 'cv', name: `cv-${n}.pdf`, bytes: cv(n) } : undefined;
    const response = await postForm(app, kind, values, file);
    if (response.statusCode === 202) {
      accepted.push({ id: response.json<{ id: number }>().id, cv: file ? Buffer.from(file.bytes) : null });
    } else problems.push(`${kind} answered ${response.statusCode}: ${response.body}`);
  }
}

/** npm run db:backup -- FILE: the command package.json runs (from the sources, tsx being installed). */
function runBackup(dataDir: string, file: string): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn('sh', ['scripts/run-command.sh', 'db-backup', file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
};

it('backs up while forms are posted and restores every request answered before it began', async () => {
  const site = makeSite();
  const { dataDir } = site;
  const outbox = path.join(dataDir, 'outbox');
  // What an older version kept in the data folder: an upload on disk and a key file.
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  const legacyCv = cv(-1);
  writeFileSync(path.join(dataDir, 'uploads', 'older-upload.pdf'), legacyCv);
  writeFileSync(path.join(dataDir, 'crm.key'), 'an older version key\n');
  const app = await formsApp(site, {
    database: sqliteOf(dataDir),
    mail: { transport: fileTransport(outbox), pollMs: 50 },
  });
  const db = new Database(path.join(dataDir, 'site.db'));
  const older = db
    .prepare(
      `INSERT INTO submissions (kind, lng, data, status, created_at) VALUES ('job-contact', 'fr', '{}', 'accepted', 0)`,
    )
    .run().lastInsertRowid;
  const addUpload = db.prepare(
    `INSERT INTO uploads (submission_id, field, stored_name, type, bytes, original_name) VALUES (?, 'cv', ?, 'pdf', 1, 'cv.pdf')`,
  );
  addUpload.run(older, 'older-upload.pdf');
  addUpload.run(older, 'lost-long-ago.pdf');

  const accepted: Accepted[] = [];
  const problems: string[] = [];
  let running = true;
  const posters = [0, 1, 2].map((seed) => poster(app, seed, accepted, problems, () => running));
  await until(() => accepted.length >= 12 || problems.length > 0);

  const before = [...accepted];
  const archive = path.join(mkdtempSync(path.join(tmpdir(), 'backup-file-')), 'site-backup.tar.gz');
  const backup = await runBackup(dataDir, archive);
  running = false;
  await Promise.all(posters);
  await app.close();
  expect(problems).toEqual([]);

  expect(backup.code).toBe(0);
  expect(backup.out).toContain(`into ${archive} (`);
  expect(backup.out).toContain('1 upload file(s) of DATA_DIR/uploads');
  // The one upload already lost on the site is named, and the backup is made all the same.
  expect(backup.err.trim()).toBe(
    'Warning: 1 upload(s) named by a request were neither in the database nor in DATA_DIR/uploads, ' +
      'so they are not in the archive either: lost-long-ago.pdf',
  );

  const restored = path.join(mkdtempSync(path.join(tmpdir(), 'restored-')), 'data');
  const out: string[] = [];
  const errors: string[] = [];
  const code = await dbRestore([archive], {
    env: { DATA_DIR: restored },
    log: (line) => out.push(line),
    error: (line) => errors.push(line),
    cwd: process.cwd(),
  });
  expect({ code, errors }).toEqual({ code: 0, errors: [] });
  expect(out[0]).toMatch(/^Restored .*site-backup\.tar\.gz \(made [0-9TZ:.-]+\) into /);
  expect(out[0]).toContain(` into ${restored}:`);

  const copy = new Database(path.join(restored, 'site.db'), { readonly: true });
  const rowOf = (base: Database.Database, id: number) =>
    base.prepare('SELECT id, kind, lng, data, status, created_at FROM submissions WHERE id = ?').get(id);
  const cvOf = (id: number) =>
    (
      copy
        .prepare(
          'SELECT f.content FROM uploads u JOIN upload_files f ON f.stored_name = u.stored_name WHERE u.submission_id = ?',
        )
        .get(id) as { content: Buffer } | undefined
    )?.content ?? null;
  for (const request of before) {
    expect(rowOf(copy, request.id)).toEqual(rowOf(db, request.id));
    expect(cvOf(request.id)).toEqual(request.cv);
  }
  expect(before.filter((request) => request.cv).length).toBeGreaterThan(0);
  const keys = 'SELECT name, value FROM server_keys ORDER BY name';
  expect(copy.prepare(keys).all()).toEqual(db.prepare(keys).all());
  copy.close();
  db.close();

  expect(readFileSync(path.join(restored, 'uploads', 'older-upload.pdf'))).toEqual(legacyCv);
  expect(readFileSync(path.join(restored, 'crm.key'), 'utf8')).toBe('an older version key\n');
  for (const mail of readdirSync(path.join(restored, 'outbox'))) {
    expect(readFileSync(path.join(restored, 'outbox', mail))).toEqual(readFileSync(path.join(outbox, mail)));
  }
  expect(readdirSync(path.dirname(restored))).toEqual(['data']);

  // The restored folder is a data folder a server starts on.
  const again = await formsApp({ ...site, dataDir: restored }, { database: sqliteOf(restored) });
  try {
    const health = await again.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const lead = await postForm(again, 'site-contact', await formValues(again, 'site-contact'));
    expect(lead.statusCode).toBe(202);
  } finally {
    await again.close();
  }
});
