/**
 * The backup archive's container: a gzip'd POSIX tar (ustar), so that `tar -tzf FILE` lists it
 * and `tar -xzf FILE` opens it on any machine, written and read here with Node's zlib alone.
 *
 * Only what a backup holds: regular files under plain relative names. The reader refuses
 * anything else (links, devices, absolute names, `..`), so an archive can never write outside
 * the folder it is extracted into, and reports a truncated or altered archive as damaged.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;
/** The largest size the octal field holds; larger files use the base-256 form GNU and BSD tar read. */
const OCTAL_SIZE_MAX = 8 ** 11 - 1;
/** What a name inside an archive may be: folders and a file, each of plain characters. */
const SAFE_NAME = /^(?:[A-Za-z0-9_][A-Za-z0-9_.@+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.@+-]*$/;

/** The archive is not a backup this program can read, or was altered or cut short. */
export class ArchiveDamaged extends Error {}

export interface TarSource {
  /** Its name inside the archive (`site.db`, `uploads/….pdf`). */
  name: string;
  /** The bytes, or a file on disk whose size must not change while it is read. */
  content: Buffer | { file: string; size: number };
}

export interface Written {
  name: string;
  size: number;
  sha256: string;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (!SAFE_NAME.test(name)) throw new Error(`"${name}" cannot be put in the archive: not a plain relative name`);
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/');
  const prefix = name.slice(0, Math.max(cut, 0));
  const base = name.slice(cut + 1);
  if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) {
    throw new Error(`"${name}" cannot be put in the archive: the name is too long`);
  }
  return { prefix, base };
}

export function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  if (size <= OCTAL_SIZE_MAX) block.write(octal(size, 12), 124, 'ascii');
  else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes the entries as a .tar.gz into `out`, hashing each file's bytes as they go; `last`
 * is asked for its entry once the others are written (the manifest, which lists them).
 */
export async function writeTarGz(
  out: Writable,
  sources: AsyncIterable<TarSource> | Iterable<TarSource>,
  last: (written: Written[]) => TarSource,
): Promise<Written[]> {
  const written: Written[] = [];
  const now = new Date();
  async function* blocks(): AsyncGenerator<Buffer> {
    const one = async function* (source: TarSource): AsyncGenerator<Buffer> {
      const hash = createHash('sha256');
      const size = Buffer.isBuffer(source.content) ? source.content.length : source.content.size;
      yield header(source.name, size, now);
      let seen = 0;
      if (Buffer.isBuffer(source.content)) {
        hash.update(source.content);
        seen = size;
        yield source.content;
      } else {
        for await (const chunk of createReadStream(source.content.file) as AsyncIterable<Buffer>) {
          seen += chunk.length;
          if (seen > size) break;
          hash.update(chunk);
          yield chunk;
        }
        if (seen !== size) throw new Error(`${source.content.file} changed size while it was archived`);
      }
      yield padding(size);
      written.push({ name: source.name, size, sha256: hash.digest('hex') });
    };
    for await (const source of sources) yield* one(source);
    yield* one(last([...written]));
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(blocks, createGzip(), out);
  return written;
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class Chunks {
  private held: Buffer = Buffer.alloc(0);
  private ended = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<void> {
    while (this.held.length < wanted && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else this.held = this.held.length === 0 ? next.value : Buffer.concat([this.held, next.value]);
    }
  }

  /** `size` bytes; null at a clean end; damaged when the stream stops inside them. */
  async take(size: number): Promise<Buffer | null> {
    await this.fill(size);
    if (this.held.length === 0 && this.ended) return null;
    if (this.held.length < size) throw new ArchiveDamaged('it ends early: it was cut short');
    const part = this.held.subarray(0, size);
    this.held = this.held.subarray(size);
    return part;
  }

  /** Up to `size` bytes, at least one. */
  async some(size: number): Promise<Buffer> {
    await this.fill(1);
    if (this.held.length === 0) throw new ArchiveDamaged('it ends early: it was cut short');
    const part = this.held.subarray(0, Math.min(size, this.held.length));
    this.held = this.held.subarray(part.length);
    return part;
  }
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

function number(block: Buffer, start: number, length: number): number {
  if ((block[start] ?? 0) & 0x80) {
    const value = block.readBigUInt64BE(start + length - 8);
    if (value > BigInt(Number.MAX_SAFE_INTEGER))
      throw new ArchiveDamaged('an entry of the archive has an impossible size');
    return Number(value);
  }
  const digits = text(block, start, length).trim();
  if (!/^[0-7]+$/.test(digits)) throw new ArchiveDamaged('an entry header of the archive is not readable');
  return parseInt(digits, 8);
}

function parseHeader(block: Buffer): { name: string; size: number } {
  const stored = number(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  if (sum !== stored) throw new ArchiveDamaged('an entry header of the archive does not match its checksum');
  if (!text(block, 257, 6).startsWith('ustar')) throw new ArchiveDamaged('it is not a tar archive');
  const type = String.fromCharCode(block[156] ?? 0);
  const prefix = text(block, 345, 155);
  const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
  if (type !== '0' && type !== '\0') throw new ArchiveDamaged(`"${name}" in the archive is not a plain file`);
  if (!SAFE_NAME.test(name)) throw new ArchiveDamaged(`"${name}" in the archive is not a plain relative name`);
  return { name, size: number(block, 124, 12) };
}

/**
 * Extracts a .tar.gz into `dir` (which must exist), each file created new (never over another),
 * and returns what it wrote with each file's sha256. A damaged stream, header or gzip check is
 * an ArchiveDamaged; nothing is removed here (the caller owns `dir`).
 */
export async function extractTarGz(input: Readable, dir: string): Promise<Written[]> {
  const gunzip = createGunzip();
  const piping = pipeline(input, gunzip).catch((error: unknown) => {
    gunzip.destroy(error as Error);
  });
  const chunks = new Chunks(gunzip[Symbol.asyncIterator]());
  const written: Written[] = [];
  const seen = new Set<string>();
  try {
    for (;;) {
      const block = await chunks.take(BLOCK);
      if (!block) throw new ArchiveDamaged('it ends early: its end marker is missing');
      if (block.every((byte) => byte === 0)) break;
      const { name, size } = parseHeader(block);
      if (seen.has(name)) throw new ArchiveDamaged(`"${name}" is twice in the archive`);
      seen.add(name);
      const target = path.join(dir, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(target, 'wx', 0o600);
      const hash = createHash('sha256');
      try {
        for (let left = size; left > 0;) {
          const part = await chunks.some(Math.min(left, 1 << 20));
          hash.update(part);
          await handle.write(part);
          left -= part.length;
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await chunks.take(padding(size).length);
      written.push({ name, size, sha256: hash.digest('hex') });
    }
    // The rest is the end marker's second block and the gzip trailer, whose check must pass too.
    while ((await chunks.take(BLOCK)) !== null);
  } catch (error) {
    if (error instanceof ArchiveDamaged) throw error;
    const code = (error as { code?: string }).code ?? '';
    const message = (error as Error).message;
    if (code === 'Z_BUF_ERROR') throw new ArchiveDamaged(`it ends early: it was cut short (${message})`);
    if (/header check/.test(message)) throw new ArchiveDamaged(`it is not a .tar.gz file (${message})`);
    if (code.startsWith('Z_')) throw new ArchiveDamaged(`it is damaged (${message})`);
    throw error;
  } finally {
    gunzip.destroy();
    await piping;
  }
  return written;
}
