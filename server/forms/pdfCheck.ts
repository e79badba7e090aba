/**
 * Whether a PDF carries active content: what a reader runs, opens or submits by itself, and
 * HTML that a browser would run if the file were ever shown as a page (a PDF/HTML polyglot).
 * A CV needs none of it; links (/URI on a click) stay allowed.
 *
 * The dictionaries are read where a reader finds them: in the file outside its streams, and
 * inside its object streams (/Type /ObjStm, PDF 1.5), which are inflated with a bound. Other
 * streams (page content, images, fonts) are not searched for names: their bytes are data and
 * a random "/JS" there would refuse a good file. Names are compared after their #xx escapes
 * are decoded (/J#61vaScript is /JavaScript).
 */
import { inflateSync } from 'node:zlib';

/** Keys or action types that make a PDF do something by itself. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'RichMediaExecute',
  'AA',
  'XFA',
  'SubmitForm',
  'ImportData',
]);
/** HTML a browser would run; a CV's text is in content streams, never as raw markup in the file. */
const HTML = /<\s*(script|html|body|iframe|object|embed|svg|!doctype)\b|javascript:/i;
/** An object stream holds at most a few hundred small dictionaries; more is refused, not read. */
const MAX_INFLATED = 8 * 1024 * 1024;

const decodeName = (name: string): string =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text of the file outside its streams, plus the inflated object streams; null when one cannot be read. */
function dictionaries(pdf: string, bytes: Uint8Array): string | null {
  const outside: string[] = [];
  let inflated = 0;
  let position = 0;
  const streamStart = /\bstream(\r\n|\n|\r)/g;
  for (let match = streamStart.exec(pdf); match; match = streamStart.exec(pdf)) {
    const dataStart = match.index + match[0].length;
    const end = pdf.indexOf('endstream', dataStart);
    if (end < 0) return null;
    const before = pdf.slice(position, match.index);
    outside.push(before);
    const dictionary = before.slice(before.lastIndexOf('obj'));
    if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      // Only the one filter every writer uses; anything else could hide what it holds.
      const filters = dictionary.match(/\/Filter\s*(\[[^\]]*\]|\/\w+)/)?.[1] ?? '';
      if (filters.replace(/[[\]\s]/g, '') !== '/FlateDecode') return null;
      try {
        const data = inflateSync(bytes.subarray(dataStart, end), { maxOutputLength: MAX_INFLATED - inflated });
        inflated += data.length;
        outside.push(data.toString('latin1'));
      } catch {
        return null;
      }
    }
    position = end + 'endstream'.length;
    streamStart.lastIndex = position;
  }
  outside.push(pdf.slice(position));
  return outside.join('\n');
}

/** Whether /OpenAction names an action rather than a page to open at ([3 0 R /Fit]). */
function opensWithAction(text: string): boolean {
  for (const match of text.matchAll(/\/OpenAction\s*(\[|<<|(\d+)\s+(\d+)\s+R)/g)) {
    if (match[1] === '<<') return true;
    if (match[2] === undefined) continue;
    // An indirect reference: fine only when the object it names is a destination (an array).
    const target = new RegExp(`(^|\\s)${match[2]}\\s+${match[3]}\\s+obj\\s*(\\S)`).exec(text);
    if (target?.[2] !== '[') return true;
  }
  return false;
}

/** True when the PDF must be refused. */
export function hasActivePdfContent(bytes: Uint8Array): boolean {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (HTML.test(pdf)) return true;
  const text = dictionaries(pdf, bytes);
  if (text === null) return true;
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    if (ACTIVE_NAMES.has(decodeName(match[1] ?? ''))) return true;
  }
  return opensWithAction(text.replace(/\/([^\s/<>[\]()%{}]+)/g, (_all, name: string) => `/${decodeName(name)}`));
}
