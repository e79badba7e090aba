/**
 * One sync: the CRM read (whole, or the changes since the last good snapshot merged into it),
 * its photos stored by content, a candidate snapshot written beside the others and checked
 * with the build's own snapshot check. Only a candidate that passes is kept (renamed from
 * `{id}.partial` to `{id}`); nothing here touches good.json or what is served: the caller
 * publishes an 'ok' snapshot, then calls markGood (./good.ts).
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Lng } from '../../../src/config/languages.ts';
import type { CatalogueFiles } from '../../../scripts/lib/catalogueCheck.ts';
import { checkSnapshot, formatProblem } from '../../../scripts/lib/snapshot.ts';
import { candidatePhotos, catalogueTexts, writeCandidate } from './candidate.ts';
import { listingChanges, mergeListings, sameAsGood } from './compare.ts';
import type { CatalogueName } from './good.ts';
import { liveLayout, PARTIAL, snapshotId } from './layout.ts';
import { MediaStore } from './mediaStore.ts';
import { createPictureFetcher } from './pictures.ts';
import { DEFAULT_FULL_EVERY_HOURS, planSync, type Plan } from './plan.ts';
import { readCrm, type CrmRead } from './read.ts';
import { siteMediaSizes } from './siteMedia.ts';
import { byId, pictureRefs, toCities, toProject, toProperty, toTypes } from './records.ts';
import type { SyncDeps, SyncFailed, SyncOk, SyncRefused, SyncStats, SyncUnchanged } from './types.ts';

type Result = SyncOk | SyncUnchanged | SyncRefused | SyncFailed;

function catalogueOf(read: CrmRead, plan: Plan, lng: Lng, names: ReadonlyMap<string, string>): CatalogueFiles {
  const crm = read.languages.get(lng);
  if (!crm) throw new Error(`sync: nothing was read in ${lng}`);
  const listings = crm.properties.map((p) => toProperty(p, lng, names));
  const good = plan.good?.catalogue.get(lng)?.files.properties;
  return {
    properties: plan.since && good ? mergeListings(good, listings, read.deleted) : byId(listings),
    projects: byId(crm.projects.map((p) => toProject(p, lng, names))),
    types: toTypes(crm.types, lng),
    cities: toCities(crm.cities, lng),
  };
}

async function run(deps: SyncDeps, forceFull: boolean): Promise<Result> {
  const clock = performance.now();
  const started = deps.now();
  const layout = liveLayout(deps.liveDir);
  let partial: string | undefined;
  try {
    await mkdir(layout.snapshots, { recursive: true });
    const fullEveryHours = deps.fullEveryHours ?? DEFAULT_FULL_EVERY_HOURS;
    const planned = await planSync(deps.liveDir, deps.languages, started, fullEveryHours, deps.log);
    const plan: Plan = forceFull ? { ...planned, since: undefined } : planned;
    deps.log(plan.since ? `sync: incremental read, ${plan.reason}` : `sync: full read (${plan.reason})`);

    const read = await readCrm(deps.client, deps.languages, plan.since);
    const store = await MediaStore.open(deps.liveDir, deps.log);
    const refs = deps.languages.flatMap((lng) => {
      const crm = read.languages.get(lng);
      return crm ? pictureRefs(lng, crm.properties, crm.projects) : [];
    });
    const pictures = await store.resolve(refs, deps.fetchPicture ?? createPictureFetcher());

    const catalogues = new Map(deps.languages.map((lng) => [lng, catalogueOf(read, plan, lng, pictures.names)]));
    const photos = candidatePhotos(catalogues.values(), store);
    if (photos.missing.length > 0 && plan.since) {
      // A kept listing's photo is gone from LIVE_DIR/media (cleaned by hand?): only a full read brings it back.
      deps.log(`sync: ${photos.missing.length} photos of the good snapshot are gone from media/; reading everything`);
      return await run(deps, true);
    }
    const texts = new Map<Lng, Record<CatalogueName, string>>(
      [...catalogues].map(([lng, files]) => [lng, catalogueTexts(files)]),
    );
    const reference = catalogues.get(deps.languages[0] as Lng);
    const stats = (): SyncStats => ({
      properties: reference?.properties.length ?? 0,
      projects: reference?.projects.length ?? 0,
      ...listingChanges(catalogues, plan.good?.catalogue),
      photosDownloaded: pictures.downloaded,
      photosReused: pictures.reused,
      ms: Math.round(performance.now() - clock),
    });
    const timing = { startedAt: started.toISOString(), full: !plan.since };

    if (plan.good && sameAsGood(texts, plan.good.catalogue)) {
      const { id } = plan.good.snapshot;
      deps.log(`sync: nothing changed since snapshot ${id}`);
      return { status: 'unchanged', snapshotId: id, root: layout.snapshot(id), stats: stats(), ...timing };
    }

    const id = snapshotId(started);
    partial = `${layout.snapshot(id)}${PARTIAL}`;
    await writeCandidate({ dir: partial, siteRoot: deps.siteRoot, texts, photos: photos.files });
    // Every image of the candidate is measured already: the site's (linked as they are) and the CRM's.
    const knownSizes = new Map([
      ...(await siteMediaSizes(path.join(deps.siteRoot, 'snapshot', 'media'))),
      ...store.knownSizes(),
    ]);
    const problems = await checkSnapshot(partial, { knownSizes });
    if (problems.length > 0) {
      deps.log(`sync: refused, the CRM's catalogue fails the snapshot check (${problems.length} problems):`);
      for (const problem of problems) deps.log(`sync: ${formatProblem(problem)}`);
      await rm(partial, { recursive: true, force: true });
      return { status: 'refused', problems };
    }
    const root = layout.snapshot(id);
    await rename(partial, root);
    partial = undefined;
    const done = stats();
    deps.log(
      `sync: snapshot ${id}: ${done.properties} listings, ${done.projects} projects, ${done.changed} changed, ` +
        `${done.deleted} deleted, ${done.photosDownloaded} photos fetched, ${done.photosReused} known, ${done.ms} ms`,
    );
    return { status: 'ok', snapshotId: id, root, stats: done, ...timing };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    deps.log(`sync: failed: ${failure.message}`);
    if (partial) await rm(partial, { recursive: true, force: true }).catch(() => {});
    return { status: 'failed', error: failure };
  }
}

/** One sync; never throws: every failure is an outcome, logged. Run it under withSyncLock (./lock.ts). */
export function syncCatalogue(deps: SyncDeps): Promise<Result> {
  return run(deps, false);
}
