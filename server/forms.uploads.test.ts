/** @jest-environment node */
/**
 * Uploads are checked by what they are, not by their first bytes: each bad file below is
 * built here, sent as the browser would, refused with its field's error key, and leaves
 * nothing behind. Good files of each kind still pass, their bytes kept in the database
 * (upload_files), never in the data folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDeflateRaw, crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { makeSite } from '../test/forms/serverKit.ts';
import { formValues, formsApp, postForm, storedRows, uploadedFiles, type Site } from '../test/forms/formsApp.ts';

// Each test starts the app and has uploads decoded, checked and unpacked: sized for a machine
// several times slower than a loaded one.
jest.setTimeout(60_000);

const ascii = (text: string) => Buffer.from(text, 'latin1');
const EXE = Buffer.concat([
  ascii('MZ\x90\x00\x03\x00\x00\x00'),
  Buffer.alloc(56),
  ascii('PE\0\0'),
  Buffer.alloc(200, 7),
]);

const jpeg = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

function pdf(...objects: string[]): Buffer {
  const body = [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    ...objects,
    'trailer << /Size 9 /Root 1 0 R >>',
    '%%EOF',
    '',
  ];
  return ascii(body.join('\n'));
}

interface Entry {
  name: string;
  data?: Buffer;
  /** A deflated entry: its compressed bytes, its real size and CRC. */
  deflated?: { bytes: Buffer; size: number; crc: number };
}

/** A ZIP as Word writes it: local headers and data, the central directory, the end record. */
function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflated?.bytes ?? entry.data ?? Buffer.alloc(0);
    const size = entry.deflated?.size ?? data.length;
    const crc = entry.deflated?.crc ?? crc32(data);
    const method = entry.deflated ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD: Entry[] = [
  { name: '[Content_Types].xml', data: ascii('<?xml version="1.0"?><Types/>') },
  { name: 'word/document.xml', data: ascii('<?xml version="1.0"?><w:document/>') },
];

/** 200 MB of zeros, deflated as it streams (about 200 KB): a real bomb, never held in memory. */
async function bomb(): Promise<Entry['deflated']> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let i = 0; i < 200; i++) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { bytes: Buffer.concat(out), size: 200 * chunk.length, crc };
}

let site: Site;
let app: FastifyInstance;

beforeEach(async () => {
  site = makeSite();
  app = await formsApp(site);
});
afterEach(() => app.close());

async function sendCv(bytes: Uint8Array, name = 'cv.pdf') {
  return postForm(app, 'job-contact', await formValues(app, 'job-contact'), { field: 'cv', name, bytes });
}
function sendCvWith(values: Record<string, unknown>, bytes: Uint8Array) {
  return postForm(app, 'job-contact', values, { field: 'cv', name: 'cv.pdf', bytes });
}
async function sendPhoto(bytes: Uint8Array, name = 'photo.jpg') {
  return postForm(app, 'testimonial', await formValues(app, 'testimonial'), { field: 'image', name, bytes });
}

async function expectRefused(response: Awaited<ReturnType<typeof sendCv>>, field: string, key: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'errors.invalid', errors: { [field]: key } });
  expect(await uploadedFiles(site)).toEqual([]);
}

describe('images are decoded, not trusted by their header', () => {
  it('refuses an executable behind a JPEG header', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      ascii('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
      EXE,
    ]);
    await expectRefused(await sendPhoto(fake), 'image', 'errors.imageUnreadable');
  });

  it('refuses a real JPEG with an executable appended (a polyglot)', async () => {
    await expectRefused(await sendPhoto(Buffer.concat([await jpeg(), EXE])), 'image', 'errors.imageUnreadable');
  });

  it('refuses a real PNG with a ZIP appended', async () => {
    const appended = Buffer.concat([await png(), zip(WORD)]);
    await expectRefused(await sendPhoto(appended, 'photo.png'), 'image', 'errors.imageUnreadable');
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await jpeg();
    await expectRefused(await sendPhoto(whole.subarray(0, whole.length - 40)), 'image', 'errors.imageUnreadable');
  });

  it('accepts a real JPEG and a real PNG, and keeps their bytes in the database', async () => {
    const photos = [await jpeg(), await png()];
    expect((await sendPhoto(photos[0]!)).statusCode).toBe(202);
    expect((await sendPhoto(photos[1]!, 'photo.png')).statusCode).toBe(202);
    const kept = await storedRows<{ type: string; bytes: number; original: string; content: Buffer }>(
      site,
      `SELECT u.type, u.bytes, u.original_name AS "original", f.content FROM uploads u
       JOIN upload_files f ON f.stored_name = u.stored_name ORDER BY u.id`,
    );
    expect(kept.map((row) => [row.type, row.bytes, row.original])).toEqual([
      ['jpeg', photos[0]!.length, 'photo.jpg'],
      ['png', photos[1]!.length, 'photo.png'],
    ]);
    expect(kept.map((row) => Buffer.from(row.content))).toEqual(photos);
    expect(existsSync(path.join(site.dataDir, 'uploads'))).toBe(false);
  });
});

describe('a PDF with active content is refused', () => {
  it.each([
    [
      'JavaScript run on opening',
      '4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n5 0 obj << /OpenAction 4 0 R >> endobj',
    ],
    ['an OpenAction dictionary', '4 0 obj << /OpenAction << /S /GoTo /D [3 0 R /Fit] >> >> endobj'],
    ['a Launch action', '4 0 obj << /Type /Action /S /Launch /F (cmd.exe) >> endobj'],
    ['an embedded file', '4 0 obj << /Type /EmbeddedFile /Length 0 >> endobj'],
    ['RichMedia', '4 0 obj << /Type /Annot /Subtype /RichMedia >> endobj'],
    ['an additional action on a page', '4 0 obj << /AA << /O 5 0 R >> >> endobj'],
    ['an XFA form', '4 0 obj << /AcroForm << /XFA 5 0 R >> >> endobj'],
    ['a name hidden with #xx escapes', '4 0 obj << /S /J#61va#53cript /J#53 (app.alert(1)) >> endobj'],
    ['HTML and a script in its body', '<html><body><script>alert(document.cookie)</script></body></html>'],
  ])('%s', async (_name, object) => {
    await expectRefused(await sendCv(pdf(object)), 'cv', 'errors.fileActiveContent');
  });

  it('finds JavaScript inside a compressed object stream', async () => {
    const objects = deflateSync(ascii('6 0 << /S /JavaScript /JS (app.alert(1)) >>'));
    const stream = Buffer.concat([
      ascii(`7 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objects.length} >>\nstream\n`),
      objects,
      ascii('\nendstream\nendobj'),
    ]);
    const file = pdf(stream.toString('latin1'));
    await expectRefused(await sendCv(file), 'cv', 'errors.fileActiveContent');
  });

  it('accepts a plain PDF with links and an OpenAction that only opens a page', async () => {
    const links = '4 0 obj << /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.be) >> >> endobj';
    const open = '5 0 obj [3 0 R /Fit] endobj\n6 0 obj << /OpenAction 5 0 R >> endobj';
    expect((await sendCv(pdf(links, open, '7 0 obj << /OpenAction [3 0 R /FitH 800] >> endobj'))).statusCode).toBe(202);
  });
});

describe('a Word document with bad archive entries is refused', () => {
  it('an entry of 200 MB once inflated (a zip bomb)', async () => {
    const file = zip([...WORD, { name: 'word/media/image1.png', deflated: await bomb() }]);
    expect(file.length).toBeLessThan(1024 * 1024);
    await expectRefused(await sendCv(file, 'cv.docx'), 'cv', 'errors.fileActiveContent');
  });

  it.each([
    ['an .exe entry', 'word/media/setup.exe'],
    ['a ../ entry', '../../../../etc/cron.d/evil'],
    ['an absolute path', '/tmp/evil.xml'],
    ['a backslash path', 'word\\..\\..\\evil.xml'],
    ['an OLE package', 'word/embeddings/oleObject1.bin'],
  ])('%s', async (_name, entry) => {
    const file = zip([...WORD, { name: entry, data: EXE }]);
    await expectRefused(await sendCv(file, 'cv.docx'), 'cv', 'errors.fileActiveContent');
  });

  it('accepts a plain Word document', async () => {
    const file = zip([...WORD, { name: 'word/media/image1.png', data: await png() }]);
    expect((await sendCv(file, 'cv.docx')).statusCode).toBe(202);
    expect(await uploadedFiles(site)).toHaveLength(1);
  });
});

describe('a refused or unsaved submission leaves no file behind', () => {
  it('refuses a file name with a bidi override or a control character', async () => {
    await expectRefused(await sendCv(pdf(), 'cv\u202Efdp.exe'), 'cv', 'errors.fileNameInvalid');
    await expectRefused(await sendCv(pdf(), 'cv\u001b[31m.pdf'), 'cv', 'errors.fileNameInvalid');
  });

  it('writes nothing when the values fail validation', async () => {
    const values = await formValues(app, 'job-contact', { lastName: '' });
    const response = await postForm(app, 'job-contact', values, { field: 'cv', name: 'cv.pdf', bytes: pdf() });
    expect(response.statusCode).toBe(400);
    expect(await uploadedFiles(site)).toEqual([]);
  });

  it('writes no file for a honeypot hit, which stores no upload', async () => {
    const values = await formValues(app, 'job-contact', { fax: 'http://spam.example' });
    const response = await postForm(app, 'job-contact', values, { field: 'cv', name: 'cv.pdf', bytes: pdf() });
    expect(response.statusCode).toBe(202);
    expect(await uploadedFiles(site)).toEqual([]);
  });

  it('keeps no file of a submission refused by a conflict (its captcha already spent)', async () => {
    const values = await formValues(app, 'job-contact');
    const first = pdf('4 0 obj << /Title (first) >> endobj');
    expect((await sendCvWith(values, first)).statusCode).toBe(202);
    const again = await sendCvWith({ ...values, lastName: 'Other' }, pdf('4 0 obj << /Title (second) >> endobj'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'errors.invalid', errors: { captcha: 'errors.captchaInvalid' } });
    const kept = await storedRows<{ content: Buffer }>(site, 'SELECT content FROM upload_files');
    expect(kept.map((row) => Buffer.from(row.content))).toEqual([first]);
    expect(await storedRows(site, 'SELECT COUNT(*) AS "n" FROM uploads')).toEqual([{ n: 1 }]);
  });

  it('keeps one file when the same submit arrives twice at once with one Idempotency-Key', async () => {
    const values = await formValues(app, 'job-contact');
    const file = { field: 'cv', name: 'cv.pdf', bytes: pdf() };
    const headers = { 'idempotency-key': 'key-same-submit-01' };
    const [a, b] = await Promise.all([
      postForm(app, 'job-contact', values, file, headers),
      postForm(app, 'job-contact', values, file, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(b.json()).toEqual(a.json());
    expect(await uploadedFiles(site)).toHaveLength(1);
  });
});
