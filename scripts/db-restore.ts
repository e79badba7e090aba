/**
 * npm run db:restore -- FILE: a backup archive back into an empty DATA_DIR, checked whole
 * before anything is put in place (server/db/backup/restore.ts, docs/BACKUP.md).
 */
import { dbRestore } from '../server/db/backup/restore.ts';

process.exitCode = await dbRestore(process.argv.slice(2), {
  env: process.env,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
