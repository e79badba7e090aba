/**
 * npm run test:pg: the server's storage and server suites on PostgreSQL, with the same
 * assertions as on SQLite (test/db/testSql.ts, server/db/settings.ts). With TEST_DATABASE_URL
 * set it uses that server; otherwise it starts a throwaway cluster from Debian's postgresql
 * package (scripts/pg/cluster.sh) and removes it afterwards. Extra arguments go to jest.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CLUSTER = path.resolve('scripts/pg/cluster.sh');
// The suites that reach the database; the catalogue's (crm, release, publish) do not.
const SUITES = ['server', 'test/db', 'test/crm/leadsDelivery', 'test/crm/appointments'];
const IGNORED = ['/server/crm/', '/server/release/', '/server/ssr/'];

let url = process.env.TEST_DATABASE_URL?.trim();
let dir: string | null = null;
if (!url) {
  dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const port = String(20000 + Math.floor(Math.random() * 20000));
  url = execFileSync(CLUSTER, ['start', path.join(dir, 'cluster'), port], { encoding: 'utf8' }).trim();
  console.log(`PostgreSQL for the tests: ${url.replace(/:[^:@/]+@/, ':***@')}`);
}
const args = process.argv.slice(2);
const paths = args.some((arg) => !arg.startsWith('-')) ? [] : SUITES;
const ignore = IGNORED.map((pattern) => `--testPathIgnorePatterns=${pattern}`);
const result = spawnSync('npx', ['jest', ...paths, ...args, ...ignore], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
if (dir) {
  execFileSync(CLUSTER, ['stop', path.join(dir, 'cluster')], { stdio: 'inherit' });
  rmSync(dir, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
