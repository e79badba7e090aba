/**
 * A release's way to the other instances (issue 36, docs/LIVE_CATALOGUE.md, "Several
 * instances"): two built instances with their own LIVE_DIR on one PostgreSQL
 * (test/multi/sharedSites.ts); five times, a price changed in the test CRM and synced on A,
 * then the time from A's sync answer (the release published and shared) until B serves the
 * new price. Target: p95 of the five within 10 s.
 */
import { dutchPrice, priceShown, startSharedSites, syncOn } from '../../test/multi/sharedSites.ts';

export interface ReachFigures {
  ms: number[];
}

export async function benchReleaseReach(basePort: number, publishes = 5): Promise<ReachFigures> {
  const sites = await startSharedSites(basePort);
  try {
    const a = await sites.start('a');
    await syncOn(a);
    const b = await sites.start('b');
    // B's sync at start ends before the first measured one.
    await syncOn(b);
    const ms: number[] = [];
    for (let i = 1; i <= publishes; i++) {
      const price = 310_000 + i * 1_000;
      await sites.setPrice(price);
      const answer = await syncOn(a);
      if (answer.status !== 'published')
        throw new Error(`the sync on A ended ${answer.status}: ${answer.message ?? ''}`);
      ms.push(await priceShown(b, dutchPrice(price)));
    }
    return { ms };
  } finally {
    await sites.stop();
  }
}

export function reachLine({ ms }: ReachFigures): string {
  const sorted = [...ms].sort((x, y) => x - y);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
  return (
    `Two instances, one PostgreSQL, no shared disk: a release on the second instance ${sorted.join(', ')} ms ` +
    `after the sync's answer on the first (${ms.length} publishes), p95 ${p95} ms. Target: p95 <= 10,000 ms`
  );
}
