/**
 * At most `max` form submissions per address in a sliding window (10 minutes by default):
 * enough for a family sending a few requests, too few for a script. In memory: one process
 * serves the site; behind several, a shared store would take its place. `max` 0 lifts it
 * (the benchmark does, to measure the endpoint itself).
 */
export function rateLimiter(max: number, windowMs: number, clock: () => Date) {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
  };

  return {
    /** Counts a hit; returns the seconds to wait when over the limit, or 0. */
    hit(key: string): number {
      if (max <= 0) return 0;
      const now = clock().getTime();
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000);
      }
      recent.push(now);
      hits.set(key, recent);
      return 0;
    },
  };
}
