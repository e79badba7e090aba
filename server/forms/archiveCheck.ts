/**
 * Whether a Word document (.docx, a ZIP) holds entries that would harm whoever unpacks it:
 * the agency's mail client, an archive tool, Word itself. Read from the central directory
 * only, as every entry declares itself; nothing is inflated here, so a bomb costs the server
 * nothing. A declared size can lie, but a lie that fits these bounds is also what Word reads:
 * the compressed size must fit in the file, and the ratio bounds what a lie can hide.
 */
import { zipEntries, type ZipEntry } from './sniff.ts';

/** A real CV's document.xml is well under a megabyte; 200-page documents stay under 20 MB. */
export const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/**
 * Word's XML compresses 5 to 20 times, its images not at all; a bomb compresses a thousand
 * times. Small entries (a run of spaces) may compress more, harmlessly.
 */
export const MAX_RATIO = 100;
const RATIO_FROM_BYTES = 1024 * 1024;

/** Programs and scripts, by extension: a Word document never holds one. */
const EXECUTABLE =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|sh|app)$/i;
/**
 * Code a document runs as it opens: macros (vbaProject.bin, vbaData.xml), ActiveX controls and
 * OLE objects (activeX/*.bin, embeddings/oleObject1.bin: an OLE package can be any program,
 * and the old Equation Editor objects were an exploit). A CV needs none; an embedded .xlsx
 * chart and printer settings (.bin elsewhere) stay allowed.
 */
const CODE = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)(embeddings|activeX)\/[^/]*\.bin$/i;

function unsafeName(name: string): boolean {
  return (
    name === '' ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((part) => part === '..') ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/.test(name) ||
    EXECUTABLE.test(name) ||
    CODE.test(name)
  );
}

function unsafeSize(entry: ZipEntry, fileSize: number): boolean {
  const { compressedSize, uncompressedSize } = entry;
  if (uncompressedSize > MAX_ENTRY_BYTES || entry.offset + 30 + compressedSize > fileSize) return true;
  return uncompressedSize > RATIO_FROM_BYTES && uncompressedSize > compressedSize * MAX_RATIO;
}

/** True when the archive must be refused (also when its directory cannot be read). */
export function hasUnsafeEntries(bytes: Uint8Array): boolean {
  const entries = zipEntries(bytes);
  if (!entries) return true;
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    // Two entries of one name: tools disagree on which one they unpack.
    if (names.has(entry.name) || unsafeName(entry.name) || unsafeSize(entry, bytes.length)) return true;
    names.add(entry.name);
    total += entry.uncompressedSize;
  }
  return total > MAX_TOTAL_BYTES;
}
