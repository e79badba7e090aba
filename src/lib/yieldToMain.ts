interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the next piece of
 * start-up work. A phone's CPU turns each piece into tens of milliseconds, and one long task
 * made of all of them is what a visitor feels as a page that does not respond.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
