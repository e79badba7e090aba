/**
 * npm run staff:add -- --email EMAIL --role admin|agent [--name NAME] [--lng nl|fr|en|de]:
 * a back-office member and their one-time link to choose a password (server/staff/staffAdd.ts).
 */
import { staffAdd } from '../server/staff/staffAdd.ts';

process.exitCode = await staffAdd(process.argv.slice(2), {
  env: process.env,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  now: () => Date.now(),
});
