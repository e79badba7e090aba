import { makeStore } from '../store.ts';
import { consentStarted, pageShown, type ConsentDeps } from './consentListener.ts';
import { agreedAll, choicesSaved, consentAtStart, declineAll, dialogClosed } from './consentSlice.ts';
import { CONSENT_STORAGE_KEY, type KeyValueStore } from './consentStorage.ts';
import type { TagIds, Tags } from './tags.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const POLICY = { version: '2026-11-20', maxAgeDays: 182 };
const IDS: TagIds = { tagManager: 'GTM-K7F2Q9M', siteTag: 'G-ABC123', pixel: '614207395528183' };
const ALL = { analytical: true, marketing: true, social: true, unclassified: true };
const NONE = { analytical: false, marketing: false, social: false, unclassified: false };

/** Listener effects run after the reducers; their awaited steps settle in later microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function setUp(options: { stored?: object; ids?: TagIds; path?: string; shownFirst?: string } = {}) {
  const calls: unknown[][] = [];
  const tags: Tags = {
    consentDefaults: () => calls.push(['defaults']),
    consentUpdate: (values) => calls.push(['update', values]),
    loadTagManager: (id) => calls.push(['tagManager', id]),
    loadSiteTag: (id) => calls.push(['siteTag', id]),
    loadPixel: (id) => calls.push(['pixel', id]),
    pageView: (page, to) => calls.push(['pageView', page.path, to]),
  };
  const storage = memoryStore(options.stored ? { [CONSENT_STORAGE_KEY]: JSON.stringify(options.stored) } : {});
  const deps: ConsentDeps = {
    loadTags: jest.fn(async () => tags),
    ids: options.ids ?? IDS,
    storage,
    policy: POLICY,
    clock: () => NOW,
    clearTrackingCookies: jest.fn(),
    isQuietPath: (pathname) => pathname.includes('cookie'),
  };
  const path = options.path ?? '/fr/';
  const store = makeStore({ consent: consentAtStart(!deps.isQuietPath(path)) }, { consent: deps });
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  // The app shows its first page, then starts consent in the next task (App.tsx).
  if (options.shownFirst) store.dispatch(pageShown({ path: options.shownFirst, title: 'First' }));
  store.dispatch(consentStarted({ pathname, search }));
  const stored = () => JSON.parse(storage.data.get(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
  return { store, deps, calls, storage, stored, consent: () => store.getState().consent };
}

const loaded = (calls: unknown[][]) =>
  calls.filter(([name]) => ['tagManager', 'siteTag', 'pixel'].includes(String(name)));

describe('consent listeners', () => {
  it('on a first visit, asks and loads no tag code at all', async () => {
    const { consent, deps, storage } = setUp();
    await settle();
    expect(consent()).toMatchObject({ dialog: 'simple', decided: false, checked: true });
    expect(deps.loadTags).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it('agree all: stores the choice with its date and policy version, sets the defaults first, then loads every tag and sends a page view', async () => {
    const { store, calls, stored, consent } = setUp();
    store.dispatch(pageShown({ path: '/fr/a-vendre/', title: 'À vendre' }));
    store.dispatch(agreedAll());
    await settle();
    expect(stored()).toEqual({ choices: ALL, decidedAt: NOW.toISOString(), policyVersion: '2026-11-20' });
    expect(Object.values(consent().values)).toEqual(Array(5).fill('granted'));
    expect(calls[0]).toEqual(['defaults']);
    expect(calls[1]).toEqual(['update', consent().values]);
    expect(loaded(calls)).toEqual([
      ['tagManager', 'GTM-K7F2Q9M'],
      ['siteTag', 'G-ABC123'],
      ['pixel', '614207395528183'],
    ]);
    expect(calls.at(-1)).toEqual(['pageView', '/fr/a-vendre/', { analytics: true, pixel: true }]);
  });

  it('decline: keeps only the necessary consent and never fetches the tags', async () => {
    const { store, deps, stored, consent } = setUp();
    store.dispatch(declineAll());
    await settle();
    expect(stored()).toMatchObject({ choices: NONE });
    expect(consent().values).toEqual({
      consent: 'granted',
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'denied',
      consentAdPersonalization: 'denied',
    });
    expect(deps.loadTags).not.toHaveBeenCalled();
  });

  it('a partial choice: analytics loads the tag manager and the site tag, not the pixel', async () => {
    const { store, calls, stored } = setUp();
    store.dispatch(pageShown({ path: '/nl/', title: 'Home' }));
    store.dispatch(choicesSaved({ ...NONE, analytical: true }));
    await settle();
    expect(stored()).toMatchObject({ choices: { ...NONE, analytical: true } });
    expect(loaded(calls)).toEqual([
      ['tagManager', 'GTM-K7F2Q9M'],
      ['siteTag', 'G-ABC123'],
    ]);
    expect(calls.at(-1)).toEqual(['pageView', '/nl/', { analytics: true, pixel: false }]);
  });

  it('a returning visitor: the first page, shown before the choice was read, is counted once', async () => {
    const { store, calls } = setUp({
      shownFirst: '/fr/',
      stored: { choices: { ...NONE, marketing: true }, decidedAt: '2026-10-01T09:00:00Z', policyVersion: '2026-11-20' },
    });
    await settle();
    store.dispatch(pageShown({ path: '/fr/contact/', title: 'Contact' }));
    await settle();
    expect(calls.filter(([name]) => name === 'pageView')).toEqual([
      ['pageView', '/fr/', { analytics: false, pixel: true }],
      ['pageView', '/fr/contact/', { analytics: false, pixel: true }],
    ]);
  });

  it('a first visit: the page shown before the dialog is counted once the visitor agrees', async () => {
    const { store, calls } = setUp({ shownFirst: '/fr/' });
    await settle();
    expect(calls).toEqual([]);
    store.dispatch(agreedAll());
    await settle();
    expect(calls.filter(([name]) => name === 'pageView')).toEqual([
      ['pageView', '/fr/', { analytics: true, pixel: true }],
    ]);
  });

  it('marketing alone loads the tag manager and the pixel', async () => {
    const { store, calls } = setUp();
    store.dispatch(choicesSaved({ ...NONE, marketing: true }));
    await settle();
    expect(loaded(calls)).toEqual([
      ['tagManager', 'GTM-K7F2Q9M'],
      ['pixel', '614207395528183'],
    ]);
  });

  it('a returning visitor: the stored choice closes the dialog, loads its tags, and every page shown is counted', async () => {
    const { store, calls, consent } = setUp({
      stored: {
        choices: { ...NONE, analytical: true },
        decidedAt: '2026-10-01T09:00:00Z',
        policyVersion: '2026-11-20',
      },
    });
    await settle();
    expect(consent()).toMatchObject({ dialog: 'closed', decided: true });
    store.dispatch(pageShown({ path: '/fr/projets/', title: 'Projets' }));
    store.dispatch(pageShown({ path: '/fr/contact/', title: 'Contact' }));
    await settle();
    expect(calls.filter(([name]) => name === 'pageView').map(([, path]) => path)).toEqual([
      '/fr/projets/',
      '/fr/contact/',
    ]);
    expect(loaded(calls)).toEqual([
      ['tagManager', 'GTM-K7F2Q9M'],
      ['siteTag', 'G-ABC123'],
    ]);
  });

  it.each([
    ['older than the configured age', { decidedAt: '2026-05-01T09:00:00Z', policyVersion: '2026-11-20' }],
    ['given for an earlier policy', { decidedAt: '2026-11-01T09:00:00Z', policyVersion: '2026-01-01' }],
    ['unreadable', { decidedAt: 'yesterday', policyVersion: '2026-11-20' }],
  ])('asks again when the stored choice is %s', async (_case, stored) => {
    const { consent, deps } = setUp({ stored: { choices: ALL, ...stored } });
    await settle();
    expect(consent()).toMatchObject({ dialog: 'simple', decided: false });
    expect(deps.loadTags).not.toHaveBeenCalled();
  });

  it('the setcookies flag forgets the stored choice and the tracking cookies, and asks again', async () => {
    const { consent, deps, storage } = setUp({
      stored: { choices: ALL, decidedAt: '2026-11-21T09:00:00Z', policyVersion: '2026-11-20' },
      path: '/fr/?setcookies',
    });
    await settle();
    expect(storage.data.size).toBe(0);
    expect(deps.clearTrackingCookies).toHaveBeenCalled();
    expect(consent()).toMatchObject({ dialog: 'simple', decided: false });
  });

  it('the setcookies flag on a page where the dialog never opens by itself forgets the choice without asking there', async () => {
    const { store, consent, deps, storage } = setUp({
      stored: { choices: ALL, decidedAt: '2026-11-21T09:00:00Z', policyVersion: '2026-11-20' },
      path: '/fr/politique-de-cookies/?setcookies',
    });
    await settle();
    expect(storage.data.size).toBe(0);
    expect(deps.clearTrackingCookies).toHaveBeenCalled();
    expect(consent()).toMatchObject({ dialog: 'closed', decided: false });
    store.dispatch(pageShown({ path: '/fr/contact/', title: 'Contact' }));
    await settle();
    expect(consent().dialog).toBe('simple');
  });

  it('does not cover the cookie policy by itself, and asks again on the next page until a choice is made', async () => {
    const { store, consent } = setUp({ path: '/fr/politique-de-cookies/' });
    await settle();
    expect(consent().dialog).toBe('closed');
    store.dispatch(pageShown({ path: '/fr/politique-de-cookies/', title: 'Cookies' }));
    await settle();
    expect(consent().dialog).toBe('closed');
    store.dispatch(pageShown({ path: '/fr/contact/', title: 'Contact' }));
    await settle();
    expect(consent().dialog).toBe('simple');
    store.dispatch(dialogClosed());
    store.dispatch(pageShown({ path: '/fr/services/', title: 'Services' }));
    await settle();
    expect(consent().dialog).toBe('simple');
  });

  it('withdrawing analytics or marketing removes their cookies and tells the tags', async () => {
    const { store, deps, calls, consent } = setUp();
    store.dispatch(agreedAll());
    await settle();
    expect(deps.clearTrackingCookies).not.toHaveBeenCalled();
    store.dispatch(choicesSaved(NONE));
    await settle();
    expect(deps.clearTrackingCookies).toHaveBeenCalledTimes(1);
    expect(calls.filter(([name]) => name === 'update').at(-1)).toEqual(['update', consent().values]);
    expect(consent().values.consentAnalyticsStorage).toBe('denied');
  });

  it('loads nothing when no tag id is configured', async () => {
    const { store, deps } = setUp({ ids: { tagManager: null, siteTag: null, pixel: null } });
    store.dispatch(agreedAll());
    await settle();
    expect(deps.loadTags).not.toHaveBeenCalled();
  });
});
