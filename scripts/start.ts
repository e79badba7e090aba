/**
 * `npm start`: checks the environment, builds when the sources changed, then serves the site
 * on PORT (8080) with NODE_ENV=production unless the caller set NODE_ENV (React's development
 * build renders several times slower; `npm run dev` is the development server).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { settingsOrExit } from '../server/settings/check.ts';

// The server's own check (server/settings/env.ts), before a build of minutes: a bad setting
// stops here at once, with the server's message, rather than after the build.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV?.trim() || 'production' };
const settings = settingsOrExit(env, process.cwd(), { warnUnknown: false });

// Imported only now: the build's modules (Vite, esbuild) take ~0.6 s to load, for nothing on a bad setting.
const { ensureBuild } = await import('./ensure-build.ts');
await ensureBuild().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(settings.port === 0 ? 'Serving on a free port (PORT=0)' : `Serving on http://localhost:${settings.port}/`);
const server = spawn(process.execPath, ['--enable-source-maps', path.join('build', 'server', 'index.js')], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
