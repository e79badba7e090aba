import { throttle } from './throttle.ts';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per interval, and always delivers the last call', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 100);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(99);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    jest.advanceTimersByTime(500);
    fn(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('can be cancelled', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 100);
    fn(1);
    fn(2);
    fn.cancel();
    jest.advanceTimersByTime(200);
    expect(calls).toEqual([1]);
  });
});
