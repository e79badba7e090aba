/** @jest-environment node */
/**
 * A data folder the server cannot use stops the start with one message that names DATA_DIR,
 * the path, the cause and the fix, and exit code 1: no stack. We run as root, for whom no
 * chmod makes a folder read-only, so the real cases are a path under a regular file
 * (ENOTDIR), under /sys (EPERM) and under /proc (ENOENT); EROFS and EACCES are checked on
 * the message alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDataDir, dataDirMessage } from './dataDir.ts';

const temp = () => mkdtempSync(path.join(tmpdir(), 'data-dir-'));

function fileInTheWay(): string {
  const file = path.join(temp(), 'not-a-folder');
  writeFileSync(file, 'x');
  return file;
}

function start(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG: '0', DIST_DIR: temp() },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => server.on('exit', (code) => resolve({ code, stderr })));
}

describe('the message for a data folder the server cannot use', () => {
  it.each([
    ['EROFS', 'the file system is read-only', 'mount a writable volume there'],
    ['EACCES', 'permission denied', 'write access'],
    ['EPERM', 'permission denied', 'write access'],
    ['ENOTDIR', 'not a directory', 'remove or rename that file'],
  ])('names DATA_DIR, the path, the cause and the fix for %s', (code, cause, fix) => {
    const message = dataDirMessage('/srv/immo/data', { code, at: '/srv/immo/data' });
    expect(message).toContain('DATA_DIR=/srv/immo/data');
    expect(message).toContain(cause);
    expect(message).toContain(fix);
    expect(message).toContain('Fix: ');
    expect(message).toContain(code);
    expect(message.split('\n')).toHaveLength(2);
  });
});

describe('checking the data folder', () => {
  it('creates a missing folder with its parents, and leaves nothing else in it', () => {
    const dir = path.join(temp(), 'a', 'b', 'data');
    expect(checkDataDir(dir)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('finds the file in the way of a path under a regular file', () => {
    const file = fileInTheWay();
    expect(checkDataDir(path.join(file, 'data'))).toEqual({ code: 'ENOTDIR', at: file });
  });

  it('refuses a path where the kernel allows no folder (/sys, /proc), without hanging', () => {
    if (existsSync('/sys/kernel')) expect(checkDataDir('/sys/immo-test/data')?.code).toMatch(/^(EPERM|EACCES|EROFS)$/);
    if (existsSync('/proc/self')) expect(checkDataDir('/proc/immo-test/data')?.code).toMatch(/^(ENOENT|EROFS|EACCES)$/);
  });
});

describe('starting the server on a data folder it cannot use', () => {
  it('prints one message and exits 1, no stack, for a path under a regular file', async () => {
    const dataDir = path.join(fileInTheWay(), 'data');
    const { code, stderr } = await start(dataDir);
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot use the data folder DATA_DIR=${dataDir}: not a directory`);
    expect(stderr).toContain('Fix: remove or rename that file');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('does the same for a folder under /sys', async () => {
    if (!existsSync('/sys/kernel')) return;
    const { code, stderr } = await start('/sys/immo-test/data');
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot use the data folder DATA_DIR=/sys/immo-test/data: permission denied');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
