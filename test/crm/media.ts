/**
 * The picture files the test CRM serves at /pictures/{name}.{ext}: the snapshot's source
 * drawings as they are (SVG), bytes a test hands in (PNG or JPEG, as a real CRM serves them),
 * and, for a generated catalogue, copies of a drawing made distinct by a comment, so each
 * listing has photos of its own content, as a sync that stores photos by content hash expects.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type PictureType = 'image/svg+xml' | 'image/png' | 'image/jpeg';

export const EXTENSIONS: Record<PictureType, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

type Source = { type: PictureType } & ({ file: string; salt?: string } | { bytes: Buffer });

export class PictureStore {
  private readonly sources = new Map<string, Source>();

  /** Every SVG of a folder (snapshot/media), by name without extension. */
  static fromFolder(folder: string): PictureStore {
    const store = new PictureStore();
    if (!existsSync(folder)) return store;
    for (const file of readdirSync(folder)) {
      if (file.endsWith('.svg')) {
        store.sources.set(file.slice(0, -4), { type: 'image/svg+xml', file: path.join(folder, file) });
      }
    }
    return store;
  }

  has(name: string): boolean {
    return this.sources.has(name);
  }

  /** The picture's file name on the CRM ("p120-1.svg"). */
  fileName(name: string): string {
    const source = this.sources.get(name);
    if (!source) throw new Error(`the test CRM has no picture ${name}`);
    return `${name}.${EXTENSIONS[source.type]}`;
  }

  add(name: string, type: PictureType, bytes: Buffer): void {
    this.sources.set(name, { type, bytes });
  }

  /** `name` as a copy of the drawing `base` with bytes of its own. */
  derive(name: string, base: string): void {
    const source = this.sources.get(base);
    if (!source || !('file' in source)) throw new Error(`the test CRM has no drawing ${base} to copy`);
    this.sources.set(name, { type: source.type, file: source.file, salt: name });
  }

  /** The bytes and type of `/pictures/{file}`, or undefined. */
  read(file: string): { type: PictureType; bytes: Buffer } | undefined {
    const dot = file.lastIndexOf('.');
    const source = this.sources.get(file.slice(0, dot));
    if (!source || EXTENSIONS[source.type] !== file.slice(dot + 1)) return undefined;
    if ('bytes' in source) return { type: source.type, bytes: source.bytes };
    const bytes = readFileSync(source.file);
    // A comment after the root element keeps the SVG valid and the picture the same.
    return {
      type: source.type,
      bytes: source.salt ? Buffer.concat([bytes, Buffer.from(`<!-- ${source.salt} -->\n`)]) : bytes,
    };
  }
}
