/**
 * Validates every snapshot and configuration file against its schema. A bad file fails
 * with one line per problem naming the file, the record and the field, and the reason.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { menuSchema, siteSchema } from '../../src/config/schema.ts';

export interface SnapshotProblem {
  file: string;
  record: string;
  field: string;
  reason: string;
}

type PathPart = PropertyKey;

/** Names the record a problem is in: the id of the nearest object that has one. */
function describe(data: unknown, issuePath: readonly PathPart[]): { record: string; field: string } {
  let node: unknown = data;
  let record = '(file)';
  let recordDepth = 0;
  issuePath.forEach((part, depth) => {
    if (node && typeof node === 'object') {
      node = (node as Record<PropertyKey, unknown>)[part];
      if (node && typeof node === 'object' && 'id' in node) {
        record = `id ${String((node as { id: unknown }).id)}`;
        recordDepth = depth + 1;
      }
    }
  });
  const field = issuePath.slice(recordDepth).map(String).join('.') || issuePath.map(String).join('.') || '(root)';
  return { record, field };
}

export function checkJson(file: string, text: string, schema: z.ZodType): SnapshotProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{ file, record: '(file)', field: '(root)', reason: `not valid JSON: ${(error as Error).message}` }];
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ file, ...describe(data, issue.path), reason: issue.message }));
}

export const CONFIG_FILES: { file: string; schema: z.ZodType }[] = [
  { file: 'snapshot/config/site.json', schema: siteSchema },
  { file: 'snapshot/config/menu.json', schema: menuSchema },
];

export async function checkSnapshot(root = process.cwd()): Promise<SnapshotProblem[]> {
  const problems: SnapshotProblem[] = [];
  for (const { file, schema } of CONFIG_FILES) {
    let text: string;
    try {
      text = await readFile(path.join(root, file), 'utf8');
    } catch {
      problems.push({ file, record: '(file)', field: '(root)', reason: 'the file is missing' });
      continue;
    }
    problems.push(...checkJson(file, text, schema));
  }
  return problems;
}

export function formatProblem(p: SnapshotProblem): string {
  return `${p.file}: ${p.record}: ${p.field}: ${p.reason}`;
}
