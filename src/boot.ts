/**
 * The app's entry. A prerendered page asks for it from its inline loader once its photo is
 * painted (publisher/pages/bootLoader.ts); the dev server's index.html names it directly. The
 * prerendered HTML is complete and its links work on their own, so the first paint never waits
 * for the app: this waits for a frame, then fetches React, yields, and only then loads and
 * hydrates the app. No single task evaluates everything at once.
 */
import './styles/index.css';
import { mustAsk } from './state/consent/consentStorage.ts';
import { isPreviewPath } from './lib/previewPath.ts';
import { preloadPageAssets } from './lib/pageAssets.ts';

// The prerendered cookie dialog stays hidden unless this visitor has no valid choice stored:
// decided here, before React loads, so a first visit sees it at once and a returning
// visitor never sees it flash. A preview page never shows it.
try {
  if (mustAsk(window.localStorage, __CONSENT_POLICY__, new Date(), window.location)) {
    document.documentElement.dataset.consent = 'ask';
  }
} catch {
  // No storage at all: the app asks once it runs.
  if (!isPreviewPath(window.location.pathname)) document.documentElement.dataset.consent = 'ask';
}

function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(run, 0));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterFirstPaint(() => {
  // The page's own chunks and data files, in parallel with React and the app.
  preloadPageAssets(document);
  // Three module evaluations, a task each: React and React DOM (their own chunk), what the app
  // shares with its lazy pages (Redux Toolkit, the router, i18next, the route table), the app.
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./app/routes/sharedStage.ts'))
    .then(nextTask)
    .then(() => import('./main.tsx'));
});
