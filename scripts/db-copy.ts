/**
 * npm run db:copy: moves the SQLite file of a data folder into the PostgreSQL database of
 * DATABASE_URL (and DATABASE_SCHEMA), idempotently (server/db/dbCopy.ts). Run it with the
 * site stopped, before the instances start on PostgreSQL:
 *
 *   DATABASE_URL=postgres://site:…@db.example:5432/site npm run db:copy [-- --from data/site.db]
 *
 * The file is first brought to this version's schema, as the server would on start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { openSql } from '../server/db/open.ts';
import { DatabaseConfigError, databaseSettings, redactUrl } from '../server/db/settings.ts';
import { CopyConflict, copyDatabase } from '../server/db/dbCopy.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const fromFlag = process.argv.indexOf('--from');
const file = path.resolve(fromFlag > 0 ? (process.argv[fromFlag + 1] ?? '') : path.join(dataDir, 'site.db'));

try {
  const settings = databaseSettings(process.env, dataDir);
  if (settings.engine !== 'postgres') {
    throw new DatabaseConfigError('db:copy needs DATABASE_URL=postgres://… (the database to copy into)');
  }
  if (!existsSync(file)) throw new DatabaseConfigError(`No SQLite file at ${file} (set DATA_DIR, or --from FILE)`);
  const source = openDatabase(file);
  const target = await openSql(settings, { role: 'db:copy', poolSize: 2 });
  try {
    const started = Date.now();
    const { tables, uploadFiles } = await copyDatabase(source, target, {
      uploadDir: path.join(path.dirname(file), 'uploads'),
    });
    console.log(`From ${file} to ${redactUrl(settings.url)}, schema ${settings.schema}:`);
    for (const { table, rows, written } of tables) {
      console.log(
        `  ${table.padEnd(24)} ${String(rows).padStart(7)} rows, ${written} written, ${rows - written} already there`,
      );
    }
    if (uploadFiles > 0) console.log(`  ${uploadFiles} uploaded file(s) of DATA_DIR/uploads carried into the database`);
    console.log(`Done in ${Date.now() - started} ms.`);
  } finally {
    source.close();
    await target.close();
  }
} catch (error) {
  if (error instanceof DatabaseConfigError || error instanceof CopyConflict) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
