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
import type { CatalogueFiles } from '../../../publisher/snapshot/catalogueCheck.ts';
import type { ImageSize } from '../../../publisher/media/media.ts';
import { checkSnapshot, formatProblem } from '../../../publisher/snapshot/snapshot.ts';
import { candidatePhotos, catalogueTexts, writeCandidate } from './candidate.ts';
import { listingChanges, mergeListings, sameAsGood } from './compare.ts';
import type { CatalogueName } from './good.ts';
import { liveLayout, PARTIAL, snapshotId } from './layout.ts';
import { MediaStore } from './mediaStore.ts';
import { createPictureFetcher } from './pictures.ts';
import { DEFAULT_FULL_EVERY_HOURS, planSync, type Plan } from './plan.ts';
import { readCrm, type CrmRead } from './read.ts';
import { pictureRefs, toCities, toProject, toProperty, toTypes } from './records.ts';
import { recountCities, recountTypes } from './recount.ts';
import { collectRejections, keepGood, mostRejected, rejectedCount, summarise, type Rejections } from './rejects.ts';
import { siteMediaSizes } from './siteMedia.ts';
import type { SyncDeps, SyncFailed, SyncOk, SyncRefused, SyncStats, SyncUnchanged } from './types.ts';

type Result = SyncOk | SyncUnchanged | SyncRefused | SyncFailed;

/** One run's shared state: when it started, how long each step took, the candidate to remove on failure. */
interface Run {
  deps: SyncDeps;
  started: Date;
  steps: string[];
  step: (name: string) => void;
  candidateDir?: string;
}

type Prepared =
  | { kind: 'unchanged'; snapshotId: string; full: boolean; stats: Omit<SyncStats, 'ms'>; rejections: Rejections }
  | {
      kind: 'candidate';
      snapshotId: string;
      full: boolean;
      stats: Omit<SyncStats, 'ms'>;
      rejections: Rejections;
      knownSizes: Map<string, ImageSize>;
    }
  /** An incremental read found photos of the good snapshot gone from LIVE_DIR/media: only a full read brings them back. */
  | { kind: 'full-needed'; missing: number };

/** One language's files: what was read and accepted, merged with the good snapshot as ./rejects.ts says. */
function catalogueOf(
  read: CrmRead,
  plan: Plan,
  lng: Lng,
  names: ReadonlyMap<string, string>,
  rejections: Rejections,
): CatalogueFiles {
  const crm = read.languages.get(lng);
  if (!crm) throw new Error(`sync: nothing was read in ${lng}`);
  const listings = crm.properties.filter((p) => !rejections.listings.has(p.ID)).map((p) => toProperty(p, lng, names));
  const projects = crm.projects.filter((p) => !rejections.projects.has(p.ID)).map((p) => toProject(p, lng, names));
  const good = plan.good?.catalogue.get(lng)?.files;
  const unseen = (kind: 'listing' | 'project') => rejections.unidentified.some((r) => r.kind === kind);
  const properties =
    plan.since && good
      ? mergeListings(good.properties, listings, read.deleted)
      : keepGood(listings, good?.properties, rejections.listings, unseen('listing'));
  const types = toTypes(crm.types, lng);
  const cities = toCities(crm.cities, lng);
  const recount = rejectedCount(rejections) > 0;
  return {
    properties,
    projects: keepGood(projects, good?.projects, rejections.projects, unseen('project')),
    types: recount ? recountTypes(types, properties) : types,
    cities: recount ? recountCities(cities, properties) : cities,
  };
}

/**
 * Read, store the photos, merge, and write the candidate. Everything large (the CRM's records,
 * the good snapshot, the files' text) lives only in here, so it can be collected before the
 * snapshot check reads the candidate again: for 2,000 listings in three languages that halves
 * the sync's peak memory.
 */
async function prepare(run: Run, forceFull: boolean): Promise<Prepared> {
  const { deps, started, step } = run;
  const layout = liveLayout(deps.liveDir);
  const fullEveryHours = deps.fullEveryHours ?? DEFAULT_FULL_EVERY_HOURS;
  const planned = await planSync(deps.liveDir, deps.languages, started, fullEveryHours, deps.log);
  const plan: Plan = forceFull ? { ...planned, since: undefined, reason: 'photos were missing' } : planned;
  deps.log(plan.since ? `sync: incremental read, ${plan.reason}` : `sync: full read (${plan.reason})`);

  const read = await readCrm(deps.client, deps.languages, plan.since, plan.since ? plan.good?.snapshot.retry : []);
  step('read');
  const store = await MediaStore.open(deps.liveDir, deps.log);
  const refs = deps.languages.flatMap((lng) => {
    const crm = read.languages.get(lng);
    return crm ? pictureRefs(lng, crm.properties, crm.projects) : [];
  });
  const pictures = await store.resolve(refs, deps.fetchPicture ?? createPictureFetcher({ policy: deps.mediaPolicy }));
  step('photos');
  const rejections = collectRejections(read.languages.values(), refs, pictures.failed);

  const catalogues = new Map(
    deps.languages.map((lng) => [lng, catalogueOf(read, plan, lng, pictures.names, rejections)]),
  );
  const photos = candidatePhotos(catalogues.values(), store);
  if (photos.missing.length > 0 && plan.since) return { kind: 'full-needed', missing: photos.missing.length };
  const texts = new Map<Lng, Record<CatalogueName, string>>(
    [...catalogues].map(([lng, files]) => [lng, catalogueTexts(files)]),
  );
  const reference = catalogues.get(deps.languages[0] as Lng);
  const refused = mostRejected(rejections, {
    listings: reference?.properties.map((p) => p.ID) ?? [],
    projects: reference?.projects.map((p) => p.ID) ?? [],
  });
  if (refused) throw new Error(`sync: ${refused}`);
  const stats = {
    properties: reference?.properties.length ?? 0,
    projects: reference?.projects.length ?? 0,
    ...listingChanges(catalogues, plan.good?.catalogue),
    photosDownloaded: pictures.downloaded,
    photosReused: pictures.reused,
    rejected: rejectedCount(rejections),
  };
  const full = !plan.since;
  step('merge');
  if (plan.good && sameAsGood(texts, plan.good.catalogue)) {
    return { kind: 'unchanged', snapshotId: plan.good.snapshot.id, full, stats, rejections };
  }

  const id = snapshotId(started);
  run.candidateDir = `${layout.snapshot(id)}${PARTIAL}`;
  await writeCandidate({ dir: run.candidateDir, siteRoot: deps.siteRoot, texts, photos: photos.files });
  step('write');
  return { kind: 'candidate', snapshotId: id, full, stats, rejections, knownSizes: store.knownSizes() };
}

async function attempt(run: Run): Promise<Result> {
  const { deps } = run;
  const layout = liveLayout(deps.liveDir);
  const clock = performance.now();
  await mkdir(layout.snapshots, { recursive: true });
  let prepared = await prepare(run, false);
  if (prepared.kind === 'full-needed') {
    deps.log(`sync: ${prepared.missing} photos of the good snapshot are gone from media/; reading everything`);
    prepared = await prepare(run, true);
  }
  if (prepared.kind === 'full-needed') throw new Error('sync: photos are missing after a full read');
  const rejected = summarise(prepared.rejections);
  for (const record of rejected) deps.log(`sync: left out, its last good version kept: ${record.message}`);
  const timing = { startedAt: run.started.toISOString(), full: prepared.full, rejected };
  const stats = () => ({ ...prepared.stats, ms: Math.round(performance.now() - clock) });
  const id = prepared.snapshotId;

  if (prepared.kind === 'unchanged') {
    deps.log(`sync: nothing changed since snapshot ${id} (${run.steps.join(', ')})`);
    return { status: 'unchanged', snapshotId: id, root: layout.snapshot(id), stats: stats(), ...timing };
  }
  const candidate = run.candidateDir as string;
  // Every image of the candidate is measured already: the site's (linked as they are) and the CRM's.
  const knownSizes = new Map([
    ...(await siteMediaSizes(path.join(deps.siteRoot, 'snapshot', 'media'))),
    ...prepared.knownSizes,
  ]);
  const problems = await checkSnapshot(candidate, { knownSizes });
  run.step('check');
  if (problems.length > 0) {
    deps.log(`sync: refused, the CRM's catalogue fails the snapshot check (${problems.length} problems):`);
    for (const problem of problems) deps.log(`sync: ${formatProblem(problem)}`);
    await rm(candidate, { recursive: true, force: true });
    run.candidateDir = undefined;
    return { status: 'refused', problems };
  }
  const root = layout.snapshot(id);
  await rename(candidate, root);
  run.candidateDir = undefined;
  const done = stats();
  deps.log(
    `sync: snapshot ${id}: ${done.properties} listings, ${done.projects} projects, ${done.changed} changed, ` +
      `${done.deleted} deleted, ${done.rejected} left out, ${done.photosDownloaded} photos fetched, ` +
      `${done.photosReused} known, ` +
      `${done.ms} ms (${run.steps.join(', ')})`,
  );
  return { status: 'ok', snapshotId: id, root, stats: done, ...timing };
}

/** One sync; never throws: every failure is an outcome, logged. Run it under withSyncLock (./lock.ts). */
export async function syncCatalogue(deps: SyncDeps): Promise<Result> {
  let mark = performance.now();
  const run: Run = {
    deps,
    started: deps.now(),
    steps: [],
    // How long each step took, for the summary line: what to look at when a sync gets slow.
    step: (name) => {
      const at = performance.now();
      run.steps.push(`${name} ${Math.round(at - mark)} ms`);
      mark = at;
    },
  };
  try {
    return await attempt(run);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    deps.log(`sync: failed: ${failure.message}`);
    if (run.candidateDir) await rm(run.candidateDir, { recursive: true, force: true }).catch(() => {});
    return { status: 'failed', error: failure };
  }
}
