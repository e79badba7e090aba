/**
 * The page-view beacon of a property's page, counted by the server for the owner's statistics
 * (POST /api/visits; no cookie, nothing stored about the visitor). It is sent from an effect, so
 * never by the prerenderer, and only once a person can see the page: a tab opened in the
 * background or a page the browser prerenders on speculation is counted when (and if) it is shown.
 */
import { useEffect } from 'react';

export const VISITS_URL = '/api/visits';

/** What the beacon needs of the document: an interface, so tests can play the browser. */
export type VisitDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> & {
  prerendering?: boolean;
};

export function sendVisit(id: number): void {
  const body = JSON.stringify({ id });
  // text/plain keeps the request "simple": no CORS preflight, and sendBeacon accepts it.
  if (typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(VISITS_URL, new Blob([body], { type: 'text/plain' }))) return;
    } catch {
      // Some browsers throw instead of returning false; the fetch below still goes.
    }
  }
  if (typeof fetch !== 'function') return;
  fetch(VISITS_URL, { method: 'POST', keepalive: true, body, headers: { 'content-type': 'text/plain' } }).catch(
    () => undefined,
  );
}

/**
 * Sends the beacon once the page is visible and no longer prerendering; returns the cleanup.
 * The first look is deferred by a task: React's StrictMode mounts effects twice in development,
 * and the cleanup in between cancels it, so one page view is one beacon there too.
 */
export function watchVisit(id: number, doc: VisitDocument = document, send = sendVisit): () => void {
  let done = false;
  const attempt = () => {
    if (done || doc.prerendering || doc.visibilityState !== 'visible') return;
    stop();
    send(id);
  };
  const timer = setTimeout(attempt, 0);
  function stop() {
    done = true;
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', attempt);
    doc.removeEventListener('prerenderingchange', attempt);
  }
  doc.addEventListener('visibilitychange', attempt);
  doc.addEventListener('prerenderingchange', attempt);
  return stop;
}

/** One beacon per page view: again when the visitor moves on to another listing or language. */
export function useVisitBeacon(id: number, lng: string): void {
  // lng is not read, but a page in another language is another page view.
  useEffect(() => watchVisit(id), [id, lng]);
}
