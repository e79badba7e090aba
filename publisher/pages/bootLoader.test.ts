import { createHash } from 'node:crypto';
import { BOOT_LOADER, BOOT_LOADER_CSP, bootLoaderTag, bootUrls, deferBoot } from './bootLoader.ts';

const VITE_TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/boot-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
  </body>
</html>`;

describe("the page template's boot", () => {
  it('moves the module script and its preloads into the loader at the end of the body', () => {
    const html = deferBoot(VITE_TEMPLATE);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(bootUrls(html)).toEqual(['/assets/index-abc.js', '/assets/runtime-def.js', '/assets/boot-ghi.js']);
    expect(html).toMatch(/<script data-boot="[^"]+">[^<]+<\/script><\/body>/);
    // The rest of the template is untouched.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
    expect(html).toContain('<!--app-head-->');
  });

  it('stops the build when the template has no module script, or two', () => {
    expect(() => deferBoot(VITE_TEMPLATE.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(
      'The HTML template has 0 module scripts, expected 1',
    );
    const twice = VITE_TEMPLATE.replace(
      '<!--app-head-->',
      '<script type="module" crossorigin src="/assets/x.js"></script>',
    );
    expect(() => deferBoot(twice)).toThrow('The HTML template has 2 module scripts, expected 1');
  });

  it('is allowed by the Content-Security-Policy through the hash of the exact text the page carries', () => {
    const text = /<script data-boot="[^"]*">([^<]*)<\/script>/.exec(deferBoot(VITE_TEMPLATE))?.[1] ?? '';
    expect(text).toBe(BOOT_LOADER);
    expect(BOOT_LOADER_CSP).toBe(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  });
});

/** Largest-contentful-paint entries, delivered by the test as a browser would after a paint. */
class FakePaintObserver {
  static instances: FakePaintObserver[] = [];
  types: string[] = [];
  constructor(private readonly callback: (list: { getEntries: () => { element: Element | null }[] }) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe(options: { type: string }) {
    this.types.push(options.type);
  }
  paint(element: Element | null) {
    this.callback({ getEntries: () => [{ element }] });
  }
}

/** The loader run as the page runs it: an inline script at the end of the body. */
function page(photo: 'none' | 'loading' | 'loaded') {
  document.head.innerHTML = '';
  document.body.innerHTML =
    photo === 'none'
      ? '<main><h1>Frais</h1></main>'
      : '<main><img src="/media/p120-1-600.webp" fetchpriority="high" alt=""><img src="/media/p357-1-600.webp" loading="lazy" alt=""></main>';
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: photo === 'loaded', configurable: true });
  const script = document.createElement('script');
  script.dataset.boot = '/assets/index-abc.js /assets/runtime-def.js /assets/boot-ghi.js';
  script.textContent = BOOT_LOADER;
  document.body.append(script);
  return { img, observer: FakePaintObserver.instances.at(-1) };
}

/** What the loader has asked the browser for so far. */
const asked = () => ({
  modules: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
});
const started = { modules: ['/assets/index-abc.js'], preloads: ['/assets/runtime-def.js', '/assets/boot-ghi.js'] };
const nothing = { modules: [], preloads: [] };

describe('the boot loader in the page', () => {
  const realObserver = window.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    FakePaintObserver.instances = [];
    window.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    window.PerformanceObserver = realObserver;
    Reflect.deleteProperty(document, 'hidden');
    jest.useRealTimers();
  });

  it('asks for the app once the priority photo is painted, not before', () => {
    const { observer } = page('loading');
    expect(observer?.types).toEqual(['largest-contentful-paint']);
    expect(asked()).toEqual(nothing);
    // A paint of something else (the title) is not the photo's.
    observer?.paint(document.querySelector('main'));
    expect(asked()).toEqual(nothing);
    observer?.paint(document.querySelector('img'));
    expect(asked()).toEqual(started);
  });

  it('asks for it shortly after the photo has loaded where the browser reports no paint of it', () => {
    const { img } = page('loading');
    jest.advanceTimersByTime(2000);
    expect(asked()).toEqual(nothing);
    img?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(249);
    expect(asked()).toEqual(nothing);
    jest.advanceTimersByTime(1);
    expect(asked()).toEqual(started);
  });

  it('asks for it 250 ms on when the photo was already loaded as the script ran', () => {
    page('loaded');
    jest.advanceTimersByTime(250);
    expect(asked()).toEqual(started);
  });

  it('asks for it at once when the photo fails, when the page has none, or when the tab is hidden', () => {
    const { img } = page('loading');
    img?.dispatchEvent(new Event('error'));
    expect(asked()).toEqual(started);

    page('none');
    expect(asked()).toEqual(started);

    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    page('loading');
    expect(asked()).toEqual(started);
  });

  it('asks for it after 3 s whatever the photo does, and only ever once', () => {
    const { img, observer } = page('loading');
    jest.advanceTimersByTime(2999);
    expect(asked()).toEqual(nothing);
    jest.advanceTimersByTime(1);
    expect(asked()).toEqual(started);
    observer?.paint(img);
    img?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5000);
    expect(asked()).toEqual(started);
  });
});

describe('bootLoaderTag', () => {
  it('names the boot module first, then its imports', () => {
    expect(bootUrls(bootLoaderTag(['/a.js', '/b.js']))).toEqual(['/a.js', '/b.js']);
  });
});

describe('a tap before the app runs', () => {
  const root = document.documentElement;
  /** The app's work once it runs: handlers on the buttons, then <html data-hydrated>. */
  async function hydrate(handlers: [HTMLElement, () => void][]): Promise<void> {
    for (const [element, handler] of handlers) element.addEventListener('click', handler);
    root.dataset.hydrated = 'true';
    // The loader's MutationObserver answers in a microtask.
    await Promise.resolve();
  }
  const realObserver = window.PerformanceObserver;
  afterEach(() => {
    window.PerformanceObserver = realObserver;
  });
  beforeEach(async () => {
    window.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    // The loaders of the tests above are still listening: the app "runs" for them first.
    root.dataset.hydrated = 'true';
    await Promise.resolve();
    delete root.dataset.hydrated;
    page('none');
    document.querySelector('main')?.insertAdjacentHTML(
      'beforeend',
      `<button type="button" id="filters">Filtres</button>
       <button type="button" id="refuse">Refuser</button>
       <form><button id="send">Rechercher</button></form>`,
    );
  });
  afterAll(() => delete root.dataset.hydrated);
  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;

  it('acts once the app has hydrated, once', async () => {
    byId('filters').click();
    const opened = jest.fn();
    await hydrate([[byId('filters'), opened]]);
    expect(opened).toHaveBeenCalledTimes(1);
    // Later taps reach the app directly, and are not repeated.
    byId('filters').click();
    await Promise.resolve();
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('keeps only the last of several taps', async () => {
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

  it('leaves submit buttons to the browser, and forgets a button the app disabled', async () => {
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
});
