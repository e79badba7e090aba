/** @jest-environment node */
/**
 * The settings check in the processes that run it: the server (server/index.ts) stops before
 * it listens, `npm start` (scripts/start.ts) before it builds, and the sync child
 * (scripts/sync.ts) says it in its JSON result. Each spawns a process: generous timeouts, and
 * no timing is asserted (a slow machine with both cores busy must pass).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputsHash } from '../../publisher/bundle/inputs.ts';

const REPO = path.resolve(__dirname, '../..');
// By file URL, so a process whose cwd is a temporary folder still finds tsx.
const TSX = pathToFileURL(path.join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const temp = () => mkdtempSync(path.join(tmpdir(), 'settings-'));
const noStack = (stderr: string) => expect(stderr).not.toMatch(/^\s+at /m);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script from source; `onStdout` sees the output as it comes (to find the port). */
function run(
  script: string,
  env: NodeJS.ProcessEnv,
  { cwd = REPO, onStdout }: { cwd?: string; onStdout?: (stdout: string, stop: () => void) => void } = {},
): Promise<Run> {
  const child = spawn(process.execPath, ['--import', TSX, path.join(REPO, script)], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    onStdout?.(stdout, () => child.kill('SIGTERM'));
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A process that hangs is ended before jest's limit, so it cannot outlive the suite.
  const hung = setTimeout(() => child.kill('SIGKILL'), 50_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(hung);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** The server's environment in a test: its own folders, loopback, any free port. */
function serverEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_OWNERS: '0',
    DIST_DIR: temp(),
    DATA_DIR: path.join(temp(), 'data'),
    ...extra,
  };
}

describe('the server with a bad setting', () => {
  it.each([
    ['FORMS_RATE_LIMIT', 'abc', 'FORMS_RATE_LIMIT="abc": not a whole number; expected a whole number of submissions'],
    ['PORT', '99999', 'PORT="99999": more than 65535; expected a port from 0 to 65535'],
  ])(
    '%s=%s: exit 1 with one line naming it, before it listens or touches DATA_DIR',
    async (name, value, line) => {
      const env = serverEnv({ [name]: value, CRM_PASWORD: 'x' });
      const { code, stdout, stderr } = await run('server/index.ts', env);
      expect(code).toBe(1);
      expect(stderr).toContain(line);
      expect(stderr).toContain('Did you mean CRM_PASSWORD?');
      noStack(stderr);
      expect(stdout).not.toMatch(/listening/i);
      // The data folder check (which creates the folder) comes after the settings check.
      expect(existsSync(env.DATA_DIR ?? '')).toBe(false);
    },
    60_000,
  );
});

describe('the server with good settings', () => {
  it('starts on PORT=0 and answers /api/health, warning that NODE_ENV is not production', async () => {
    let health: number | undefined;
    const { stderr } = await run('server/index.ts', serverEnv({ NODE_ENV: 'test' }), {
      onStdout: (stdout, stop) => {
        const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
        if (!origin || health !== undefined) return;
        health = 0;
        void fetch(`${origin}/api/health`)
          .then((response) => (health = response.status))
          .finally(stop);
      },
    });
    expect(health).toBe(200);
    expect(stderr).toContain('NODE_ENV is "test", not production');
  }, 60_000);
});

describe('npm start (scripts/start.ts)', () => {
  it('exits 1 naming a bad setting, without building', async () => {
    const cwd = temp();
    const { code, stdout, stderr } = await run(
      'scripts/start.ts',
      { FORMS_RATE_LIMIT: 'abc', CRM_PASWORD: 'x' },
      { cwd },
    );
    expect(code).toBe(1);
    expect(stderr).toContain('FORMS_RATE_LIMIT="abc": not a whole number');
    // The server it would start is not there to warn: npm start does.
    expect(stderr).toContain('Did you mean CRM_PASSWORD?');
    noStack(stderr);
    expect(stdout).not.toMatch(/building|Serving on/);
    expect(readdirSync(cwd)).toEqual([]);
  }, 60_000);

  it.each([
    ['', 'production'],
    ['development', 'development'],
  ])(
    'starts the server with NODE_ENV=%j as %s',
    async (given, expected) => {
      // A built tree as far as ensureBuild can tell (its stamp matches), whose server says its NODE_ENV.
      const cwd = temp();
      mkdirSync(path.join(cwd, 'build', 'server'), { recursive: true });
      writeFileSync(
        path.join(cwd, 'build', 'server', 'index.js'),
        'console.log(`NODE_ENV=${process.env.NODE_ENV}`);\n',
      );
      writeFileSync(path.join(cwd, 'build', 'stamp.json'), JSON.stringify({ inputs: await inputsHash(cwd) }));
      const { code, stdout } = await run('scripts/start.ts', { NODE_ENV: given, PORT: '4321' }, { cwd });
      expect(stdout).not.toContain('building');
      expect(stdout).toContain('Serving on http://localhost:4321/');
      expect(stdout).toContain(`NODE_ENV=${expected}`);
      expect(code).toBe(0);
    },
    60_000,
  );
});

describe('the sync child (scripts/sync.ts) with a bad setting', () => {
  it('fails in its JSON result, naming each bad setting, without the password', async () => {
    const { code, stdout } = await run('scripts/sync.ts', {
      CRM_URL: 'ftp://crm.example.be',
      CRM_CUSTOMER: 'immo',
      CRM_PASSWORD: 'sync-child-password',
      CRM_FULL_SYNC_HOURS: 'daily',
      DATA_DIR: temp(),
    });
    expect(code).toBe(1);
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { status: string; message: string };
    expect(result.status).toBe('failed');
    expect(result.message).toContain('CRM_URL must start with http:// or https://, not ftp://');
    expect(result.message).toContain('CRM_FULL_SYNC_HOURS="daily": not a whole number');
    expect(result.message).not.toContain('sync-child-password');
  }, 60_000);
});
