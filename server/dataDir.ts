/**
 * The data folder (DATA_DIR) is checked before the server starts: it keeps the database, the
 * uploads, the mail outbox and the keys, and a folder the server cannot write to would
 * otherwise surface as a raw EROFS or SQLITE_CANTOPEN stack from deep inside the start.
 * The operator gets one message naming the setting, the path, the cause and the fix.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DataDirProblem {
  /** The errno code (EROFS, EACCES, EPERM, ENOTDIR, ENOENT, ENOSPC…). */
  code: string;
  /** The path that failed: the folder, one of its parents, or the file in the way. */
  at: string;
}

const errno = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? 'EIO';

/**
 * Creates the folder (and its parents) and writes a file in it; null when that worked. The
 * folders are made one by one: Node's recursive mkdir reports ENOENT on a read-only file
 * system and never returns under /proc.
 */
export function checkDataDir(dir: string): DataDirProblem | null {
  const missing: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      if (!statSync(at).isDirectory()) return { code: 'ENOTDIR', at };
      break;
    } catch (error) {
      const code = errno(error);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return { code, at };
      if (path.dirname(at) === at) return { code, at };
      if (code === 'ENOENT') missing.unshift(at);
    }
  }
  for (const at of missing) {
    try {
      mkdirSync(at);
    } catch (error) {
      // Another process starting on the same folder may have made it first.
      if (errno(error) !== 'EEXIST') return { code: errno(error), at };
    }
  }
  const probe = path.join(dir, `.write-test-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const fd = openSync(probe, 'wx', 0o600);
    try {
      writeSync(fd, 'ok');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return { code: errno(error), at: dir };
  } finally {
    rmSync(probe, { force: true });
  }
  return null;
}

const PERMISSION: [string, string] = [
  'permission denied',
  "give the server's user write access to it (chown/chmod), or set DATA_DIR to a folder it may write to",
];
const FILE_IN_THE_WAY: [string, string] = [
  'not a directory (a file is in the way)',
  'remove or rename that file, or set DATA_DIR to another folder',
];
const CAUSES: Record<string, [cause: string, fix: string]> = {
  EROFS: ['the file system is read-only', 'mount a writable volume there, or set DATA_DIR to a writable folder'],
  EACCES: PERMISSION,
  EPERM: PERMISSION,
  ENOTDIR: FILE_IN_THE_WAY,
  EEXIST: FILE_IN_THE_WAY,
  ENOENT: ['a folder cannot be created there', 'set DATA_DIR to a folder on an ordinary, writable file system'],
  ENOSPC: ['no space left on the device', 'free some space, or set DATA_DIR to a folder on another volume'],
};

/** The one message printed before the server exits. */
export function dataDirMessage(dir: string, problem: DataDirProblem): string {
  const [cause, fix] = CAUSES[problem.code] ?? [`error ${problem.code}`, 'set DATA_DIR to a writable folder'];
  const where = path.resolve(problem.at) === path.resolve(dir) ? '' : ` (at ${problem.at})`;
  return [
    `Cannot use the data folder DATA_DIR=${dir}: ${cause}${where} [${problem.code}].`,
    `The server keeps its database, uploads, mail outbox and keys there. Fix: ${fix}.`,
  ].join('\n');
}
