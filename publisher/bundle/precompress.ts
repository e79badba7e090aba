/** Writes .br and .gz beside every text file of the built site, at the highest levels. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return nested.flat();
}

export async function precompress(dir: string): Promise<number> {
  const targets = (await walk(dir)).filter((file) => TEXT.test(file));
  await Promise.all(
    targets.map(async (file) => {
      const body = await readFile(file);
      await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    }),
  );
  return targets.length;
}
