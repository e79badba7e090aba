/**
 * One sync at a time per LIVE_DIR, whoever starts it (the server's timer, POST /api/crm/sync,
 * `npm run sync` from a shell): LIVE_DIR/sync.lock, created with O_EXCL, holds the holder's pid,
 * start time and a token of its own. A second caller gets { status: 'busy' } at once rather than
 * waiting: the sync it would run is already running.
 *
 * A lock left by a process that died (its pid is gone) or older than STALE_MS (a sync hung far
 * beyond any real one) is taken over: moved aside under a name of the taker's own, checked to
 * still be the stale one (two takers racing: the loser finds the winner's fresh lock and puts
 * it back), then created again with O_EXCL. The lock is released only by its holder (token).
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { liveLayout } from './layout.ts';
import type { LockHolder, SyncBusy } from './types.ts';

export const STALE_MS = 30 * 60_000;
const HALF_WRITTEN_MS = 60_000;

export interface LockOptions {
  /** Default Date.now. */
  now?: () => number;
  /** Whether a process runs; default: process.kill(pid, 0). */
  alive?: (pid: number) => boolean;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function create(file: string, holder: LockHolder): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    try {
      await handle.writeFile(JSON.stringify(holder));
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function parse(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.startedAt === 'string') return value as LockHolder;
  } catch {
    // A lock half written by a process that died between open and write: parsed as null.
  }
  return null;
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function modifiedAt(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return Number.NEGATIVE_INFINITY;
  }
}

/** Moves a stale lock aside; false when another taker was first (its fresh lock is put back). */
async function takeOver(file: string, staleText: string): Promise<boolean> {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  const moved = await readText(aside);
  if (moved !== staleText) {
    await link(aside, file).catch(() => {});
    await unlink(aside).catch(() => {});
    return false;
  }
  await unlink(aside).catch(() => {});
  return true;
}

export async function withSyncLock<T>(
  liveDir: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T | SyncBusy> {
  const now = options.now ?? Date.now;
  const alive = options.alive ?? pidAlive;
  const file = liveLayout(liveDir).lock;
  await mkdir(path.dirname(file), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    startedAt: new Date(now()).toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  let acquired = await create(file, holder);
  if (!acquired) {
    const text = await readText(file);
    const current = text === null ? null : parse(text);
    // An unreadable lock is one being written (open, then write) or one whose writer died
    // in between: only its age tells them apart.
    const since = current ? Date.parse(current.startedAt) : await modifiedAt(file);
    const age = now() - since;
    const stale = text === null || !(age < (current ? STALE_MS : HALF_WRITTEN_MS)) || (current && !alive(current.pid));
    if (!stale) return { status: 'busy', holder: current };
    if (text !== null && !(await takeOver(file, text))) return { status: 'busy', holder: null };
    acquired = await create(file, holder);
    if (!acquired) return { status: 'busy', holder: parse((await readText(file)) ?? '') };
  }
  try {
    return await fn();
  } finally {
    // Released only if it is still ours: a lock taken over from us (we hung past STALE_MS) is not removed.
    const text = await readText(file).catch(() => null);
    if (text !== null && parse(text)?.token === holder.token) await unlink(file).catch(() => {});
  }
}
