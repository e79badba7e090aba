/**
 * npm run db:restore -- FILE (docs/BACKUP.md): a backup archive back into an empty data folder.
 *
 * Nothing reaches DATA_DIR until the whole archive has been read and checked: it is extracted
 * into a temporary folder, every file compared with the manifest (size and sha256, none missing,
 * none extra), the database checked by SQLite and its schema version compared with this
 * server's. Only then is it put in place: by one rename when DATA_DIR does not exist yet, or,
 * for an existing empty folder (perhaps a mount point, perhaps in a folder the server's user may
 * not write to), extracted inside it and moved up entry by entry, the database last.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { SCHEMA_VERSION } from '../open.ts';
import { databaseSettings } from '../settings.ts';
import {
  dataDirOf,
  EXIT,
  fileArgument,
  flushToDisk,
  keyNotes,
  Refused,
  runCommand,
  type CommandIo,
} from './command.ts';
import { DATABASE_NAME, FORMAT_VERSION, MANIFEST_NAME, parseManifest, type Manifest } from './manifest.ts';
import { readCopy, type CopyFacts } from './sqliteCopy.ts';
import { ArchiveDamaged, extractTarGz } from './tar.ts';

export const RESTORE_USAGE = 'Usage: npm run db:restore -- FILE   (into DATA_DIR, which must be empty or absent)';

export interface RestoreReport {
  dataDir: string;
  manifest: Manifest;
  database: CopyFacts;
}

/** The folder must be absent or empty: a restore never mixes with, or overwrites, a site's data. */
function checkTarget(dataDir: string): 'absent' | 'empty' {
  if (!existsSync(dataDir)) return 'absent';
  if (!statSync(dataDir).isDirectory()) throw new Refused(`DATA_DIR=${dataDir} is not a folder.`);
  return 'empty';
}

/** What a fresh file system has at its root: an empty mount point is an empty folder. */
const EMPTY_VOLUME = new Set(['lost+found']);

async function ensureEmpty(dataDir: string): Promise<void> {
  const entries = (await readdir(dataDir)).filter((entry) => !EMPTY_VOLUME.has(entry));
  if (entries.length === 0) return;
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '');
  throw new Refused(
    `DATA_DIR=${dataDir} is not empty (${shown}). db:restore only fills an empty folder, so that no site's ` +
      'data is overwritten: stop the server, move that folder aside or set DATA_DIR to a new one, and run it again.',
  );
}

/** Compares what was extracted with the manifest; the manifest itself is removed. */
async function verify(dir: string, extracted: { name: string; size: number; sha256: string }[]): Promise<Manifest> {
  if (!extracted.some((entry) => entry.name === MANIFEST_NAME)) {
    throw new ArchiveDamaged(`it holds no ${MANIFEST_NAME}: this is not a backup made by db:backup`);
  }
  const manifest = parseManifest(await readFile(path.join(dir, MANIFEST_NAME)));
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new Refused(
      `The archive was written by a newer version of the site (backup format ${manifest.formatVersion}; this one reads ${FORMAT_VERSION}). ` +
        'Restore it with that version. Nothing was restored.',
      EXIT.newer,
    );
  }
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  for (const entry of extracted) {
    if (entry.name === MANIFEST_NAME) continue;
    const expected = listed.get(entry.name);
    if (!expected) throw new ArchiveDamaged(`${entry.name} is in the archive but not in its manifest`);
    if (expected.size !== entry.size || expected.sha256 !== entry.sha256) {
      throw new ArchiveDamaged(`${entry.name} does not match its checksum in the manifest`);
    }
    listed.delete(entry.name);
  }
  const missing = [...listed.keys()];
  if (missing.length > 0) throw new ArchiveDamaged(`it lacks ${missing.join(', ')}, which its manifest lists`);
  if (!manifest.files.some((file) => file.path === DATABASE_NAME)) throw new ArchiveDamaged('it holds no database');
  await rm(path.join(dir, MANIFEST_NAME));
  return manifest;
}

function checkDatabase(dir: string, manifest: Manifest): CopyFacts {
  let facts: CopyFacts;
  try {
    facts = readCopy(path.join(dir, DATABASE_NAME));
  } catch (error) {
    throw new ArchiveDamaged(`its database cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (facts.schemaVersion !== manifest.schemaVersion) {
    throw new ArchiveDamaged(
      `its database is at version ${facts.schemaVersion}, its manifest says ${manifest.schemaVersion}`,
    );
  }
  if (facts.schemaVersion > SCHEMA_VERSION) {
    throw new Refused(
      `The archive's database is at schema version ${facts.schemaVersion}, newer than this server's (${SCHEMA_VERSION}): ` +
        'restore it with the version of the site that made it, or a newer one. Nothing was restored.',
      EXIT.newer,
    );
  }
  return facts;
}

/** Restores `file` into `dataDir`, which must be absent or empty. */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreReport> {
  const target = checkTarget(dataDir);
  if (target === 'empty') await ensureEmpty(dataDir);
  const parent = path.dirname(dataDir);
  if (target === 'absent') await mkdir(parent, { recursive: true });
  const work = await mkdtemp(
    target === 'absent' ? path.join(parent, `.${path.basename(dataDir)}.restore-`) : path.join(dataDir, '.restore-'),
  ).catch((error: NodeJS.ErrnoException) => {
    if (!['EACCES', 'EPERM', 'EROFS'].includes(error.code ?? '')) throw error;
    throw new Refused(
      `Cannot write in ${target === 'absent' ? parent : dataDir} (${error.code}): create DATA_DIR=${dataDir} as an ` +
        "empty folder the server's user owns, and run db:restore as that user.",
    );
  });
  try {
    const extracted = await extractTarGz(createReadStream(file), work);
    const manifest = await verify(work, extracted);
    const database = checkDatabase(work, manifest);
    if (target === 'absent') {
      if (existsSync(dataDir)) await ensureEmpty(dataDir);
      await rename(work, dataDir);
      await flushToDisk(parent);
    } else {
      const entries = (await readdir(work)).sort((a, b) => Number(a === DATABASE_NAME) - Number(b === DATABASE_NAME));
      for (const entry of entries) await rename(path.join(work, entry), path.join(dataDir, entry));
      await rmdir(work);
      await flushToDisk(dataDir);
    }
    return { dataDir, manifest, database };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** The command: checks what it is given, restores, reports in plain words. */
export function dbRestore(argv: readonly string[], io: CommandIo): Promise<number> {
  return runCommand(io, 'restore', async () => {
    const file = fileArgument(argv, io, RESTORE_USAGE);
    const dataDir = dataDirOf(io.env);
    if (databaseSettings(io.env, dataDir).engine === 'postgres') {
      throw new Refused(
        'DATABASE_URL is set: db:restore puts back a SQLite data folder, which a server on PostgreSQL would not use. ' +
          'Restore PostgreSQL with pg_restore as docs/BACKUP.md says, or unset DATABASE_URL to restore this archive.',
      );
    }
    if (!existsSync(file) || !statSync(file).isFile()) throw new Refused(`No archive at ${file}.`);
    const { manifest, database } = await restoreBackup(file, dataDir);
    const count = (prefix: string) => manifest.files.filter((entry) => entry.path.startsWith(prefix)).length;
    io.log(`Restored ${file} (made ${manifest.createdAt}) into ${dataDir}:`);
    io.log(
      `  the database: schema version ${database.schemaVersion}${
        database.schemaVersion < SCHEMA_VERSION ? ` (the server brings it to ${SCHEMA_VERSION} when it starts)` : ''
      }, ${database.submissions} requests`,
    );
    io.log(`  ${count('uploads/')} upload file(s), ${count('outbox/')} mail(s) of the outbox`);
    for (const note of keyNotes(database.keysInDatabase)) io.log(note);
    if (manifest.uploadsNotFound.length > 0) {
      io.log(`Note: ${manifest.uploadsNotFound.length} upload(s) were already missing when the backup was made.`);
    }
    io.log('Start the server with this DATA_DIR.');
  });
}
