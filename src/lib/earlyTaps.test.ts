import { keepEarlyTaps } from './earlyTaps.ts';

/** The app's work once it runs: a handler on the button, then <html data-hydrated>. */
async function hydrate(handlers: [HTMLElement, () => void][]): Promise<void> {
  for (const [element, handler] of handlers) element.addEventListener('click', handler);
  document.documentElement.dataset.hydrated = 'true';
  // The MutationObserver answers in a microtask.
  await Promise.resolve();
}

describe('a tap before the app runs', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = `
      <button type="button" id="filters">Filtres</button>
      <button type="button" id="refuse">Refuser</button>
      <form><button id="send">Rechercher</button></form>`;
  });

  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;

  it('acts once the app has hydrated, once', async () => {
    keepEarlyTaps(document);
    byId('filters').click();
    const opened = jest.fn();
    await hydrate([[byId('filters'), opened]]);
    expect(opened).toHaveBeenCalledTimes(1);
    // Later taps reach the app directly, and are not repeated.
    byId('filters').click();
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('keeps only the last of several taps', async () => {
    keepEarlyTaps(document);
    byId('filters').click();
    byId('refuse').click();
    const opened = jest.fn();
    const refused = jest.fn();
    await hydrate([
      [byId('filters'), opened],
      [byId('refuse'), refused],
    ]);
    expect(opened).not.toHaveBeenCalled();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('leaves submit buttons to the browser, and forgets a button the app removed or disabled', async () => {
    keepEarlyTaps(document);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    byId('send').click();
    expect(submitted).toHaveBeenCalledTimes(1);

    byId('refuse').click();
    byId('refuse').disabled = true;
    const refused = jest.fn();
    await hydrate([[byId('refuse'), refused]]);
    expect(refused).not.toHaveBeenCalled();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page already hydrated', async () => {
    document.documentElement.dataset.hydrated = 'true';
    keepEarlyTaps(document);
    const opened = jest.fn();
    byId('filters').addEventListener('click', opened);
    byId('filters').click();
    await Promise.resolve();
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
