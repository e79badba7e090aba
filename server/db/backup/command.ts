/**
 * What npm run db:backup and db:restore share: their input and output, their one argument,
 * and their exit codes, each failure printed as one plain message on stderr.
 *
 *   0  done
 *   1  failed (a disk or database error; the message says which), nothing left behind
 *   2  refused: bad arguments, DATABASE_URL set, no database to back up, a data folder not empty
 *   3  the archive is damaged or is not a backup (truncated, altered, wrong checksum)
 *   4  the archive was made by a newer version of the site than this one
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { ArchiveDamaged } from './tar.ts';

export interface CommandIo {
  env: Partial<Record<string, string>>;
  log: (line: string) => void;
  error: (line: string) => void;
  /** Where FILE is relative to: npm runs scripts in the project's folder and says in INIT_CWD where it was called. */
  cwd: string;
  now?: () => Date;
}

export const EXIT = { done: 0, failed: 1, refused: 2, damaged: 3, newer: 4 } as const;

/** A refusal, with its exit code: nothing was written. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.refused,
  ) {
    super(message);
  }
}

/** The data folder, as the server and the other commands read DATA_DIR. */
export const dataDirOf = (env: CommandIo['env']) => path.resolve(env.DATA_DIR ?? 'data');

/** The one FILE argument, absolute. */
export function fileArgument(argv: readonly string[], io: CommandIo, usage: string): string {
  const args = argv.filter((arg) => arg !== '--');
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) throw new Refused(usage);
  return path.resolve(io.cwd, file);
}

/** Runs a command's work and turns what it throws into its message and exit code. */
export async function runCommand(io: CommandIo, what: string, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return EXIT.done;
  } catch (error) {
    if (error instanceof Refused) {
      io.error(error.message);
      return error.exitCode;
    }
    if (error instanceof ArchiveDamaged) {
      io.error(`The archive cannot be restored: ${error.message}. Nothing was restored.`);
      return EXIT.damaged;
    }
    io.error(`The ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
}

/** fsync of a file, or of a folder after a rename in it: on disk before the command says done. */
export async function flushToDisk(at: string): Promise<void> {
  const handle = await open(at, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The environment variable that stands in for a generated key the database lacks. */
export const KEY_SETTINGS: Record<string, string> = { auth: 'AUTH_HMAC_KEY', captcha: 'CAPTCHA_HMAC_KEY' };

/** A line for each key the server takes from its environment instead of the database. */
export function keyNotes(keysInDatabase: readonly string[]): string[] {
  return Object.entries(KEY_SETTINGS)
    .filter(([name]) => !keysInDatabase.includes(name))
    .map(
      ([name, setting]) =>
        `Note: the database holds no "${name}" key: the server takes ${setting} from its environment (or makes a key ` +
        `when it first starts). That value is not in the archive: keep it with the server's settings, as the restored ` +
        'site needs the same one.',
    );
}
