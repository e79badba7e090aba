/** The live catalogue's sync (docs/LIVE_CATALOGUE.md): what its callers use. */
export { syncCatalogue } from './sync.ts';
export { markGood, readGood } from './good.ts';
export { pruneSnapshots } from './prune.ts';
export { withSyncLock } from './lock.ts';
export { createPictureFetcher } from './pictures.ts';
export type * from './types.ts';
