import { lazy, Suspense, type ComponentType } from 'react';

type DialogComponent = ComponentType<{ policyHref: string }>;

/**
 * The cookie dialog's code is its own chunk (not in every page's boot JavaScript). When the
 * prerendered dialog is to be shown, main.tsx loads it before hydrating, so React hydrates the
 * dialog in place: hydrating it later would make React drop and redraw it, a second paint of
 * the page's largest text (LCP) a second later.
 */
let loaded: DialogComponent | null = null;

export function loadCookieDialog(): Promise<DialogComponent> {
  return import('./CookieDialog.tsx').then((module) => {
    loaded = module.default;
    return module.default;
  });
}

const LazyDialog = lazy(() => loadCookieDialog().then((component) => ({ default: component })));

export function CookieDialogSlot({ policyHref }: { policyHref: string }) {
  const Dialog = loaded ?? LazyDialog;
  return (
    <Suspense fallback={null}>
      <Dialog policyHref={policyHref} />
    </Suspense>
  );
}
