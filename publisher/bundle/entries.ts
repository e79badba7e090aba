/**
 * What the build bundles, by entry point, paths from the repository's root: one list for
 * scripts/build.ts, which bundles them, and for the build hash (inputs.ts), which follows their
 * imports. The client's entries are the module scripts of index.html and admin.html.
 */

/** The prerender bundle (build/ssr/), which the portal and the sync's publisher render with too. */
export const SSR_ENTRY = 'src/entry-server.tsx';

/** The server bundle: build/server/{name}.js for each. */
export const SERVER_ENTRIES: Record<string, string> = {
  // The server and its two worker threads (server/forms/intakeThread.ts, server/mail/relayThread.ts).
  index: 'server/index.ts',
  intakeWorker: 'server/forms/intakeWorker.ts',
  relayWorker: 'server/mail/relayWorker.ts',
  // The catalogue's sync and publish, which the server runs in a child process (docs/LIVE_CATALOGUE.md).
  sync: 'scripts/sync.ts',
  // The backup and its restore (npm run db:backup, db:restore), for a host without tsx (docs/BACKUP.md).
  'db-backup': 'scripts/db-backup.ts',
  'db-restore': 'scripts/db-restore.ts',
};
