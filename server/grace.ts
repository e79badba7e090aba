/**
 * Whether some work ends within a grace (SHUTDOWN_GRACE_MS): the loops that stop with the
 * server wait this long for what they are doing before they give it back. Without a grace they
 * wait for it to end, as the tests that stop them by hand do.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number | undefined): Promise<boolean> {
  const ended = work.then(
    () => true,
    () => true,
  );
  if (ms === undefined) return ended;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  try {
    return await Promise.race([ended, late]);
  } finally {
    clearTimeout(timer);
  }
}
