import { createInstance } from 'i18next';
import { fetchBackend } from './fetchBackend.ts';

const answer = (status: number, body: unknown = {}) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

function read(load: typeof fetch) {
  return new Promise<{ error: Error | null; data: unknown }>((resolve) => {
    fetchBackend('b1', load).read('nl', 'detail', (error, data) => resolve({ error: error as Error | null, data }));
  });
}

describe('fetchBackend', () => {
  it("reads a namespace from the build's locales", async () => {
    const load = jest.fn(async () => answer(200, { title: 'Woning' }));
    expect(await read(load)).toEqual({ error: null, data: { title: 'Woning' } });
    expect(load).toHaveBeenCalledWith('/locales/nl/detail.json?v=b1');
  });

  it('asks i18next to retry after a network failure or a server error, never after a 404', async () => {
    expect((await read(async () => Promise.reject(new TypeError('Failed to fetch')))).data).toBe(true);
    expect((await read(async () => answer(503))).data).toBe(true);
    const missing = await read(async () => answer(404));
    expect(missing.error?.message).toMatch(/HTTP 404/);
    expect(missing.data).toBe(false);
  });

  it('gets the texts through i18next after two failed attempts, waiting longer each time', async () => {
    let calls = 0;
    const load = jest.fn(async () => (++calls <= 2 ? answer(502) : answer(200, { hello: 'Bonjour' })));
    const i18n = createInstance();
    await i18n
      .use(fetchBackend('b1', load as typeof fetch))
      .init({ lng: 'fr', fallbackLng: false, ns: ['common'], defaultNS: 'common', maxRetries: 5, retryTimeout: 5 });
    expect(i18n.t('hello')).toBe('Bonjour');
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenLastCalledWith('/locales/fr/common.json?v=b1');
  });
});
