/**
 * The real server in a process of its own, started from one of this folder's child scripts with
 * tsx, for the tests that signal it, kill it or start it again. The script prints "listening
 * <port>" once it answers; its other stdout lines are the log (JSON lines), kept by their message.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildServer {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The log lines' messages so far. */
  log: string[];
  /** Resolves once a log message matches. */
  logged(pattern: RegExp): Promise<string>;
}

// What a failed test leaves running is stopped after it, or jest would wait for it forever.
const running = new Set<ChildProcess>();

/** Kills every child server still running: for the test file's afterEach. */
export function killChildServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Starts the child script with its arguments; resolves once it listens. */
export function startChildServer(script: string, args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const log: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let rest = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const port = /^listening (\d+)$/.exec(line)?.[1];
        if (port) {
          resolve({ port: Number(port), child, exited, log, logged });
          continue;
        }
        let message = line;
        try {
          message = String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
        } catch {
          // not a log line
        }
        log.push(message);
        for (const wait of waiting.filter((w) => w.pattern.test(message))) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(message);
        }
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });

  function logged(pattern: RegExp): Promise<string> {
    const found = log.find((line) => pattern.test(line));
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => waiting.push({ pattern, resolve }));
  }
}
