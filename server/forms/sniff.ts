/**
 * The type of an uploaded file (a CV: PDF, DOC, DOCX, JPEG, PNG; a testimonial photo: JPEG,
 * PNG), decided by its content only: the file name and the declared MIME type are whatever
 * the visitor's browser, or the visitor, says. Pure and total: any bytes give an answer,
 * never an exception. The size limit (5 MB) is the upload route's business; every scan
 * here is bounded anyway (PDF: the last 1 KB; ZIP: the last 64 KB and the central
 * directory; CFB: the directory sectors).
 */
export type SniffedType = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

export interface Sniffed {
  type: SniffedType;
  /** Without the dot. */
  ext: string;
  mime: string;
}

const KINDS: Record<SniffedType, Sniffed> = {
  pdf: { type: 'pdf', ext: 'pdf', mime: 'application/pdf' },
  doc: { type: 'doc', ext: 'doc', mime: 'application/msword' },
  docx: {
    type: 'docx',
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  jpeg: { type: 'jpeg', ext: 'jpg', mime: 'image/jpeg' },
  png: { type: 'png', ext: 'png', mime: 'image/png' },
};

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const PDF_START = ascii('%PDF-');
const PDF_END = ascii('%%EOF');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0, 0, 0, 13, ...ascii('IHDR')]; // big-endian data length, then the chunk type
const JPEG_SOI = [0xff, 0xd8, 0xff];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Whether `pattern` is at `offset` (false when it would not fit). */
function at(bytes: Uint8Array, offset: number, pattern: readonly number[]): boolean {
  if (offset < 0 || offset + pattern.length > bytes.length) return false;
  return pattern.every((byte, i) => bytes[offset + i] === byte);
}

/** Little-endian integers; -1 when they would not fit. */
function u16(bytes: Uint8Array, offset: number): number {
  const a = bytes[offset];
  const b = bytes[offset + 1];
  return offset < 0 || a === undefined || b === undefined ? -1 : a | (b << 8);
}

function u32(bytes: Uint8Array, offset: number): number {
  const low = u16(bytes, offset);
  const high = u16(bytes, offset + 2);
  return low < 0 || high < 0 ? -1 : (low + high * 0x10000) >>> 0;
}

function isPdf(bytes: Uint8Array): boolean {
  if (!at(bytes, 0, PDF_START)) return false;
  for (let i = Math.max(PDF_START.length, bytes.length - 1024); i <= bytes.length - PDF_END.length; i++) {
    if (at(bytes, i, PDF_END)) return true;
  }
  return false;
}

/** The signature, then a complete IHDR chunk (its data is always 13 bytes long). */
function isPng(bytes: Uint8Array): boolean {
  return at(bytes, 0, PNG_SIGNATURE) && at(bytes, 8, IHDR) && bytes.length >= 8 + 8 + 13 + 4;
}

/** Lenient on purpose: the start-of-image marker and the first byte of the next marker. */
function isJpeg(bytes: Uint8Array): boolean {
  return at(bytes, 0, JPEG_SOI) && bytes.length >= 4;
}

/** One entry of a ZIP's central directory, as it declares itself. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** Where its local header is. */
  offset: number;
}

/**
 * The entries of a ZIP's central directory, found from its end record (searched for
 * backwards over at most 22 + 65 535 bytes: the record plus the longest comment). Each
 * entry must have its local header where it says; nothing is decompressed. Multi-disk and
 * ZIP64 archives (never a Word document under 4 GB) give null.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const stop = Math.max(0, bytes.length - 65_557);
  for (let end = bytes.length - 22; end >= stop; end--) {
    if (!at(bytes, end, ZIP_END)) continue;
    const entries = centralDirectory(bytes, end);
    if (entries) return entries;
  }
  return null;
}

function centralDirectory(bytes: Uint8Array, end: number): ZipEntry[] | null {
  const count = u16(bytes, end + 10);
  const size = u32(bytes, end + 12);
  const start = u32(bytes, end + 16);
  const singleDisk = u16(bytes, end + 4) === 0 && u16(bytes, end + 6) === 0 && u16(bytes, end + 8) === count;
  if (!singleDisk || end + 22 + u16(bytes, end + 20) > bytes.length || start + size > end) return null;
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let entry = start;
  for (let i = 0; i < count; i++) {
    if (!at(bytes, entry, ZIP_CENTRAL)) return null;
    const nameLength = u16(bytes, entry + 28);
    const next = entry + 46 + nameLength + u16(bytes, entry + 30) + u16(bytes, entry + 32);
    const local = u32(bytes, entry + 42);
    if (next > start + size || local >= start || !at(bytes, local, ZIP_LOCAL)) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(entry + 46, entry + 46 + nameLength)),
      compressedSize: u32(bytes, entry + 20),
      uncompressedSize: u32(bytes, entry + 24),
      offset: local,
    });
    entry = next;
  }
  return entries;
}

/** A ZIP that is a Word document: its main part and the content types (an .xlsx has no word/). */
function isDocx(bytes: Uint8Array): boolean {
  if (!at(bytes, 0, ZIP_LOCAL)) return false;
  const entries = zipEntries(bytes);
  const names = entries && new Set(entries.map((entry) => entry.name));
  // A macro-enabled document (.docm, .dotm) carries word/vbaProject.bin: no CV needs macros.
  return (
    names !== null &&
    names.has('word/document.xml') &&
    names.has('[Content_Types].xml') &&
    !names.has('word/vbaProject.bin')
  );
}

const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const WORD_DOCUMENT = ascii('WordDocument');

/**
 * A Compound File (OLE2, [MS-CFB]) is also what an .xls, a .ppt, an .msi or a .msg is: a
 * Word 97-2003 document is one whose root storage holds a stream named "WordDocument". The
 * directory's sector chain is followed through the FAT (whose sectors are listed in the
 * header, then in the DIFAT chain), then the root's children (a tree of siblings) are
 * searched: a Word document embedded in a spreadsheet, deeper down, does not count. Every
 * chain and the tree are bounded, so a cyclic or truncated file gives false.
 */
function isWordCfb(bytes: Uint8Array): boolean {
  const shift = u16(bytes, 0x1e);
  if (!at(bytes, 0, CFB_SIGNATURE) || u16(bytes, 0x1c) !== 0xfffe || (shift !== 9 && shift !== 12)) return false;
  const size = 2 ** shift; // 512 (version 3) or 4096 (version 4), also the header's room
  const perSector = size / 4;
  const sectors = Math.ceil(bytes.length / size) - 1;
  const offset = (sector: number): number => (sector + 1) * size;
  const fatSectorCount = u32(bytes, 0x2c);
  const fatSector = (index: number): number => {
    if (index >= fatSectorCount) return -1;
    if (index < 109) return u32(bytes, 0x4c + index * 4);
    let difat = u32(bytes, 0x44);
    let rest = index - 109;
    for (let hops = 0; hops < sectors && difat >= 0 && difat < sectors; hops++) {
      if (rest < perSector - 1) return u32(bytes, offset(difat) + rest * 4);
      rest -= perSector - 1;
      difat = u32(bytes, offset(difat) + (perSector - 1) * 4);
    }
    return -1;
  };
  const nextSector = (sector: number): number => {
    const fat = fatSector(Math.floor(sector / perSector));
    return fat >= 0 && fat < sectors ? u32(bytes, offset(fat) + (sector % perSector) * 4) : -1;
  };
  const directory: number[] = [];
  for (let sector = u32(bytes, 0x30); sector !== END_OF_CHAIN; sector = nextSector(sector)) {
    if (sector < 0 || sector >= sectors || directory.length >= sectors) return false;
    directory.push(offset(sector));
  }
  const perEntry = size / 128;
  const entry = (id: number): number => {
    const sector = directory[Math.floor(id / perEntry)];
    return sector === undefined ? -1 : sector + (id % perEntry) * 128;
  };
  const root = entry(0);
  if (root < 0 || bytes[root + 66] !== 5) return false;
  const pending = [u32(bytes, root + 76)];
  const seen = new Set<number>();
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const position = id === NO_STREAM || seen.has(id) ? -1 : entry(id);
    if (position < 0) continue;
    seen.add(id);
    const isStream = bytes[position + 66] === 2;
    const nameBytes = u16(bytes, position + 64); // UTF-16LE with its terminating NUL
    if (isStream && nameBytes === 2 * (WORD_DOCUMENT.length + 1)) {
      if (WORD_DOCUMENT.every((c, i) => u16(bytes, position + 2 * i) === c)) return true;
    }
    pending.push(u32(bytes, position + 68), u32(bytes, position + 72)); // left and right siblings
  }
  return false;
}

/** The type of a file from its bytes, or null when it is none of the accepted kinds. */
export function sniffFile(bytes: Uint8Array): Sniffed | null {
  let type: SniffedType | null = null;
  if (isPdf(bytes)) type = 'pdf';
  else if (isPng(bytes)) type = 'png';
  else if (isJpeg(bytes)) type = 'jpeg';
  else if (isDocx(bytes)) type = 'docx';
  else if (isWordCfb(bytes)) type = 'doc';
  return type === null ? null : { ...KINDS[type] };
}
