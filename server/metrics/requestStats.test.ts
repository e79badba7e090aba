/** @jest-environment node */
/** The requests' histogram as Prometheus reads it: cumulative buckets (`le` inclusive), +Inf, sum and count. */
import { Counter, Registry } from 'prom-client';
import { valueOf } from '../../test/metrics/scrape.ts';
import { requestStats } from './requestStats.ts';

it('writes each series as a cumulative histogram and a counter', async () => {
  const registry = new Registry();
  const stats = requestStats();
  new Counter({
    name: 'requests_total',
    help: 'requests',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      stats.countInto(this);
    },
  });
  stats.registerHistogram(registry, 'duration_seconds', 'durations');
  for (const seconds of [0.005, 0.3, 20]) stats.add('GET', '/*', 200, seconds);
  stats.add('POST', '/api/forms/:kind', 202, 0.04);
  const text = await registry.metrics();
  const page = { method: 'GET', route: '/*', status: '200' };
  const bucket = (le: string) => valueOf(text, 'duration_seconds_bucket', { ...page, le });
  expect([bucket('0.005'), bucket('0.25'), bucket('0.5'), bucket('10'), bucket('+Inf')]).toEqual([1, 1, 2, 2, 3]);
  expect(valueOf(text, 'duration_seconds_sum', page)).toBeCloseTo(20.305);
  expect(valueOf(text, 'duration_seconds_count', page)).toBe(3);
  expect(valueOf(text, 'requests_total', page)).toBe(3);
  expect(valueOf(text, 'requests_total', { method: 'POST', route: '/api/forms/:kind', status: '202' })).toBe(1);
  expect(text).toMatch(/^# TYPE duration_seconds histogram$/m);
  // A second scrape reads the same counts, not twice them.
  expect(valueOf(await registry.metrics(), 'requests_total', page)).toBe(3);
});
