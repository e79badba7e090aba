/**
 * Reads a form body: JSON, or multipart/form-data for the forms with a file (a `payload`
 * part holding the JSON of the values, then the file parts). Every problem becomes an error
 * code for the visitor, never an exception that would answer 500.
 */
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, type UploadRule } from '../../src/domain/forms/kinds.ts';

export interface ReceivedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export type Parsed =
  | { ok: true; values: Record<string, unknown>; files: ReceivedFile[] }
  | { ok: false; status: number; error: string; errors?: Record<string, string> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function parseBody(request: FastifyRequest, uploads: readonly UploadRule[]): Promise<Parsed> {
  if (!request.isMultipart()) {
    return isObject(request.body)
      ? { ok: true, values: request.body, files: [] }
      : { ok: false, status: 400, error: 'errors.badRequest' };
  }
  if (uploads.length === 0) return { ok: false, status: 415, error: 'errors.unsupportedMediaType' };
  let values: Record<string, unknown> | null = null;
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'payload' || typeof part.value !== 'string') continue;
        const parsed: unknown = JSON.parse(part.value);
        if (!isObject(parsed)) return { ok: false, status: 400, error: 'errors.badRequest' };
        values = parsed;
      } else {
        const rule = uploads.find((u) => u.field === part.fieldname);
        const bytes = await part.toBuffer();
        if (!rule || files.some((f) => f.field === part.fieldname)) continue;
        if (bytes.length > MAX_UPLOAD_BYTES || part.file.truncated) {
          return { ok: false, status: 413, error: 'errors.invalid', errors: { [rule.field]: 'errors.fileTooLarge' } };
        }
        if (bytes.length > 0) files.push({ field: rule.field, filename: part.filename, bytes });
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = uploads[0]?.field ?? 'file';
      return { ok: false, status: 413, error: 'errors.invalid', errors: { [field]: 'errors.fileTooLarge' } };
    }
    if (error instanceof SyntaxError) return { ok: false, status: 400, error: 'errors.badRequest' };
    const status = (error as { statusCode?: number }).statusCode;
    return { ok: false, status: status && status >= 400 && status < 500 ? status : 400, error: 'errors.badRequest' };
  }
  return values ? { ok: true, values, files } : { ok: false, status: 400, error: 'errors.badRequest' };
}

/** A file name as a mail may show it: no path, no control characters, bounded. */
export function cleanFilename(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 100);
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${ext}`;
}
