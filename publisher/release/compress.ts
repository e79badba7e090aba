/**
 * The .br and .gz siblings of the text files a publish writes, at the levels of the full build
 * (publisher/bundle/precompress.ts). Each file is handed over as it is written: zlib's asynchronous calls
 * run on libuv's thread pool, so the cores compress while the next page renders, two files at
 * a time so that a large publish never holds more than a few bodies in memory.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|json|xml|txt)$/;
/**
 * Brotli's level 11 costs about a second per megabyte here: 1.9 s for the browser catalogue of
 * 2,000 listings (1.7 MB), three of them in every publish that changes a card. Level 10 makes
 * it 8% larger (74 KB against 68 KB) in 0.46 s, so large files get 10 and the publish of one
 * changed listing stays a matter of seconds; pages and detail files, all small, keep 11.
 */
const LARGE = 512 * 1024;
const AT_ONCE = 2;

export interface Compressor {
  /** Compresses `file` (relative to the directory) beside itself, if it is text. */
  add(file: string, body: string | Buffer): Promise<void>;
  /** Waits for every file added; their siblings' relative names. */
  done(): Promise<string[]>;
}

export function compressor(dir: string): Compressor {
  const made: string[] = [];
  const running = new Set<Promise<void>>();
  let failure: unknown;
  const compress = async (file: string, body: Buffer) => {
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: body.length > LARGE ? 10 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    await writeFile(path.join(dir, `${file}.br`), br);
    await writeFile(path.join(dir, `${file}.gz`), gzipped);
    made.push(`${file}.br`, `${file}.gz`);
  };
  return {
    async add(file, body) {
      if (!TEXT.test(file)) return;
      while (running.size >= AT_ONCE) await Promise.race(running);
      const job = compress(file, Buffer.isBuffer(body) ? body : Buffer.from(body)).then(
        () => void running.delete(job),
        (error: unknown) => {
          failure ??= error;
          running.delete(job);
        },
      );
      running.add(job);
    },
    async done() {
      await Promise.all(running);
      if (failure !== undefined) throw failure;
      return made;
    },
  };
}
