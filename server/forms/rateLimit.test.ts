/** @jest-environment node */
import { rateLimiter } from './rateLimit.ts';

describe('rateLimiter', () => {
  it('lets `max` submissions through per window and says how long to wait after that', () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const limiter = rateLimiter(3, 10 * 60_000, () => new Date(now));
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0]);
    expect(limiter.hit('a')).toBe(600);
    // Another address is not affected.
    expect(limiter.hit('b')).toBe(0);
    now += 4 * 60_000;
    expect(limiter.hit('a')).toBe(360);
    // The window slides: once the first hits are older than 10 minutes, sending works again.
    now += 6 * 60_000 + 1;
    expect(limiter.hit('a')).toBe(0);
  });

  it('is lifted with max 0', () => {
    const limiter = rateLimiter(0, 60_000, () => new Date());
    for (let i = 0; i < 100; i++) expect(limiter.hit('a')).toBe(0);
  });
});
