/**
 * The release the server serves now (docs/LIVE_CATALOGUE.md, "Switching"): the base build, or
 * the release LIVE_DIR/releases/current.json names, held as one immutable snapshot and swapped
 * in one assignment. A request takes the snapshot once and resolves everything against it.
 * current.json is looked at (one stat) every two seconds, so a sync run from the command line
 * goes live without a restart; a release that is not as the contract says, or made for another
 * build, is logged and ignored, and what was served stays served.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DetailManifest } from '../../publisher/dataFiles/manifest.ts';
import { loadManifest, readCurrent, readRelease, type ReleaseData } from './read.ts';
import { releaseSweeper } from './sweep.ts';
import type { ReleaseSnapshot } from './types.ts';

export interface ReleaseViewOptions {
  distDir: string;
  /** build/canonical.json: the base's manifest. */
  baseManifestFile: string | undefined;
  /** LIVE_DIR, or null: the base alone, nothing polled. */
  liveDir: string | null;
  /** build/stamp.json's `inputs`: a release made for another build is ignored. */
  baseStamp: string | null;
  /** RELEASE_GRACE_MINUTES: how long a previous release stays on disk. */
  graceMinutes: number;
  clock: () => Date;
  /** Refused releases, failed looks. */
  log: (message: string) => void;
  /** Switches (the warnings' log unless said). */
  info?: (message: string) => void;
  /** How often current.json is looked at (2 s; tests shorten it). */
  pollMs?: number;
}

export interface ReleaseView {
  current(): ReleaseSnapshot;
  /** Reads current.json again; true when it switched to another release. */
  refresh(): Promise<boolean>;
  /** Deletes the releases retired longer than the grace period ago; returns their ids. */
  sweep(): Promise<string[]>;
  /** Called after each switch with the new snapshot. */
  onSwitch(listener: (snapshot: ReleaseSnapshot) => void): void;
  /** Starts the poll of current.json (an unref'd timer). */
  start(): void;
  stop(): Promise<void>;
}

const EMPTY = new Set<string>();

function baseSnapshot(manifest: DetailManifest, version: number): ReleaseSnapshot {
  return Object.freeze({
    id: null,
    overlayDir: null,
    files: new Map(),
    layers: [],
    hidden: EMPTY,
    gone: new Map(),
    goneIds: EMPTY,
    manifest,
    version,
  });
}

function releaseSnapshot(data: ReleaseData, version: number): ReleaseSnapshot {
  return Object.freeze({ ...data, version });
}

export function createReleaseView(options: ReleaseViewOptions): ReleaseView {
  const baseManifest = loadManifest(options.baseManifestFile);
  const releasesDir = options.liveDir ? path.join(options.liveDir, 'releases') : null;
  const currentFile = releasesDir ? path.join(releasesDir, 'current.json') : null;
  let snapshot = baseSnapshot(baseManifest, 0);
  /** The last current.json seen (inode, time, size), and the reason last logged for it. */
  let seenKey: string | null = null;
  let refused: string | null = null;
  let named: string | null = null;
  let chain: Promise<boolean> = Promise.resolve(false);
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  const listeners: ((snapshot: ReleaseSnapshot) => void)[] = [];
  const sweeper = releasesDir
    ? releaseSweeper({
        releasesDir,
        graceMs: Math.max(0, options.graceMinutes) * 60_000,
        clock: options.clock,
        keep: () => [snapshot.id, named, ...snapshot.layers],
        log: options.log,
      })
    : null;

  async function fileKey(): Promise<string | null> {
    if (!currentFile) return null;
    return stat(currentFile).then(
      (s) => `${s.ino}:${s.mtimeMs}:${s.size}`,
      () => null,
    );
  }

  function refuse(reason: string): false {
    // One line per reason, not one every two seconds.
    if (reason !== refused) options.log(`release: ignored, ${snapshot.id ?? 'the base'} still served: ${reason}`);
    refused = reason;
    return false;
  }

  async function load(): Promise<boolean> {
    if (!releasesDir) return false;
    seenKey = await fileKey();
    if (seenKey === null && snapshot.id === null) return false;
    const current = await readCurrent(releasesDir);
    if (!current.ok) return refuse(current.reason);
    named = current.value;
    if (current.value === snapshot.id) return false;
    const release = await readRelease(releasesDir, current.value, options.baseStamp);
    if (!release.ok) return refuse(release.reason);
    refused = null;
    const previous = snapshot;
    snapshot = releaseSnapshot(release.value, previous.version + 1);
    sweeper?.switched(previous.id, snapshot.id);
    (options.info ?? options.log)(`release: now serving ${snapshot.id} (was ${previous.id ?? 'the base'})`);
    for (const listener of listeners) {
      try {
        listener(snapshot);
      } catch (error) {
        options.log(`release: a listener failed: ${String(error)}`);
      }
    }
    return true;
  }

  /** One read at a time, in order: a refresh asked for during another reads after it. */
  function refresh(): Promise<boolean> {
    chain = chain.then(load, load);
    return chain;
  }

  async function tick(): Promise<void> {
    const key = await fileKey();
    if (key !== seenKey) await refresh();
    await sweeper?.maybeSweep();
  }

  return {
    current: () => snapshot,
    refresh,
    sweep: async () => (sweeper ? sweeper.sweep() : []),
    onSwitch: (listener) => void listeners.push(listener),
    start() {
      if (!releasesDir || timer) return;
      timer = setInterval(() => {
        // A slow disk never stacks looks: the next tick waits for this one.
        polling ??= tick()
          .catch((error: unknown) => options.log(`release: poll failed: ${String(error)}`))
          .finally(() => {
            polling = null;
          });
      }, options.pollMs ?? 2000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (polling) await polling;
      await chain.catch(() => false);
    },
  };
}
