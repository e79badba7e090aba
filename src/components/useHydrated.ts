import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. A form
 * whose submit button is disabled until then cannot be sent by the browser on its own (a
 * native GET would put what was typed, a password even, in the address and the server log).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
