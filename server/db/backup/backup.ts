/**
 * npm run db:backup -- FILE (docs/BACKUP.md): the data folder in one .tar.gz while the site
 * serves. First the database, copied as of one moment (sqliteCopy.ts); then, read after that
 * moment, the files beside it: DATA_DIR/uploads (files of an older version; uploads live in the
 * database now), the .eml outbox and key files of an older version. A request in the copy
 * therefore finds its files in the archive: its upload bytes are in the same copy, or were on
 * disk before it was stored. Last the manifest, with every file's size and sha256.
 *
 * The archive is written under a temporary name beside FILE and renamed to FILE once complete
 * and on disk: a failed or interrupted backup never leaves a FILE that looks whole.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { databaseSettings } from '../settings.ts';
import {
  dataDirOf,
  fileArgument,
  flushToDisk,
  keyNotes,
  mebibytes,
  Refused,
  runCommand,
  type CommandIo,
} from './command.ts';
import { DATABASE_NAME, FORMAT, FORMAT_VERSION, MANIFEST_NAME, type Manifest } from './manifest.ts';
import { copyLiveDatabase, detachCopy, readCopy, type CopyFacts } from './sqliteCopy.ts';
import { writeTarGz, type TarSource } from './tar.ts';

export const BACKUP_USAGE = 'Usage: npm run db:backup -- FILE   (FILE: the archive to write, e.g. site-backup.tar.gz)';

/** The files of the data folder that go beside the database: folder, and which of its names. */
const FOLDERS: { folder: string; keep: (name: string) => boolean }[] = [
  { folder: 'uploads', keep: (name) => !name.startsWith('.') && !name.endsWith('.tmp') },
  // An outbox mail is written as NAME.tmp, then renamed: only whole mails.
  { folder: 'outbox', keep: (name) => name.endsWith('.eml') },
];
/** An older version's key files (carried into the database at start, kept here all the same). */
const KEY_FILE = /^[a-z]+\.key$/;
const PLAIN = /^[A-Za-z0-9_][A-Za-z0-9_.@+-]*$/;

export interface BackupReport {
  file: string;
  bytes: number;
  database: CopyFacts & { bytes: number };
  uploads: number;
  mails: number;
  keyFiles: number;
  uploadsNotFound: string[];
  /** Files of the data folder whose names cannot go in the archive. */
  leftOut: string[];
}

/** The regular files of a folder of the data folder that go in the archive, by archive name. */
async function filesOf(dataDir: string, leftOut: string[]): Promise<string[]> {
  const names: string[] = [];
  const list = async (folder: string) => {
    try {
      return await readdir(path.join(dataDir, folder), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  for (const entry of await list('.')) {
    if (entry.isFile() && KEY_FILE.test(entry.name)) names.push(entry.name);
  }
  for (const { folder, keep } of FOLDERS) {
    for (const entry of await list(folder)) {
      if (!entry.isFile() || !keep(entry.name)) continue;
      if (PLAIN.test(entry.name)) names.push(`${folder}/${entry.name}`);
      else leftOut.push(`${folder}/${entry.name}`);
    }
  }
  return names;
}

/** Each file read whole when its turn comes; one removed meanwhile (retention, erasure) is left out. */
async function* sourcesOf(dataDir: string, copy: string, names: readonly string[]): AsyncGenerator<TarSource> {
  yield { name: DATABASE_NAME, content: { file: copy, size: (await stat(copy)).size } };
  for (const name of names) {
    try {
      yield { name, content: await readFile(path.join(dataDir, ...name.split('/'))) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Writes the backup of `dataDir` to `file`; the caller has checked both. */
export async function makeBackup(
  dataDir: string,
  file: string,
  now: () => Date = () => new Date(),
): Promise<BackupReport> {
  const work = await mkdtemp(path.join(path.dirname(file), `.${path.basename(file)}.backup-`));
  try {
    const copy = path.join(work, DATABASE_NAME);
    const createdAt = now().toISOString();
    await copyLiveDatabase(path.join(dataDir, DATABASE_NAME), copy);
    detachCopy(copy);
    const facts = readCopy(copy);
    // Read after the copy was taken: everything its rows name was on disk before they were stored.
    const leftOut: string[] = [];
    const names = await filesOf(dataDir, leftOut);
    const partial = path.join(work, 'archive.tar.gz');
    const out = await open(partial, 'wx', 0o600);
    let uploadsNotFound: string[] = [];
    const written = await writeTarGz(out.createWriteStream(), sourcesOf(dataDir, copy, names), (files) => {
      const archived = new Set(files.map((entry) => entry.name));
      uploadsNotFound = facts.uploadsOnDisk.filter((name) => !archived.has(`uploads/${name}`));
      const manifest: Manifest = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt,
        schemaVersion: facts.schemaVersion,
        files: files.map(({ name, size, sha256 }) => ({ path: name, size, sha256 })),
        keysInDatabase: facts.keysInDatabase,
        uploadsNotFound,
      };
      return { name: MANIFEST_NAME, content: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
    });
    await flushToDisk(partial);
    await rename(partial, file);
    await flushToDisk(path.dirname(file));
    const count = (prefix: string) => written.filter((entry) => entry.name.startsWith(prefix)).length;
    return {
      file,
      bytes: (await stat(file)).size,
      database: { ...facts, bytes: (await stat(copy)).size },
      uploads: count('uploads/'),
      mails: count('outbox/'),
      keyFiles: written.filter((entry) => KEY_FILE.test(entry.name)).length,
      uploadsNotFound,
      leftOut,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The command: checks what it is given, backs up, reports in plain words. */
export function dbBackup(argv: readonly string[], io: CommandIo): Promise<number> {
  return runCommand(io, 'backup', async () => {
    const file = fileArgument(argv, io, BACKUP_USAGE);
    const dataDir = dataDirOf(io.env);
    if (databaseSettings(io.env, dataDir).engine === 'postgres') {
      throw new Refused(
        'DATABASE_URL is set: the database is PostgreSQL, which db:backup does not copy. Back it up with ' +
          'pg_dump --format=custom --file=site.pgdump "$DATABASE_URL", and the data folder as docs/BACKUP.md says.',
      );
    }
    const database = path.join(dataDir, DATABASE_NAME);
    if (!existsSync(database)) {
      throw new Refused(`No database at ${database}: set DATA_DIR to the folder the server uses.`);
    }
    if (!existsSync(path.dirname(file))) throw new Refused(`The folder of ${file} does not exist.`);
    if (existsSync(file) && !statSync(file).isFile()) throw new Refused(`${file} exists and is not a file.`);
    const report = await makeBackup(dataDir, file, io.now);
    const { database: db } = report;
    io.log(`Backed up ${dataDir} into ${report.file} (${mebibytes(report.bytes)}):`);
    io.log(
      `  the database: schema version ${db.schemaVersion}, ${db.submissions} requests, ${mebibytes(db.bytes)} uncompressed`,
    );
    io.log(
      `  ${report.uploads} upload file(s) of DATA_DIR/uploads, ${report.mails} mail(s) of DATA_DIR/outbox, ${report.keyFiles} key file(s)`,
    );
    io.log(`  keys in the database: ${db.keysInDatabase.join(', ') || 'none'}`);
    for (const note of keyNotes(db.keysInDatabase)) io.log(note);
    if (report.uploadsNotFound.length > 0) {
      io.error(
        `Warning: ${report.uploadsNotFound.length} upload(s) named by a request were neither in the database nor in ` +
          `DATA_DIR/uploads, so they are not in the archive either: ${report.uploadsNotFound.join(', ')}`,
      );
    }
    if (report.leftOut.length > 0) {
      io.error(`Warning: left out, their names are not plain file names: ${report.leftOut.join(', ')}`);
    }
  });
}
