import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { yieldToMain } from '../lib/yieldToMain.ts';
import { useAppDispatch } from '../state/hooks.ts';
import { consentStarted } from '../state/consent/consentListener.ts';
import { favouritesStarted } from '../state/favourites/favouritesEffects.ts';

/**
 * After a client-side navigation to a new page, focus moves to the main content so keyboard
 * and screen-reader users land on the new page (the view starts at the top: ScrollRestoration).
 * Not on the first render, not for back and forward, not for a jump to an anchor.
 */
function useFocusOnNavigation(): void {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === 'PUSH' && !hash) document.getElementById('main')?.focus({ preventScroll: true });
  }, [key, type, hash]);
}

/** The router's root: what runs once for the whole visit, whatever page is shown. */
export function AppRoot() {
  const dispatch = useAppDispatch();
  useFocusOnNavigation();
  useEffect(() => {
    // Once hydrated, the stored choice or the dialog; in a task of its own, because it
    // re-renders the layout, and on a phone the task that ends hydration is long enough.
    let live = true;
    void yieldToMain().then(() => {
      if (!live) return;
      dispatch(consentStarted({ pathname: window.location.pathname, search: window.location.search }));
      dispatch(favouritesStarted());
      // Tells the browser tests (and anyone debugging) that the page is interactive.
      document.documentElement.dataset.hydrated = 'true';
    });
    return () => {
      live = false;
    };
  }, [dispatch]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
