/**
 * At most `max` calls per key in a sliding window, in this process's memory: the CRM sync
 * endpoint's limit (server/routes/sync.ts), which a shared secret already guards. The forms'
 * limit per address is shared by every instance through the database (server/db/rateHits.ts).
 * `max` 0 lifts it.
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
