/**
 * The .br and .gz siblings of the text files a publish wrote, at the levels of the full build
 * (scripts/precompress.ts). zlib's asynchronous calls run on libuv's thread pool, so the two
 * cores compress while the next page renders.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|json|xml|txt)$/;

/** Writes the siblings of each text file under `dir` and returns their relative names. */
export async function compressBeside(dir: string, files: readonly string[]): Promise<string[]> {
  const targets = files.filter((file) => TEXT.test(file));
  const made: string[] = [];
  const queue = [...targets];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = await readFile(path.join(dir, file));
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gz(body, { level: 9 }),
      ]);
      await writeFile(path.join(dir, `${file}.br`), br);
      await writeFile(path.join(dir, `${file}.gz`), gzipped);
      made.push(`${file}.br`, `${file}.gz`);
    }
  };
  await Promise.all([worker(), worker()]);
  return made;
}
