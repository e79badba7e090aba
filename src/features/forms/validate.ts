/**
 * Formik's validation: the shared yup schema, plus the checks of the chosen files that only
 * the browser can make early (presence, size, type by name). Errors are keyed like the values
 * (nested for a signer); an error inside a list (one postcode, one child) belongs to the list.
 */
import { ValidationError, type AnyObjectSchema } from 'yup';
import { KIND_RULES, MAX_UPLOAD_BYTES, type FormKind } from '../../domain/forms/kinds.ts';
import { fieldsOf } from '../../domain/forms/layouts.ts';

type Errors = Record<string, unknown>;

export function setIn(target: Errors, path: string, message: string): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] = typeof node[part] === 'object' && node[part] !== null ? node[part] : {};
    node = node[part] as Errors;
  }
  const last = parts.at(-1) ?? path;
  if (node[last] === undefined) node[last] = message;
}

export function getIn(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Errors | undefined)?.[part], source);
}

/** "zones[2]" and "zones.2" belong to "zones"; "signerA.firstName" stays as it is. */
export function fieldPath(path: string): string {
  return path.replace(/\[\d+\].*$/, '').replace(/\.\d+(\..*)?$/, '');
}

const EXTENSIONS: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
};

export async function validateForm(
  schema: AnyObjectSchema,
  kind: FormKind,
  values: Record<string, unknown>,
): Promise<Errors> {
  const errors: Errors = {};
  try {
    await schema.validate(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      if (inner.path) setIn(errors, fieldPath(inner.path), inner.message);
    }
  }
  for (const upload of KIND_RULES[kind].uploads) {
    const file = values[upload.field];
    if (!(file instanceof File)) {
      if (upload.required) errors[upload.field] = 'errors.fileRequired';
      continue;
    }
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    const known = upload.accept.some((type) => EXTENSIONS[type]?.includes(ext));
    if (file.size > MAX_UPLOAD_BYTES) errors[upload.field] = 'errors.fileTooLarge';
    else if (!known) errors[upload.field] = upload.accept.includes('pdf') ? 'errors.fileType' : 'errors.imageType';
  }
  return errors;
}

/** The first field in red, in the order the form shows them. */
export function firstInvalid(kind: FormKind, errors: Errors, values: Record<string, unknown>): string | null {
  for (const { path, set } of fieldsOf(kind)) {
    if (set.when && getIn(values, set.when) !== true) continue;
    if (typeof getIn(errors, path) === 'string') return path;
  }
  return typeof errors.captcha === 'string' ? 'captcha' : null;
}
