/**
 * The requests' count and duration per method, route pattern and status, kept where a request
 * costs only a few map lookups and additions (prom-client's own counter and histogram build label
 * strings and objects on every call, which cost the site's pages a few per cent of their rate,
 * docs/PERFORMANCE.md), and handed to prom-client as a counter and a histogram when scraped.
 */
import type { Counter, Metric, Registry } from 'prom-client';

/** Seconds, from a static page's few milliseconds to a slow upload's seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  buckets: Float64Array;
}

export function requestStats() {
  const byRoute = new Map<string, Map<number, Map<string, Series>>>();

  function seriesOf(method: string, route: string, status: number): Series {
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let byMethod = byStatus.get(status);
    if (!byMethod) byStatus.set(status, (byMethod = new Map()));
    let series = byMethod.get(method);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Float64Array(DURATION_BUCKETS.length + 1),
      };
      byMethod.set(method, series);
    }
    return series;
  }

  function* all(): Generator<Series> {
    for (const byStatus of byRoute.values()) for (const byMethod of byStatus.values()) yield* byMethod.values();
  }

  return {
    add(method: string, route: string, status: number, seconds: number): void {
      const series = seriesOf(method, route, status);
      series.count += 1;
      series.sum += seconds;
      let bucket = 0;
      while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] as number)) bucket++;
      series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    },
    /** Sets `counter` to the counts at each scrape (its collect). */
    countInto(counter: Counter<'method' | 'route' | 'status'>): void {
      counter.reset();
      for (const series of all()) counter.inc(series.labels, series.count);
    },
    /**
     * The durations as a Prometheus histogram in `registry`: an object with prom-client's
     * metric interface (name, help, type, get), read like its own at each scrape.
     */
    registerHistogram(registry: Registry, name: string, help: string): void {
      const read = async () => {
        const values = [];
        for (const series of all()) {
          let cumulative = 0;
          for (const [i, bound] of [...DURATION_BUCKETS, '+Inf' as const].entries()) {
            cumulative += series.buckets[i] ?? 0;
            values.push({ labels: { ...series.labels, le: bound }, value: cumulative, metricName: `${name}_bucket` });
          }
          values.push({ labels: series.labels, value: series.sum, metricName: `${name}_sum` });
          values.push({ labels: series.labels, value: series.count, metricName: `${name}_count` });
        }
        return { name, help, type: 'histogram' as const, values, aggregator: 'sum' as const };
      };
      registry.registerMetric({
        name,
        help,
        get: read,
        reset: () => byRoute.clear(),
      } as unknown as Metric);
    },
  };
}
