/** `npm start`: builds when the sources changed, then serves the site on PORT (8080). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './ensure-build.ts';

await ensureBuild().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const port = process.env.PORT ?? '8080';
console.log(`Serving on http://localhost:${port}/`);
const server = spawn(process.execPath, ['--enable-source-maps', path.join('build', 'server', 'index.js')], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
