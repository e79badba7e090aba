/** @jest-environment node */
import { sniffFile, type SniffedType } from './sniff.ts';

// Fuzzing: thousands of random and damaged files through the sniffer: sized for a machine several
// times slower than a loaded one.
jest.setTimeout(60_000);

// ---------------------------------------------------------------------------------------------
// Fixture builders: every file is made here, byte by byte, so the tests say what they rely on.

const encoder = new TextEncoder();
const text = (value: string): Uint8Array => encoder.encode(value);
const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const view = (buffer: Uint8Array): DataView => new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A 1x1 RGB PNG: signature, IHDR, IDAT, IEND, with real CRCs. */
function png(): Uint8Array {
  const chunk = (type: string, data: Uint8Array): Uint8Array => {
    const out = new Uint8Array(12 + data.length);
    view(out).setUint32(0, data.length);
    out.set(text(type), 4);
    out.set(data, 8);
    view(out).setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = bytes(0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0);
  const idat = bytes(0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00);
  return concat(
    bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  );
}

/** A one-page PDF (the sniffer reads neither the objects nor the cross-reference table). */
const pdf = (): Uint8Array =>
  text(
    [
      '%PDF-1.4',
      '%\u00e2\u00e3\u00cf\u00d3',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
      'xref',
      '0 4',
      '0000000000 65535 f ',
      'trailer << /Size 4 /Root 1 0 R >>',
      'startxref',
      '9',
      '%%EOF',
      '',
    ].join('\n'),
  );

/** SOI, a JFIF APP0 segment, EOI. */
const jpeg = (): Uint8Array =>
  bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9);

/** A STORE-only ZIP writer: local headers and data, the central directory, the end record. */
function zip(files: Record<string, string>, comment = ''): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = text(name);
    const data = text(content);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const l = view(local);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true); // version needed
    l.setUint32(14, crc, true);
    l.setUint32(18, data.length, true);
    l.setUint32(22, data.length, true);
    l.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const c = view(central);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true); // version made by
    c.setUint16(6, 20, true); // version needed
    c.setUint32(16, crc, true);
    c.setUint32(20, data.length, true);
    c.setUint32(24, data.length, true);
    c.setUint16(28, nameBytes.length, true);
    c.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = concat(...centrals);
  const commentBytes = text(comment);
  const end = new Uint8Array(22 + commentBytes.length);
  const e = view(end);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, centrals.length, true);
  e.setUint16(10, centrals.length, true);
  e.setUint32(12, directory.length, true);
  e.setUint32(16, offset, true);
  e.setUint16(20, commentBytes.length, true);
  end.set(commentBytes, 22);
  return concat(...locals, directory, end);
}

const DOCX_PARTS = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
};

const NO_STREAM = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;

interface CfbEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: 1 | 2 | 5;
  left?: number;
  right?: number;
  child?: number;
}

interface CfbOptions {
  /** 9: version 3, 512-byte sectors; 12: version 4, 4096-byte sectors. */
  shift?: 9 | 12;
  /** Entry 0 is the root. */
  entries: CfbEntry[];
  /** The directory's sectors, in chain order. */
  directory?: number[];
  /** The FAT's sectors; those after the 109th are listed in `difat`. */
  fat?: number[];
  /** The DIFAT chain's sectors (each holds perSector - 1 FAT locations and the next DIFAT). */
  difat?: number[];
  /** FAT entries written over the computed ones (to make cycles). */
  fatOverrides?: Record<number, number>;
}

/** A minimal Compound File: header, FAT, DIFAT, directory; streams are empty (no data sectors). */
function cfb({
  shift = 9,
  entries,
  directory = [1],
  fat = [0],
  difat = [],
  fatOverrides = {},
}: CfbOptions): Uint8Array {
  const size = 2 ** shift;
  const perSector = size / 4;
  const sectors = Math.max(...directory, ...fat, ...difat) + 1;
  const out = new Uint8Array((sectors + 1) * size);
  const v = view(out);
  const offset = (sector: number): number => (sector + 1) * size;

  out.set(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 0);
  v.setUint16(0x18, 0x3e, true); // minor version
  v.setUint16(0x1a, shift === 9 ? 3 : 4, true);
  v.setUint16(0x1c, 0xfffe, true); // byte order
  v.setUint16(0x1e, shift, true);
  v.setUint16(0x20, 6, true); // mini sector shift
  v.setUint32(0x28, shift === 9 ? 0 : directory.length, true);
  v.setUint32(0x2c, fat.length, true);
  v.setUint32(0x30, directory[0] ?? END_OF_CHAIN, true);
  v.setUint32(0x38, 4096, true); // mini stream cutoff
  v.setUint32(0x3c, END_OF_CHAIN, true);
  v.setUint32(0x44, difat[0] ?? END_OF_CHAIN, true);
  v.setUint32(0x48, difat.length, true);
  for (let i = 0; i < 109; i++) v.setUint32(0x4c + i * 4, fat[i] ?? FREE, true);
  difat.forEach((sector, d) => {
    for (let i = 0; i < perSector - 1; i++) {
      v.setUint32(offset(sector) + i * 4, fat[109 + d * (perSector - 1) + i] ?? FREE, true);
    }
    v.setUint32(offset(sector) + (perSector - 1) * 4, difat[d + 1] ?? END_OF_CHAIN, true);
  });

  const next = new Map<number, number>();
  for (let s = 0; s < sectors; s++) next.set(s, FREE);
  for (const s of fat) next.set(s, FAT_SECTOR);
  for (const s of difat) next.set(s, DIFAT_SECTOR);
  directory.forEach((s, i) => next.set(s, directory[i + 1] ?? END_OF_CHAIN));
  for (const [s, value] of Object.entries(fatOverrides)) next.set(Number(s), value);
  for (const [s, value] of next) {
    const fatSector = fat[Math.floor(s / perSector)];
    if (fatSector !== undefined) v.setUint32(offset(fatSector) + (s % perSector) * 4, value, true);
  }

  const perEntrySector = size / 128;
  for (let id = 0; id < directory.length * perEntrySector; id++) {
    const at = offset(directory[Math.floor(id / perEntrySector)]!) + (id % perEntrySector) * 128;
    const entry = entries[id];
    for (const field of [68, 72, 76]) v.setUint32(at + field, NO_STREAM, true);
    if (!entry) continue; // an unused entry: type 0, no name
    Array.from(entry.name).forEach((char, i) => v.setUint16(at + i * 2, char.charCodeAt(0), true));
    v.setUint16(at + 64, (entry.name.length + 1) * 2, true);
    out[at + 66] = entry.type;
    out[at + 67] = 1; // black
    v.setUint32(at + 68, entry.left ?? NO_STREAM, true);
    v.setUint32(at + 72, entry.right ?? NO_STREAM, true);
    v.setUint32(at + 76, entry.child ?? NO_STREAM, true);
    v.setUint32(at + 116, END_OF_CHAIN, true); // start sector of an empty stream
  }
  return out;
}

/** What Word 97-2003 writes, give or take: the root holds 1Table, CompObj, WordDocument... */
const WORD_ENTRIES: CfbEntry[] = [
  { name: 'Root Entry', type: 5, child: 1 },
  { name: '1Table', type: 2, left: 2, right: 4 },
  { name: '\u0001CompObj', type: 2, right: 3 },
  { name: '\u0005SummaryInformation', type: 2 },
  { name: 'WordDocument', type: 2 },
];

/** Word entries with the directory spread over two sectors, 1 then 3 (2 left free). */
const wordDoc = (): Uint8Array => cfb({ entries: WORD_ENTRIES, directory: [1, 3] });

/** A seeded generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const typeOf = (input: Uint8Array): SniffedType | null => sniffFile(input)?.type ?? null;

// ---------------------------------------------------------------------------------------------

describe('sniffFile: the accepted kinds', () => {
  it.each<[SniffedType, () => Uint8Array, string, string]>([
    ['pdf', pdf, 'pdf', 'application/pdf'],
    ['png', png, 'png', 'image/png'],
    ['jpeg', jpeg, 'jpg', 'image/jpeg'],
    ['docx', () => zip(DOCX_PARTS), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['doc', wordDoc, 'doc', 'application/msword'],
  ])('%s', (type, build, ext, mime) => {
    expect(sniffFile(build())).toEqual({ type, ext, mime });
  });

  it('gives a fresh object each time (the table is not shared)', () => {
    const first = sniffFile(png())!;
    first.mime = 'text/html';
    expect(sniffFile(png())!.mime).toBe('image/png');
  });

  it('reads a Buffer, a view into a larger buffer included', () => {
    const pool = Buffer.concat([Buffer.from('garbage'), Buffer.from(png()), Buffer.from('more')]);
    expect(typeOf(pool.subarray(7, 7 + png().length))).toBe('png');
  });
});

describe('sniffFile: PDF', () => {
  it('needs %PDF- at offset 0, not later', () => {
    expect(typeOf(concat(text('\n'), pdf()))).toBeNull();
    expect(typeOf(concat(text('<html>'), pdf()))).toBeNull();
  });

  it('needs %%EOF within the last 1024 bytes', () => {
    const body = pdf();
    expect(typeOf(body.subarray(0, body.length - 7))).toBeNull(); // truncated
    expect(typeOf(concat(body, new Uint8Array(1024 - 6).fill(0x20)))).toBe('pdf');
    expect(typeOf(concat(body, new Uint8Array(1024).fill(0x20)))).toBeNull();
  });

  it('accepts an incremental update (several %%EOF) and a final CR LF', () => {
    expect(typeOf(concat(pdf(), text('1 0 obj << >> endobj\r\n%%EOF\r\n')))).toBe('pdf');
  });
});

describe('sniffFile: PNG and JPEG', () => {
  it('needs the whole PNG signature and a complete IHDR chunk', () => {
    const image = png();
    expect(typeOf(image.subarray(0, 33))).toBe('png');
    expect(typeOf(image.subarray(0, 32))).toBeNull();
    expect(typeOf(image.subarray(0, 16))).toBeNull();
    expect(typeOf(image.subarray(0, 8))).toBeNull();
    const noIhdr = image.slice();
    noIhdr.set(text('IDAT'), 12);
    expect(typeOf(noIhdr)).toBeNull();
    const badSignature = image.slice();
    badSignature[4] = 0x0a; // a PNG mangled by a text-mode transfer
    expect(typeOf(badSignature)).toBeNull();
  });

  it('accepts any JPEG from FF D8 FF and a fourth byte, nothing shorter', () => {
    expect(typeOf(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('jpeg');
    expect(typeOf(jpeg().subarray(0, 3))).toBeNull();
    expect(typeOf(bytes(0xff, 0xd8, 0xfe, 0xe0))).toBeNull();
  });
});

describe('sniffFile: DOCX', () => {
  it('accepts parts in any order, other parts and an archive comment', () => {
    const reordered = { 'word/document.xml': 'x', 'docProps/app.xml': 'y', '[Content_Types].xml': 'z' };
    expect(typeOf(zip(reordered))).toBe('docx');
    expect(typeOf(zip(DOCX_PARTS, 'made by hand'))).toBe('docx');
  });

  it('finds the real end record behind a fake one in the comment', () => {
    expect(typeOf(zip(DOCX_PARTS, 'PK\u0005\u0006 not the end'))).toBe('docx');
  });

  it('rejects a macro-enabled Word document (.docm)', () => {
    const docm = {
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': 'macro',
    };
    expect(typeOf(zip(docm))).toBeNull();
  });

  it('rejects a zip that is not a Word document', () => {
    const xlsx = { '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' };
    expect(typeOf(zip(xlsx))).toBeNull();
    expect(typeOf(zip({ 'readme.txt': 'hello' }))).toBeNull();
    expect(typeOf(zip({ 'word/document.xml': '<w:document/>' }))).toBeNull(); // no content types
    expect(typeOf(zip({ 'WORD/document.xml': 'x', '[Content_Types].xml': 'y' }))).toBeNull();
    // The name only in a file's content, not in the directory.
    expect(typeOf(zip({ '[Content_Types].xml': 'word/document.xml' }))).toBeNull();
    expect(typeOf(zip({}))).toBeNull();
  });

  it('rejects a truncated archive', () => {
    const docx = zip(DOCX_PARTS);
    expect(typeOf(docx.subarray(0, docx.length - 1))).toBeNull(); // the end record cut short
    expect(typeOf(docx.subarray(0, docx.length - 22))).toBeNull(); // no end record at all
    expect(typeOf(docx.subarray(0, 200))).toBeNull(); // the local parts only
  });

  it('rejects an archive whose directory points outside it, or at no local header', () => {
    const docx = zip(DOCX_PARTS);
    const end = docx.length - 22;
    const misplaced = docx.slice();
    view(misplaced).setUint32(end + 16, docx.length, true); // directory offset past the end
    expect(typeOf(misplaced)).toBeNull();
    const tooMany = docx.slice();
    view(tooMany).setUint16(end + 8, 4, true);
    view(tooMany).setUint16(end + 10, 4, true);
    expect(typeOf(tooMany)).toBeNull();
    const badLocal = docx.slice();
    const directoryStart = view(docx).getUint32(end + 16, true);
    view(badLocal).setUint32(directoryStart + 42, 1, true);
    expect(typeOf(badLocal)).toBeNull();
  });

  it('rejects data before the archive (a self-extracting .exe)', () => {
    expect(typeOf(concat(text('MZ'), zip(DOCX_PARTS)))).toBeNull();
  });
});

describe('sniffFile: DOC (Compound File with a WordDocument stream)', () => {
  it('walks a directory spread over non-adjacent sectors', () => {
    expect(typeOf(wordDoc())).toBe('doc');
  });

  it('reads version 4 (4096-byte sectors)', () => {
    expect(typeOf(cfb({ shift: 12, entries: WORD_ENTRIES }))).toBe('doc');
  });

  it('finds a FAT sector through the DIFAT chain (a directory beyond the first 109 FAT sectors)', () => {
    // 512-byte sectors: a FAT sector maps 128 sectors, so sector 14 000 is in the 110th.
    const fat = Array.from({ length: 110 }, (_, i) => i);
    const file = cfb({ entries: WORD_ENTRIES, fat, difat: [110], directory: [14_000, 14_001] });
    expect(typeOf(file)).toBe('doc');
    expect(typeOf(cfb({ entries: WORD_ENTRIES, fat, difat: [], directory: [14_000, 14_001] }))).toBeNull();
  });

  it('rejects other Compound Files: a spreadsheet, a presentation, an installer', () => {
    const only = (name: string): CfbEntry[] => [
      { name: 'Root Entry', type: 5, child: 1 },
      { name, type: 2 },
    ];
    expect(typeOf(cfb({ entries: only('Workbook') }))).toBeNull();
    expect(typeOf(cfb({ entries: only('PowerPoint Document') }))).toBeNull();
    expect(typeOf(cfb({ entries: only('WordDocumen') }))).toBeNull();
    expect(typeOf(cfb({ entries: only('WordDocument2') }))).toBeNull();
    expect(typeOf(cfb({ entries: only('WordDocument') }))).toBe('doc');
  });

  it('rejects a Word document embedded in another file, and a storage named WordDocument', () => {
    const embedded: CfbEntry[] = [
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'Workbook', type: 2, right: 2 },
      { name: 'MBD0001A2B3', type: 1, child: 3 },
      { name: 'WordDocument', type: 2 },
    ];
    expect(typeOf(cfb({ entries: embedded }))).toBeNull();
    const storage: CfbEntry[] = [
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'WordDocument', type: 1 },
    ];
    expect(typeOf(cfb({ entries: storage }))).toBeNull();
  });

  it('rejects an entry that is not reachable from the root', () => {
    const orphan: CfbEntry[] = [
      { name: 'Root Entry', type: 5, child: 1 },
      { name: '1Table', type: 2 },
      { name: 'WordDocument', type: 2 },
    ];
    expect(typeOf(cfb({ entries: orphan }))).toBeNull();
  });

  it('stops on cycles: in the directory chain and in the sibling tree', () => {
    expect(typeOf(cfb({ entries: WORD_ENTRIES, directory: [1, 2] }))).toBe('doc');
    expect(typeOf(cfb({ entries: WORD_ENTRIES, directory: [1, 2], fatOverrides: { 2: 1 } }))).toBeNull();
    expect(typeOf(cfb({ entries: WORD_ENTRIES, directory: [1, 2], fatOverrides: { 1: 1 } }))).toBeNull();
    const treeCycle: CfbEntry[] = [
      { name: 'Root Entry', type: 5, child: 1 },
      { name: '1Table', type: 2, left: 2, right: 1 },
      { name: 'Data', type: 2, left: 1, right: 2 },
    ];
    expect(typeOf(cfb({ entries: treeCycle }))).toBeNull();
  });

  it('rejects truncated or damaged files', () => {
    const doc = wordDoc();
    expect(typeOf(doc.subarray(0, 512))).toBeNull(); // the header only
    expect(typeOf(doc.subarray(0, 4 * 512))).toBeNull(); // the second directory sector missing
    const pointsAway = doc.slice();
    view(pointsAway).setUint32(0x30, 1_000_000, true); // first directory sector out of the file
    expect(typeOf(pointsAway)).toBeNull();
    const badOrder = doc.slice();
    view(badOrder).setUint16(0x1c, 0xfeff, true);
    expect(typeOf(badOrder)).toBeNull();
    const badShift = doc.slice();
    view(badShift).setUint16(0x1e, 10, true);
    expect(typeOf(badShift)).toBeNull();
    const noRoot = doc.slice();
    noRoot[512 * 2 + 66] = 1; // entry 0 is a plain storage
    expect(typeOf(noRoot)).toBeNull();
  });
});

describe('sniffFile: everything else', () => {
  it.each<[string, Uint8Array]>([
    ['empty', new Uint8Array(0)],
    ['one byte', bytes(0xff)],
    ['a text file renamed .pdf', text('Curriculum vitae\nJane Doe\n')],
    ['an HTML page renamed .pdf', text('<!DOCTYPE html><html><body>%PDF-1.4 %%EOF</body></html>')],
    ['a GIF', concat(text('GIF89a'), bytes(1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x3b))],
    ['a Windows executable renamed .png', concat(text('MZ'), new Uint8Array(62), text('PE\0\0'))],
    ['a WebP', concat(text('RIFF'), bytes(4, 0, 0, 0), text('WEBPVP8 '))],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a truncated PDF', text('%PDF-1.7\n1 0 obj\n')],
    ['an RTF (Word can save one as .doc)', text('{\\rtf1\\ansi Jane Doe}')],
    ['the zip signature only', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['the CFB signature only', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
  ])('%s', (_, input) => {
    expect(sniffFile(input)).toBeNull();
  });

  it('never throws on random bytes of random lengths', () => {
    const next = random(20_260_101);
    for (let i = 0; i < 200; i++) {
      const input = Uint8Array.from({ length: Math.floor(next() * 4096) }, () => Math.floor(next() * 256));
      expect(() => sniffFile(input)).not.toThrow();
    }
  });

  it('never throws on random bytes behind each signature, nor on any damage to a valid file', () => {
    const next = random(42);
    const signatures = [
      text('%PDF-'),
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
      bytes(0xff, 0xd8, 0xff),
      bytes(0x50, 0x4b, 0x03, 0x04),
      bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
    ];
    for (const signature of signatures) {
      for (let i = 0; i < 100; i++) {
        const tail = Uint8Array.from({ length: Math.floor(next() * 5000) }, () => Math.floor(next() * 256));
        expect(() => sniffFile(concat(signature, tail))).not.toThrow();
      }
    }
    for (const valid of [pdf(), png(), jpeg(), zip(DOCX_PARTS), wordDoc()]) {
      for (let length = 0; length <= valid.length; length += 7) {
        expect(() => sniffFile(valid.subarray(0, length))).not.toThrow();
      }
      for (let i = 0; i < 300; i++) {
        const damaged = valid.slice();
        for (let k = 0; k < 4; k++) damaged[Math.floor(next() * damaged.length)] = Math.floor(next() * 256);
        expect(() => sniffFile(damaged)).not.toThrow();
      }
    }
  });
});
