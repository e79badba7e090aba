/**
 * One sync and publish, as `npm run sync`, the server's schedule and POST /api/crm/sync run it:
 * under the sync lock, read the CRM into a candidate snapshot (server/crm/sync/), check it,
 * publish what changed and switch it in, then mark the snapshot good. Whatever fails, the
 * release being served stays, and the answer says why in one object (never a throw).
 */
import path from 'node:path';
import type { CrmClient } from '../crm/client.ts';
import type { Lng } from '../../src/config/languages.ts';
import { markGood, pruneSnapshots, syncCatalogue, withSyncLock } from '../crm/sync/index.ts';
import type { MediaPolicy } from '../crm/sync/mediaPolicy.ts';
import { formatProblem } from '../../publisher/snapshot/snapshot.ts';
import { publishRelease } from '../../publisher/release/publish.ts';
import { releasesDir } from '../../publisher/release/releaseFiles.ts';
import { sweepWorkFolders } from '../../publisher/release/workFolders.ts';
import type { SyncJobResult } from './types.ts';
import type { SyncBusy } from '../crm/sync/types.ts';

export type { SyncJobResult };

export interface SyncJobDeps {
  client: CrmClient;
  languages: Lng[];
  /** The repository: the committed snapshot (config, content, the site's media) and public/. */
  root: string;
  distDir: string;
  buildDir: string;
  liveDir: string;
  now?: () => Date;
  log?: (line: string) => void;
  mediaPolicy: MediaPolicy;
  fetchPicture?: Parameters<typeof syncCatalogue>[0]['fetchPicture'];
  /** CRM_FULL_SYNC_HOURS: hours between two full reads (24). */
  fullEveryHours?: number;
  /**
   * One sync at a time: LIVE_DIR's file lock unless given (with PostgreSQL, the database's
   * advisory lock, which holds across machines: server/release/shared/advisoryLock.ts).
   */
  lock?: <T>(fn: () => Promise<T>) => Promise<T | SyncBusy>;
  /** With PostgreSQL: hands the release served now to every instance (server/release/shared/share.ts). */
  share?: (release: string) => Promise<unknown>;
}

export async function runSyncJob(deps: SyncJobDeps): Promise<SyncJobResult> {
  const started = Date.now();
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const ms = () => Date.now() - started;
  try {
    const lock = deps.lock ?? (<T>(fn: () => Promise<T>) => withSyncLock(deps.liveDir, fn));
    const locked = await lock(async () => {
      await sweepWorkFolders(releasesDir(deps.liveDir), log);
      const outcome = await syncCatalogue({
        client: deps.client,
        languages: deps.languages,
        siteRoot: deps.root,
        liveDir: deps.liveDir,
        now,
        log,
        mediaPolicy: deps.mediaPolicy,
        ...(deps.fetchPicture ? { fetchPicture: deps.fetchPicture } : {}),
        ...(deps.fullEveryHours ? { fullEveryHours: deps.fullEveryHours } : {}),
      });
      if (outcome.status === 'refused') {
        return { status: 'refused', problems: outcome.problems.map(formatProblem), ms: ms() } satisfies SyncJobResult;
      }
      if (outcome.status === 'failed') {
        return { status: 'failed', message: outcome.error.message, ms: ms() } satisfies SyncJobResult;
      }
      // 'unchanged' publishes too: the good snapshot may not be online yet (a new deploy's base).
      const published = await publishRelease({
        distDir: deps.distDir,
        buildDir: deps.buildDir,
        baseRoot: deps.root,
        liveDir: deps.liveDir,
        snapshotRoot: outcome.root,
        snapshotId: outcome.snapshotId,
        variantsDir: path.join(deps.liveDir, 'variants'),
        // The build's encodings, by content: the CRM's copy of a photo the build made is not encoded again.
        mediaCacheDir: path.join(deps.root, '.cache', 'media'),
        now,
        log,
      });
      // Still under the lock, before the snapshot is marked good: a share cut short is done
      // again by the next sync (an unchanged one included), never skipped.
      if (published.release && deps.share) await deps.share(published.release);
      await markGood(deps.liveDir, outcome);
      // The served release's snapshot is the next publish's "before": it stays.
      await pruneSnapshots(deps.liveDir, [outcome.snapshotId]);
      return {
        status: published.status,
        ...(published.release ? { release: published.release } : {}),
        ...(outcome.rejected.length > 0 ? { rejected: outcome.rejected.map((r) => r.message) } : {}),
        ms: ms(),
      } satisfies SyncJobResult;
    });
    if (locked.status === 'busy') {
      const holder = locked.holder ? ` (process ${locked.holder.pid} since ${locked.holder.startedAt})` : '';
      return { status: 'busy', message: `another sync is running${holder}`, ms: ms() };
    }
    return locked;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`Sync failed: ${message}`);
    return { status: 'failed', message, ms: ms() };
  }
}
