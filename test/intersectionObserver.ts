import { act } from '@testing-library/react';

/**
 * jsdom has no IntersectionObserver, so react-lazy-load-image-component would wait forever
 * (its scroll fallback sees no layout). This stand-in records each observer with its options
 * and targets, and lets a test say which targets came into view. The package keeps its
 * observers for the life of the module, so install this once per test file, before rendering.
 */
export function installIntersectionObserver() {
  const observers: FakeObserver[] = [];

  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  // The package checks for the entry's isIntersecting on the prototype before it uses observers.
  class FakeEntry {
    get isIntersecting() {
      return false;
    }
  }

  Object.assign(window, { IntersectionObserver: FakeObserver, IntersectionObserverEntry: FakeEntry });

  return {
    observers,
    /** The elements being watched now, across observers. */
    watched: () => observers.flatMap((observer) => [...observer.targets]),
    /** The targets `inView` accepts (all by default) come within the root margin. */
    reveal(inView: (target: Element) => boolean = () => true) {
      act(() => {
        for (const observer of observers) {
          const entries = [...observer.targets]
            .filter(inView)
            .map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
          if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
        }
      });
    },
  };
}
