/**
 * Whether an uploaded JPEG or PNG is a whole image and nothing else. Its first bytes only
 * say what it claims to be (sniff.ts): here it is decoded completely with sharp (libvips),
 * which fails on truncated or damaged pixel data, and its structure is walked to where the
 * image ends (JPEG: the end-of-image marker after the last scan; PNG: the IEND chunk).
 *
 * Decision: bytes after that end are refused. Decoders ignore them, which is exactly what a
 * polyglot relies on (an image that is also a ZIP, a script or an executable). Phones that
 * append a video after the image (a "motion photo") are refused too: the visitor is asked to
 * save the photo again, which drops it. What a file may still carry inside its own metadata
 * segments (EXIF, comments) is inert for every viewer; only re-encoding would remove it.
 */
import sharp from 'sharp';

/** A 50-megapixel phone photo still passes; a decompression bomb does not. */
const MAX_PIXELS = 60_000_000;
/** Some writers pad a file to a block size; padding is zeros, never data. */
const isPadding = (bytes: Uint8Array, from: number): boolean => bytes.subarray(from).every((b) => b === 0);

const u16be = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32be = (bytes: Uint8Array, at: number): number => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);

/** The offset just after a JPEG's end-of-image marker, or -1. */
export function jpegEnd(bytes: Uint8Array): number {
  let at = 2; // after SOI
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    while (bytes[at] === 0xff) at++; // fill bytes before a marker
    const marker = bytes[at++];
    if (marker === undefined) return -1;
    if (marker === 0xd9) return at; // EOI
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // markers without a length
    const length = u16be(bytes, at);
    if (length < 2 || at + length > bytes.length) return -1;
    at += length;
    if (marker !== 0xda) continue;
    // Entropy-coded data after a start of scan: up to the next marker that is not a stuffed
    // zero or a restart marker.
    while (at < bytes.length) {
      if (bytes[at] === 0xff) {
        const next = bytes[at + 1];
        if (next === undefined) return -1;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      }
      at++;
    }
  }
  return -1;
}

/** The offset just after a PNG's IEND chunk, or -1. */
export function pngEnd(bytes: Uint8Array): number {
  let at = 8; // after the signature
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    at += 12 + length;
    if (at > bytes.length) return -1;
    if (type === 'IEND') return at;
  }
  return -1;
}

/**
 * Where a JPEG's images end. A Multi-Picture file (MPF: an Ultra HDR photo's gain map, a
 * camera's preview) stores its further images, whole JPEGs, after the first one: those are
 * walked as well, so only bytes that are no image are refused.
 */
function jpegFileEnd(bytes: Uint8Array): number {
  let end = jpegEnd(bytes);
  for (let images = 1; end > 0 && images < 8 && bytes[end] === 0xff && bytes[end + 1] === 0xd8; images++) {
    const next = jpegEnd(bytes.subarray(end));
    end = next < 0 ? -1 : end + next;
  }
  return end;
}

/** True when the image decodes completely and nothing follows it. */
export async function isWholeImage(bytes: Uint8Array, type: 'jpeg' | 'png'): Promise<boolean> {
  const end = type === 'jpeg' ? jpegFileEnd(bytes) : pngEnd(bytes);
  if (end < 0 || !isPadding(bytes, end)) return false;
  try {
    // stats() reads every pixel; failOn 'warning' (the strictest) also refuses a corrupt scan.
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PIXELS, sequentialRead: true });
    const metadata = await image.metadata();
    if (metadata.format !== (type === 'jpeg' ? 'jpeg' : 'png')) return false;
    await image.stats();
    return true;
  } catch {
    return false;
  }
}
