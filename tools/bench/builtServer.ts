/**
 * The built server (`npm run build`) in a process of its own, as deployed (`npm run serve`:
 * React's production build, no request log), on 127.0.0.1; resolves once /api/health answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const HOST = '127.0.0.1';

export async function startBuiltServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join('build', 'server', 'index.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST, LOG: '0', DATA_DIR: dataDir, ...env },
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('The server exited before answering /api/health');
    const healthy = await fetch(`http://${HOST}:${port}/api/health`)
      .then(async (response) => ((await response.json()) as { status?: string }).status === 'ok')
      .catch(() => false);
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  throw new Error('The server did not answer /api/health within 15 s');
}

/** A port no one listens on now, for a server of the bench. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}
