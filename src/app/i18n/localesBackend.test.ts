import { createInstance, type BackendModule } from 'i18next';
import { baseOptions } from './options.ts';
import { localeUrl, localesBackend } from './localesBackend.ts';
import { DeferredHttpBackend } from './deferredHttpBackend.ts';

type Answer = { status: number; body?: unknown } | Error;
const respond = (answer: Answer) =>
  answer instanceof Error
    ? Promise.reject(answer)
    : Promise.resolve({
        ok: answer.status < 400,
        status: answer.status,
        statusText: `HTTP ${answer.status}`,
        text: async () => JSON.stringify(answer.body ?? {}),
      });

const realFetch = globalThis.fetch;
const load = jest.fn<ReturnType<typeof respond>, [string, RequestInit?]>();
/** When each request was made (fake clock). */
const times: number[] = [];
let HttpBackend: new () => BackendModule;

beforeAll(async () => {
  // i18next-http-backend picks fetch when its module loads: the stand-in must be there first.
  globalThis.fetch = load as unknown as typeof fetch;
  HttpBackend = (await import('i18next-http-backend')).default as unknown as new () => BackendModule;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => jest.useRealTimers());

/**
 * An instance as the browser makes it (same retries), for one language without fallback: with
 * the package itself, and as the browser has it, in its own chunk loaded with the first file.
 */
const backends: Record<string, () => new () => BackendModule> = {
  'the package': () => HttpBackend,
  'the package, loaded with the first file as in the browser': () => DeferredHttpBackend,
};
let Backend: new () => BackendModule;

function instance(answers: Answer[]) {
  times.length = 0;
  load.mockImplementation(() => {
    times.push(Date.now());
    return respond(answers.length > 1 ? (answers.shift() as Answer) : (answers[0] as Answer));
  });
  const i18n = createInstance();
  const ready = i18n
    .use(Backend)
    .init({ ...baseOptions, lng: 'fr', fallbackLng: false, ns: ['common'], backend: localesBackend('b1c2d3') });
  return { i18n, ready };
}
const calledUrls = () => load.mock.calls.map(([url]) => url);

describe.each(Object.keys(backends))('the locales backend: %s', (name) => {
  beforeEach(() => {
    Backend = backends[name]!();
  });

  it("loads locales/{lng}/{ns}.json with the build's id in the URL", async () => {
    const { i18n, ready } = instance([{ status: 200, body: { hello: 'Bonjour' } }]);
    await ready;
    expect(i18n.t('hello')).toBe('Bonjour');
    expect(calledUrls()).toEqual(['/locales/fr/common.json?v=b1c2d3']);
    await i18n.loadNamespaces('detail');
    expect(calledUrls()).toEqual(['/locales/fr/common.json?v=b1c2d3', '/locales/fr/detail.json?v=b1c2d3']);
    // The URLs a prerendered page names for its preloads are the backend's, byte for byte.
    expect([localeUrl('fr', 'common', 'b1c2d3'), localeUrl('fr', 'detail', 'b1c2d3')]).toEqual(calledUrls());
  });

  it('retries a server error 5 times, 350 ms after the first try and doubling, then gives up', async () => {
    jest.useFakeTimers({ now: 0 });
    const { i18n } = instance([{ status: 503 }]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);
  });

  it('gets the texts after network failures, waiting longer each time', async () => {
    jest.useFakeTimers({ now: 0 });
    const failed = new TypeError('Failed to fetch');
    const { i18n } = instance([failed, failed, { status: 200, body: { hello: 'Bonjour' } }]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([0, 350, 1050]);
    expect(i18n.t('hello')).toBe('Bonjour');
  });

  it('never retries a missing file (404)', async () => {
    jest.useFakeTimers({ now: 0 });
    const { i18n } = instance([{ status: 404 }]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calledUrls()).toEqual(['/locales/fr/common.json?v=b1c2d3']);
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);
  });
});
