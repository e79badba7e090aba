/**
 * npm run db:backup -- FILE: the data folder (its SQLite database, uploads, outbox and keys)
 * in one .tar.gz, taken while the site serves (server/db/backup/backup.ts, docs/BACKUP.md).
 */
import { dbBackup } from '../server/db/backup/backup.ts';

process.exitCode = await dbBackup(process.argv.slice(2), {
  env: process.env,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
