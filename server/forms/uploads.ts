/**
 * The files of a submission: checked (name, type by content, then the content itself), written
 * to the upload folder, and removed again whenever the submission is not stored with them.
 * A refused file gets the error key of its field; nothing of it is ever written.
 */
import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadRule } from '../../src/features/forms/rules/kinds.ts';
import { isSafeLine } from '../../src/features/forms/rules/common.ts';
import { hasUnsafeEntries } from './archiveCheck.ts';
import { isWholeImage } from './imageCheck.ts';
import { cleanFilename, type ReceivedFile } from './parse.ts';
import { hasActivePdfContent } from './pdfCheck.ts';
import { sniffFile, type SniffedType } from './sniff.ts';

export interface AcceptedFile {
  file: ReceivedFile;
  type: SniffedType;
  ext: string;
}

export interface StoredUpload {
  field: string;
  storedName: string;
  type: string;
  bytes: number;
  originalName: string;
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

export async function discardUploads(dir: string, stored: readonly StoredUpload[]): Promise<void> {
  await Promise.all(stored.map((s) => unlink(path.join(dir, s.storedName)).catch(() => undefined)));
}

/** Writes every file, or none: a failed write removes the ones already written. */
export async function writeUploads(dir: string, accepted: readonly AcceptedFile[]): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    for (const { file, type, ext } of accepted) {
      const storedName = `${randomUUID()}.${ext}`;
      stored.push({
        field: file.field,
        storedName,
        type,
        bytes: file.bytes.length,
        originalName: cleanFilename(file.filename, ext),
      });
      await writeFile(path.join(dir, storedName), file.bytes, { mode: 0o600, flag: 'wx' });
    }
  } catch (error) {
    // A write that failed half way (disk full) may have left part of its file too.
    await discardUploads(dir, stored);
    throw error;
  }
  return stored;
}
