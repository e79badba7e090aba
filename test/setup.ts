import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders every browser has; the forms' captcha (altcha-lib) needs them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = 2026;
(globalThis as { __CONSENT_POLICY__?: unknown }).__CONSENT_POLICY__ = { version: '2026-11-20', maxAgeDays: 182 };

if (typeof window !== 'undefined') {
  // jsdom has no modal dialogs, no scrolling and no media queries: the smallest faithful stand-ins.
  const proto = window.HTMLDialogElement?.prototype;
  if (proto && !proto.showModal) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'object' ? (x.top ?? 0) : (y ?? 0);
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  }) as typeof window.scrollTo;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// jsdom has no layout, so no scrolling; components call it to keep the active option in view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

if (typeof window !== 'undefined') {
  // findBy* and waitFor give up after 1 s by default, which a page that loads its lazy chunks
  // can exceed on a busy or slow machine: 15 s, still under the test limit (jest.config.ts) so a
  // failure names what was awaited. No test relies on them giving up early to prove an absence.
  // (The `pure` entry: the main one adds hooks, which cannot be added from inside a hook.)
  beforeAll(async () => {
    const { configure } = await import('@testing-library/react/pure');
    configure({ asyncUtilTimeout: 15_000 });
  });
}

if (typeof window !== 'undefined') {
  // The browser loads the lazy-image package after the page is interactive (LazyPicture.tsx);
  // tests render with it in, as a visitor who scrolls does. After the test file's own set-up
  // (installIntersectionObserver), since the package looks for the observer when it loads.
  beforeAll(async () => {
    const { loadLazyImages } = await import('../src/components/LazyPicture.tsx');
    await loadLazyImages();
  });
}
