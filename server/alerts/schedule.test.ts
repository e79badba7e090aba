import { brusselsMoment, lastDigestTime } from './schedule.ts';

const utc = (iso: string) => Date.parse(iso);

describe('brusselsMoment', () => {
  it.each([
    ['a winter day', [2026, 1, 15, 8], '2026-01-15T07:00:00Z'],
    ['a summer day', [2026, 7, 15, 8], '2026-07-15T06:00:00Z'],
    ['the day the clocks go forward', [2026, 3, 29, 8], '2026-03-29T06:00:00Z'],
    ['the day before', [2026, 3, 28, 8], '2026-03-28T07:00:00Z'],
    ['the day the clocks go back', [2026, 10, 25, 8], '2026-10-25T07:00:00Z'],
    ['the day before', [2026, 10, 24, 8], '2026-10-24T06:00:00Z'],
  ] as [string, [number, number, number, number], string][])('08:00 on %s', (_name, [y, m, d, h], expected) => {
    expect(brusselsMoment(y, m, d, h)).toBe(utc(expected));
  });
});

describe('lastDigestTime', () => {
  it.each([
    // daily: today's 08:00 once it has come, yesterday's before.
    ['daily', '2026-11-18T07:00:00Z', '2026-11-18T07:00:00Z'],
    ['daily', '2026-11-18T06:59:59Z', '2026-11-17T07:00:00Z'],
    ['daily', '2026-11-18T23:30:00Z', '2026-11-18T07:00:00Z'], // 00:30 on the 19th in Belgium
    ['daily', '2026-03-29T05:59:00Z', '2026-03-28T07:00:00Z'],
    ['daily', '2026-03-29T06:00:00Z', '2026-03-29T06:00:00Z'],
    ['daily', '2026-10-25T06:30:00Z', '2026-10-24T06:00:00Z'], // 07:30 CET, the first winter morning
    ['daily', '2026-10-25T07:00:00Z', '2026-10-25T07:00:00Z'],
    ['daily', '2026-12-31T23:30:00Z', '2026-12-31T07:00:00Z'], // 00:30 on New Year's Day
    // weekly: the last Monday's 08:00.
    ['weekly', '2026-11-23T07:00:00Z', '2026-11-23T07:00:00Z'], // Monday 08:00
    ['weekly', '2026-11-23T06:59:00Z', '2026-11-16T07:00:00Z'],
    ['weekly', '2026-11-22T12:00:00Z', '2026-11-16T07:00:00Z'], // Sunday
    ['weekly', '2026-11-29T23:30:00Z', '2026-11-23T07:00:00Z'], // Monday 00:30 in Belgium
    ['weekly', '2026-03-30T06:00:00Z', '2026-03-30T06:00:00Z'], // the first summer Monday
    ['weekly', '2026-03-30T05:59:00Z', '2026-03-23T07:00:00Z'],
    ['weekly', '2026-10-26T06:59:00Z', '2026-10-19T06:00:00Z'], // the first winter Monday, 07:59
    ['weekly', '2026-10-26T07:00:00Z', '2026-10-26T07:00:00Z'],
  ] as ['daily' | 'weekly', string, string][])('%s at %s: %s', (frequency, now, expected) => {
    expect(new Date(lastDigestTime(utc(now), frequency)).toISOString()).toBe(new Date(utc(expected)).toISOString());
  });
});
