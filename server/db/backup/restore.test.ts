/** @jest-environment node */
/**
 * What db:restore and db:backup refuse, each with its exit code and a plain message, leaving
 * nothing behind: a data folder that is not empty, an archive cut short, altered or not a backup
 * at all, one whose database is newer than this server, an entry that would land outside the
 * folder, DATABASE_URL set. And the archive is a tar.gz that the system's tar reads.
 */
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '../database.ts';
import { SCHEMA_VERSION } from '../open.ts';
import { dbBackup } from './backup.ts';
import type { CommandIo } from './command.ts';
import { dbRestore } from './restore.ts';
import { extractTarGz, header, writeTarGz } from './tar.ts';

jest.setTimeout(60_000);

let root: string;
let out: string[];
let errors: string[];

const io = (env: Record<string, string>): CommandIo => ({
  env,
  log: (line) => out.push(line),
  error: (line) => errors.push(line),
  cwd: root,
});

/** A data folder with a database at this server's version (or `version`), an upload and a mail. */
function dataFolder(name: string, version = SCHEMA_VERSION): string {
  const dir = path.join(root, name);
  const db = openDatabase(path.join(dir, 'site.db'));
  db.prepare(`INSERT INTO server_keys (name, value) VALUES ('auth', 'k1'), ('captcha', 'k2')`).run();
  if (version !== SCHEMA_VERSION) db.pragma(`user_version = ${version}`);
  db.close();
  mkdirSync(path.join(dir, 'uploads'));
  writeFileSync(path.join(dir, 'uploads', 'older.pdf'), '%PDF-1.7 older');
  mkdirSync(path.join(dir, 'outbox'));
  writeFileSync(path.join(dir, 'outbox', '00000001.eml'), 'Subject: hello\n\nA mail.\n');
  return dir;
}

async function backupOf(dataDir: string, name = 'backup.tar.gz'): Promise<string> {
  const code = await dbBackup([name], io({ DATA_DIR: dataDir }));
  expect({ code, errors }).toEqual({ code: 0, errors: [] });
  out = [];
  return path.join(root, name);
}

const restore = (file: string, dataDir: string, env: Record<string, string> = {}) =>
  dbRestore([file], io({ DATA_DIR: dataDir, ...env }));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'restore-'));
  out = [];
  errors = [];
});

it('restores into an absent folder and refuses one that is not empty, changing nothing in it', async () => {
  const archive = await backupOf(dataFolder('site'));
  const target = path.join(root, 'new', 'data');
  expect(await restore(archive, target)).toBe(0);
  expect(readdirSync(target).sort()).toEqual(['outbox', 'site.db', 'uploads']);
  expect(readdirSync(path.dirname(target))).toEqual(['data']);

  const busy = path.join(root, 'busy');
  mkdirSync(busy);
  writeFileSync(path.join(busy, 'site.db'), 'the running site');
  expect(await restore(archive, busy)).toBe(2);
  expect(errors).toEqual([
    `DATA_DIR=${busy} is not empty (site.db). db:restore only fills an empty folder, so that no site's data is ` +
      'overwritten: stop the server, move that folder aside or set DATA_DIR to a new one, and run it again.',
  ]);
  expect(readdirSync(busy)).toEqual(['site.db']);
  expect(readFileSync(path.join(busy, 'site.db'), 'utf8')).toBe('the running site');
});

it('restores into an existing empty folder (a new volume), leaving nothing of its own beside the data', async () => {
  const archive = await backupOf(dataFolder('site'));
  const target = path.join(root, 'mounted');
  mkdirSync(path.join(target, 'lost+found'), { recursive: true });
  expect(await restore(archive, target)).toBe(0);
  expect(readdirSync(target).sort()).toEqual(['lost+found', 'outbox', 'site.db', 'uploads']);
  expect(readFileSync(path.join(target, 'outbox', '00000001.eml'), 'utf8')).toBe('Subject: hello\n\nA mail.\n');
});

it('refuses an archive cut short or with a damaged byte, and restores nothing', async () => {
  const archive = await backupOf(dataFolder('site'));
  const bytes = readFileSync(archive);
  const cut = path.join(root, 'cut.tar.gz');
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
  const flipped = path.join(root, 'flipped.tar.gz');
  const damaged = Buffer.from(bytes);
  const middle = Math.floor(damaged.length / 2);
  damaged[middle] = (damaged[middle] ?? 0) ^ 0xff;
  writeFileSync(flipped, damaged);

  const target = path.join(root, 'target', 'data');
  expect(await restore(cut, target)).toBe(3);
  expect(errors).toEqual([
    'The archive cannot be restored: it ends early: it was cut short (unexpected end of file). Nothing was restored.',
  ]);
  errors = [];
  expect(await restore(flipped, target)).toBe(3);
  // Where the flipped byte lands decides which check sees it first (gzip's, a header's, a checksum).
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^The archive cannot be restored: .+\. Nothing was restored\.$/);
  expect(readdirSync(path.dirname(target))).toEqual([]);
});

it('refuses an archive whose file does not match the checksum of its manifest', async () => {
  const archive = await backupOf(dataFolder('site'));
  const opened = path.join(root, 'opened');
  mkdirSync(opened);
  const entries = await extractTarGz(createReadStream(archive), opened);
  writeFileSync(path.join(opened, 'uploads', 'older.pdf'), '%PDF-1.7 changed');
  const repacked = path.join(root, 'repacked.tar.gz');
  const others = entries.filter((entry) => entry.name !== 'manifest.json');
  await writeTarGz(
    createWriteStream(repacked),
    others.map((entry) => ({ name: entry.name, content: readFileSync(path.join(opened, entry.name)) })),
    () => ({ name: 'manifest.json', content: readFileSync(path.join(opened, 'manifest.json')) }),
  );
  const target = path.join(root, 'target');
  expect(await restore(repacked, target)).toBe(3);
  expect(errors).toEqual([
    'The archive cannot be restored: uploads/older.pdf does not match its checksum in the manifest. Nothing was restored.',
  ]);
  expect(readdirSync(root)).not.toContain('target');
});

it('refuses a tar.gz that is not a backup, and an entry that would land outside the folder', async () => {
  const other = path.join(root, 'other');
  mkdirSync(other);
  writeFileSync(path.join(other, 'notes.txt'), 'not a backup');
  const foreign = path.join(root, 'foreign.tar.gz');
  execFileSync('tar', ['-czf', foreign, '-C', other, 'notes.txt']);
  expect(await restore(foreign, path.join(root, 'a'))).toBe(3);
  expect(errors).toEqual([
    'The archive cannot be restored: it holds no manifest.json: this is not a backup made by db:backup. Nothing was restored.',
  ]);

  // A header for "../escaped.txt", its checksum made right.
  const block = header('placeholder.txt', 4, new Date());
  block.fill(0, 0, 100);
  block.write('../escaped.txt', 0, 'utf8');
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  const escaping = path.join(root, 'escaping.tar.gz');
  writeFileSync(escaping, gzipSync(Buffer.concat([block, Buffer.from('evil'), Buffer.alloc(508 + 1024)])));
  errors = [];
  expect(await restore(escaping, path.join(root, 'b'))).toBe(3);
  expect(errors).toEqual([
    'The archive cannot be restored: "../escaped.txt" in the archive is not a plain relative name. Nothing was restored.',
  ]);
  expect(readdirSync(root).sort()).toEqual(['escaping.tar.gz', 'foreign.tar.gz', 'other']);
});

it('refuses an archive whose database is newer than this server', async () => {
  const archive = await backupOf(dataFolder('future', SCHEMA_VERSION + 1));
  const target = path.join(root, 'target');
  expect(await restore(archive, target)).toBe(4);
  expect(errors).toEqual([
    `The archive's database is at schema version ${SCHEMA_VERSION + 1}, newer than this server's (${SCHEMA_VERSION}): ` +
      'restore it with the version of the site that made it, or a newer one. Nothing was restored.',
  ]);
  expect(readdirSync(root).sort()).toEqual(['backup.tar.gz', 'future']);
});

it('is a tar.gz the system tar lists: the database, the files, the manifest last', async () => {
  const archive = await backupOf(dataFolder('site'));
  expect(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual([
    'site.db',
    'uploads/older.pdf',
    'outbox/00000001.eml',
    'manifest.json',
  ]);
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' })) as {
    schemaVersion: number;
    keysInDatabase: string[];
  };
  expect(manifest).toMatchObject({
    format: 'agency-site-backup',
    schemaVersion: SCHEMA_VERSION,
    keysInDatabase: ['auth', 'captcha'],
  });
});

it('refuses bad arguments, a missing database and PostgreSQL, with exit code 2', async () => {
  const site = dataFolder('site');
  const pg = { DATABASE_URL: 'postgres://site:secret@127.0.0.1:4549/site' };
  expect(await dbBackup([], io({ DATA_DIR: site }))).toBe(2);
  expect(await dbBackup(['a.tar.gz', 'b.tar.gz'], io({ DATA_DIR: site }))).toBe(2);
  expect(await dbBackup(['a.tar.gz'], io({ DATA_DIR: path.join(root, 'nothing') }))).toBe(2);
  expect(await dbBackup(['a.tar.gz'], io({ DATA_DIR: site, ...pg }))).toBe(2);
  expect(await restore(path.join(root, 'absent.tar.gz'), path.join(root, 'target'))).toBe(2);
  expect(await restore(path.join(root, 'absent.tar.gz'), path.join(root, 'target'), pg)).toBe(2);
  expect(errors).toEqual([
    'Usage: npm run db:backup -- FILE   (FILE: the archive to write, e.g. site-backup.tar.gz)',
    'Usage: npm run db:backup -- FILE   (FILE: the archive to write, e.g. site-backup.tar.gz)',
    `No database at ${path.join(root, 'nothing', 'site.db')}: set DATA_DIR to the folder the server uses.`,
    'DATABASE_URL is set: the database is PostgreSQL, which db:backup does not copy. Back it up with ' +
      'pg_dump --format=custom --file=site.pgdump "$DATABASE_URL", and the data folder as docs/BACKUP.md says.',
    `No archive at ${path.join(root, 'absent.tar.gz')}.`,
    'DATABASE_URL is set: db:restore puts back a SQLite data folder, which a server on PostgreSQL would not use. ' +
      'Restore PostgreSQL with pg_restore as docs/BACKUP.md says, or unset DATABASE_URL to restore this archive.',
  ]);
  expect(readdirSync(root).sort()).toEqual(['site']);
});
