/**
 * What a sync needs and what it answers (docs/LIVE_CATALOGUE.md, "Sync and publish"). The
 * caller (the sync job: `npm run sync`, the server's timer) holds the lock, publishes an 'ok'
 * snapshot, then marks it good; nothing here publishes.
 */
import type { Lng } from '../../../src/config/languages.ts';
import type { SnapshotProblem } from '../../../publisher/snapshot/snapshot.ts';
import type { CrmClient } from '../client.ts';
import type { MediaPolicy } from './mediaPolicy.ts';
import type { RejectedSummary } from './rejects.ts';

export interface FetchedPicture {
  bytes: Buffer;
  /** The Content-Type the picture came with (parameters allowed). */
  contentType: string;
}

export type FetchPicture = (url: string) => Promise<FetchedPicture>;

export interface SyncDeps {
  client: CrmClient;
  /** The catalogue languages read from the CRM (the site's enabled ones). */
  languages: Lng[];
  /** The repository root: snapshot/config, snapshot/content and snapshot/media are copied from it, public/ linked. */
  siteRoot: string;
  liveDir: string;
  now: () => Date;
  /** Where photos may come from (CRM_URL's origin, CRM_MEDIA_HOSTS). */
  mediaPolicy: MediaPolicy;
  /** Default: ./pictures.ts's fetcher under `mediaPolicy`. */
  fetchPicture?: FetchPicture;
  /** One line per event, for operators. */
  log: (line: string) => void;
  /** A full read when the last one is older than this. Default 24. */
  fullEveryHours?: number;
}

export interface SyncStats {
  /** Listings and projects in the snapshot (of one language: every language has the same). */
  properties: number;
  projects: number;
  /** Listings new or different from the last good snapshot (all of them without one). */
  changed: number;
  /** Listings of the last good snapshot that are gone. */
  deleted: number;
  /** Pictures fetched from the CRM in this run. */
  photosDownloaded: number;
  /** Pictures whose URL was fetched by an earlier run: not asked again. */
  photosReused: number;
  /** Listings and projects left out of this sync (their last good version kept). */
  rejected: number;
  ms: number;
}

interface Timing {
  /** When the sync started (its clock): the next incremental sync's `since`. */
  startedAt: string;
  full: boolean;
  /** The records left out, each named with its field and reason. */
  rejected: RejectedSummary[];
}

export type SyncOk = Timing & { status: 'ok'; snapshotId: string; root: string; stats: SyncStats };
/** Nothing differs from the last good snapshot: no new snapshot was made, `root` is the good one's. */
export type SyncUnchanged = Timing & { status: 'unchanged'; snapshotId: string; root: string; stats: SyncStats };
/** The candidate failed the snapshot check: removed, the good snapshot stays. */
export type SyncRefused = { status: 'refused'; problems: SnapshotProblem[] };
/** The CRM, the network or the disk failed: nothing was replaced. */
export type SyncFailed = { status: 'failed'; error: Error };
/** Another sync holds the lock. */
export type SyncBusy = { status: 'busy'; holder: LockHolder | null };

export type SyncOutcome = SyncOk | SyncUnchanged | SyncRefused | SyncFailed | SyncBusy;

export interface LockHolder {
  pid: number;
  startedAt: string;
  token: string;
}

/** LIVE_DIR/snapshots/good.json: the last snapshot published, where the next sync starts. */
export interface GoodSnapshot {
  id: string;
  syncedAt: string;
  /** The start of the sync that made it: the next incremental run asks for changes since then. */
  since: string | null;
  /** The start of the last full read. */
  fullAt: string | null;
  /** Listings the last sync left out: the next incremental one asks for them again. */
  retry?: number[];
}
