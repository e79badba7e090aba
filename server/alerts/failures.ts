/**
 * The alerts API's brake: an address that keeps sending bad or unknown tokens is refused for
 * a while. Only failures count. A 128-bit token cannot be guessed anyway; this keeps scripts
 * from hammering the database and the log. Successes never count, because the one-click
 * unsubscribes of RFC 8058 arrive from a mail provider's few servers, many people at once,
 * and must never be refused. In memory, as the forms' limit (one process serves the site).
 */
export function failureThrottle(max: number, windowMs: number, clock: () => Date) {
  const failures = new Map<string, number[]>();
  let lastSweep = 0;

  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((at) => at > now - windowMs);

  return {
    /** Seconds this address must wait before it may try again, or 0. */
    wait(key: string): number {
      if (max <= 0) return 0;
      const now = clock().getTime();
      const times = recent(key, now);
      if (times.length < max) return 0;
      return Math.max(1, Math.ceil(((times[0] ?? now) + windowMs - now) / 1000));
    },
    fail(key: string): void {
      if (max <= 0) return;
      const now = clock().getTime();
      if (now - lastSweep >= windowMs) {
        lastSweep = now;
        for (const [address, times] of failures) if ((times.at(-1) ?? 0) <= now - windowMs) failures.delete(address);
      }
      failures.set(key, [...recent(key, now), now].slice(-max));
    },
  };
}
