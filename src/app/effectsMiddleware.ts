/**
 * Side effects after the reducers, in the manner of RTK's listener middleware (an effect per
 * action or matcher, with dispatch, the new state and the state before), in 30 lines instead
 * of the 3 KiB that would push every page's boot JavaScript over its budget.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

export interface EffectApi<S> {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => S;
  /** The state before the action that started the effect. */
  getOriginalState: () => S;
}

export interface Effect<S> {
  matches: (action: unknown) => boolean;
  run: (action: UnknownAction, api: EffectApi<S>) => void | Promise<void>;
}

export function effectsMiddleware<S>(effects: Effect<S>[]): Middleware<object, S> {
  return (store) => (next) => (action) => {
    const before = store.getState();
    const result = next(action);
    for (const effect of effects) {
      if (!effect.matches(action)) continue;
      const api: EffectApi<S> = { dispatch: store.dispatch, getState: store.getState, getOriginalState: () => before };
      // An effect that fails must not break the dispatch that started it; it is reported.
      void Promise.resolve()
        .then(() => effect.run(action as UnknownAction, api))
        .catch((error: unknown) => console.error('Effect failed:', error));
    }
    return result;
  };
}
