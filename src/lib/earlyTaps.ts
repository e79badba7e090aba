/**
 * A tap on a button of the prerendered page before the app runs would do nothing: the button
 * has no handler yet (a link works on its own and is left alone). boot.ts starts this at once,
 * before React loads: a button tapped meanwhile is remembered, and tapped again for the visitor
 * once the app has hydrated (AppRoot marks <html data-hydrated>), so "Filtres" opens and the
 * cookie dialog's answer counts. Only the last tap is kept: two taps on a toggle would undo
 * each other, and taps on different buttons were a visitor's hesitation, not two orders.
 */
const HYDRATED = 'hydrated';

/**
 * The button a tap on `target` acts through: a plain button (type="button"), which does nothing
 * without the app. A submit button is left to the browser (a search form sends itself without
 * the app; the forms that post are disabled until it runs), and so is a link.
 */
function tappedButton(target: EventTarget | null): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest('button');
  if (!button || button.type !== 'button' || button.disabled || button.closest('a[href]')) return null;
  return button;
}

export function keepEarlyTaps(doc: Document): void {
  const root = doc.documentElement;
  if (root.dataset[HYDRATED] === 'true') return;
  let last: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = tappedButton(event.target);
    if (!button) return;
    last = button;
  };
  doc.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    if (root.dataset[HYDRATED] !== 'true') return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    const button = last;
    last = null;
    // Still on the page and still enabled: the app's handler now answers the tap.
    if (button?.isConnected && !button.disabled) button.click();
  });
  observer.observe(root, { attributes: true, attributeFilter: [`data-${HYDRATED}`] });
}
