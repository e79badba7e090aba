/**
 * The files of a submission: checked (name, type by content, then the content itself), then
 * named for storage. Their bytes go into the database in the submission's own transaction
 * (store.ts), so a file is kept exactly when its submission is: nothing is written to disk,
 * and a refused or conflicting submission leaves nothing behind.
 * A refused file gets the error key of its field.
 */
import { randomUUID } from 'node:crypto';
import type { UploadRule } from '../../src/domain/forms/kinds.ts';
import { isSafeLine } from '../../src/domain/forms/common.ts';
import { hasUnsafeEntries } from './archiveCheck.ts';
import { isWholeImage } from './imageCheck.ts';
import { cleanFilename, type ReceivedFile } from './parse.ts';
import { hasActivePdfContent } from './pdfCheck.ts';
import { sniffFile, type SniffedType } from './sniff.ts';
import type { Upload } from './effects.ts';

export interface AcceptedFile {
  file: ReceivedFile;
  type: SniffedType;
  ext: string;
}

/** The error key for a file of this type, or null when its content is acceptable. */
async function contentError(bytes: Uint8Array, type: SniffedType): Promise<string | null> {
  if (type === 'jpeg' || type === 'png') return (await isWholeImage(bytes, type)) ? null : 'errors.imageUnreadable';
  if (type === 'pdf') return hasActivePdfContent(bytes) ? 'errors.fileActiveContent' : null;
  if (type === 'docx') return hasUnsafeEntries(bytes) ? 'errors.fileActiveContent' : null;
  return null;
}

export async function checkUploads(
  rules: readonly UploadRule[],
  files: readonly ReceivedFile[],
): Promise<{ errors: Record<string, string>; accepted: AcceptedFile[] }> {
  const errors: Record<string, string> = {};
  const accepted: AcceptedFile[] = [];
  for (const rule of rules) {
    const file = files.find((f) => f.field === rule.field);
    if (!file) {
      if (rule.required) errors[rule.field] = 'errors.fileRequired';
      continue;
    }
    // The name is shown in the agency's mail: the same rule as any one-line field.
    if (!isSafeLine(file.filename)) {
      errors[rule.field] = 'errors.fileNameInvalid';
      continue;
    }
    const sniffed = sniffFile(file.bytes);
    if (!sniffed || !rule.accept.includes(sniffed.type)) {
      errors[rule.field] = rule.accept.includes('pdf') ? 'errors.fileType' : 'errors.imageType';
      continue;
    }
    const error = await contentError(file.bytes, sniffed.type);
    if (error) errors[rule.field] = error;
    else accepted.push({ file, type: sniffed.type, ext: sniffed.ext });
  }
  return { errors, accepted };
}

/** Each accepted file with the name it is stored under and the name the agency sees. */
export function namedUploads(accepted: readonly AcceptedFile[]): Upload[] {
  return accepted.map(({ file, type, ext }) => ({
    field: file.field,
    storedName: `${randomUUID()}.${ext}`,
    type,
    bytes: file.bytes.length,
    originalName: cleanFilename(file.filename, ext),
    content: file.bytes,
  }));
}
