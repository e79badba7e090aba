/**
 * One server start in a child process, for the start-up race test (server/db/startRace.test.ts):
 * builds the whole app on DATA_DIR (database, migrations, keys, demo seed) once the parent says
 * "go" on stdin, so several children start at the same moment, then closes and exits 0.
 */
import path from 'node:path';
import { createApp } from '../../server/app.ts';

const [distDir = '', dataDir = ''] = process.argv.slice(2);
// scrypt costs 128 MiB and ~260 ms; a pause of that order keeps the window between "is it
// empty?" and the inserts as wide as the real hash leaves it, without three scrypts at once.
const slowHash = async (password: string) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return `test:${password}`;
};

process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  const app = await createApp({
    distDir,
    dataDir,
    mail: { relay: false },
    owners: { demoFile: path.resolve('snapshot/owners.json'), hashPassword: slowHash },
    alerts: { schedule: false },
  });
  await app.ready();
  await app.close();
  process.exit(0);
});
