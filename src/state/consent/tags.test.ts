import { browserTags, clearTrackingCookies, CONSENT_WAIT_MS, liveTagIds, onlyLive } from './tags.ts';

type TagWindow = Window & { dataLayer?: unknown[]; fbq?: unknown };

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as TagWindow).dataLayer;
  delete (window as TagWindow).fbq;
  delete (window as TagWindow & { _fbq?: unknown })._fbq;
});

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
/** The dataLayer with gtag's Arguments objects as arrays. */
const layer = () =>
  ((window as TagWindow).dataLayer ?? []).map((entry) =>
    entry instanceof Object && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
const pixelQueue = () => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue;

describe('browserTags', () => {
  it('sets Consent Mode v2 defaults, all denied, waiting 500 ms for an update, and loads nothing', () => {
    browserTags().consentDefaults();
    expect(layer()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: CONSENT_WAIT_MS,
        },
      ],
    ]);
    expect(CONSENT_WAIT_MS).toBe(500);
    expect(scripts()).toEqual([]);
  });

  it('loads the tag manager, the site tag and the pixel once each, from their own hosts', () => {
    const tags = browserTags();
    for (let i = 0; i < 2; i++) {
      tags.loadTagManager('GTM-K7F2Q9M');
      tags.loadSiteTag('G-ABC123');
      tags.loadPixel('614207395528183');
    }
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-K7F2Q9M',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(layer()).toContainEqual(['config', 'G-ABC123', { send_page_view: false }]);
  });

  it('sends a page view to Analytics, the container and the pixel, each only when allowed', () => {
    const tags = browserTags();
    tags.loadTagManager('GTM-K7F2Q9M');
    tags.loadSiteTag('G-ABC123');
    tags.loadPixel('614207395528183');
    tags.pageView({ path: '/fr/contact/', title: 'Contact' }, { analytics: true, pixel: false });
    const page = { page_location: `${window.location.origin}/fr/contact/`, page_title: 'Contact' };
    expect(layer()).toContainEqual(['event', 'page_view', page]);
    expect(layer()).toContainEqual({ event: 'virtual_page_view', ...page });
    const pixel = pixelQueue();
    expect(pixel).toEqual([['init', '614207395528183']]);
    tags.pageView({ path: '/fr/', title: 'Accueil' }, { analytics: false, pixel: true });
    expect(pixel.at(-1)).toEqual(['track', 'PageView']);
  });

  it('tells a loaded pixel when marketing is withdrawn', () => {
    const tags = browserTags();
    tags.loadPixel('614207395528183');
    tags.consentUpdate({
      consent: 'granted',
      consentAdStorage: 'denied',
      consentAdUserData: 'denied',
      consentAdPersonalization: 'denied',
      consentAnalyticsStorage: 'granted',
    });
    const queue = pixelQueue();
    expect(queue.at(-1)).toEqual(['consent', 'revoke']);
    expect(layer().at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
  });
});

describe('clearTrackingCookies', () => {
  it('removes the analytics and advertising cookies and keeps the others', () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_fbp=fb.1.2; path=/';
    document.cookie = 'i18nextLng=fr; path=/';
    clearTrackingCookies();
    expect(document.cookie).toBe('i18nextLng=fr');
  });
});

describe('the live tag ids', () => {
  const answer = (status: number, body: unknown) =>
    // jsdom has no Response: the two members liveTagIds reads.
    (async () => ({ ok: status < 400, json: async () => body })) as unknown as typeof fetch;

  it("injects only the tags the server says are live, with the server's ids", async () => {
    const live = await liveTagIds(answer(200, { tagManager: 'GTM-REAL123', siteTag: null, pixel: null }));
    const tags = onlyLive(browserTags(), live);
    tags.loadTagManager('GTM-K7F2Q9M');
    tags.loadPixel('614207395528183');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-REAL123']);
  });

  it('injects nothing when the server has no live id or does not answer', async () => {
    for (const fetcher of [
      answer(200, { tagManager: null, siteTag: null, pixel: null }),
      answer(404, { error: 'not_found' }),
      answer(200, { tagManager: '"><script>', siteTag: 1, pixel: null }),
      (async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch,
    ]) {
      const tags = onlyLive(browserTags(), await liveTagIds(fetcher));
      tags.loadTagManager('GTM-K7F2Q9M');
      tags.loadSiteTag('G-ABC1234');
      tags.loadPixel('614207395528183');
    }
    expect(scripts()).toEqual([]);
  });
});
