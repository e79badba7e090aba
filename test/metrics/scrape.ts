/**
 * Reading /metrics as Prometheus does, for the tests: the text with the bearer token, and one
 * series' value by its name and labels.
 */
import type { FastifyInstance } from 'fastify';

export async function scrape(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return response.body;
}

function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const match of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[match[1] ?? ''] = match[2] ?? '';
  return labels;
}

/**
 * The value of the series `name` whose labels include `labels` (the first one), 0 when there is
 * none: a counter not yet moved for those labels.
 */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = labelsOf(match[2] ?? '');
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}
