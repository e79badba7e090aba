/**
 * The third-party tags of spec section 7: Google Tag Manager, the Google site tag (gtag.js,
 * Analytics) and the Meta pixel, with Google Consent Mode v2. Only the consent listener calls
 * this module; nothing here runs before the visitor's choice except the consent defaults, which
 * load nothing.
 */
import type { ConsentValues } from './consentSlice.ts';

/** The ids of site.json "tags"; a null id is a tag that never loads. */
export interface TagIds {
  tagManager: string | null;
  siteTag: string | null;
  pixel: string | null;
}

/** What the consent listener needs of the tags (a recording fake in tests). */
export interface Tags {
  /** Consent Mode v2 defaults: everything denied, tags wait 500 ms for an update. */
  consentDefaults(): void;
  consentUpdate(values: ConsentValues): void;
  loadTagManager(id: string): void;
  loadSiteTag(id: string): void;
  loadPixel(id: string): void;
  pageView(page: { path: string; title: string }, to: { analytics: boolean; pixel: boolean }): void;
}

/** Spec section 9: the consent's wait for an update. */
export const CONSENT_WAIT_MS = 500;

const GTM = 'https://www.googletagmanager.com';
const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

type Queue = unknown[];
type Pixel = ((...args: unknown[]) => void) & { queue?: Queue; callMethod?: (...args: unknown[]) => void };
interface TagWindow {
  dataLayer?: Queue;
  fbq?: Pixel;
  _fbq?: Pixel;
}

/** Google's consent names for the site's five values. */
function googleConsent(values: ConsentValues) {
  return {
    ad_storage: values.consentAdStorage,
    ad_user_data: values.consentAdUserData,
    ad_personalization: values.consentAdPersonalization,
    analytics_storage: values.consentAnalyticsStorage,
  };
}

export function browserTags(win: Window & TagWindow = window as Window & TagWindow): Tags {
  const doc = win.document;
  const dataLayer = () => (win.dataLayer ??= []);
  // gtag.js reads Arguments objects from the dataLayer, not arrays: this is Google's own shape.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer().push(arguments);
  }
  const loaded = new Set<string>();
  const script = (src: string) => {
    if (loaded.has(src)) return;
    loaded.add(src);
    const element = doc.createElement('script');
    element.async = true;
    element.src = src;
    doc.head.append(element);
  };
  const pixel = (): Pixel => {
    if (win.fbq) return win.fbq;
    // The pixel's queue until fbevents.js arrives, as Meta's snippet sets it up.
    const fbq: Pixel = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq });
    win.fbq = fbq;
    win._fbq ??= fbq;
    return fbq;
  };
  let siteTagId: string | null = null;
  let tagManager = false;
  return {
    consentDefaults() {
      gtag('consent', 'default', {
        ...googleConsent({
          consent: 'denied',
          consentAdStorage: 'denied',
          consentAdUserData: 'denied',
          consentAdPersonalization: 'denied',
          consentAnalyticsStorage: 'denied',
        }),
        wait_for_update: CONSENT_WAIT_MS,
      });
    },
    consentUpdate(values) {
      gtag('consent', 'update', googleConsent(values));
      // A pixel loaded earlier stops when marketing is withdrawn.
      if (win.fbq) win.fbq('consent', values.consentAdStorage === 'granted' ? 'grant' : 'revoke');
    },
    loadTagManager(id) {
      if (tagManager) return;
      tagManager = true;
      dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      script(`${GTM}/gtm.js?id=${encodeURIComponent(id)}`);
    },
    loadSiteTag(id) {
      if (siteTagId === id) return;
      siteTagId = id;
      gtag('js', new Date());
      // Page views are sent by pageView(), on every page of the app, not by the tag on load.
      gtag('config', id, { send_page_view: false });
      script(`${GTM}/gtag/js?id=${encodeURIComponent(id)}`);
    },
    loadPixel(id) {
      if (loaded.has(PIXEL_SCRIPT)) return;
      const fbq = pixel();
      fbq('init', id);
      script(PIXEL_SCRIPT);
    },
    pageView(page, to) {
      const location = win.location.origin + page.path;
      if (to.analytics && siteTagId) gtag('event', 'page_view', { page_location: location, page_title: page.title });
      // The container's own tags see each page of the app as this event.
      if (to.analytics && tagManager) {
        dataLayer().push({ event: 'virtual_page_view', page_location: location, page_title: page.title });
      }
      if (to.pixel && win.fbq) win.fbq('track', 'PageView');
    },
  };
}

const NO_TAGS: TagIds = { tagManager: null, siteTag: null, pixel: null };
const ID = /^[\w-]{1,40}$/;

/**
 * The ids the server really uses (GET /api/tags): only their hosts are in its
 * Content-Security-Policy, so only they may be injected. The build carries site.json's ids,
 * which may be examples. No answer, no tag.
 */
export async function liveTagIds(fetcher: typeof fetch = fetch): Promise<TagIds> {
  try {
    const response = await fetcher('/api/tags', { headers: { accept: 'application/json' } });
    if (!response.ok) return NO_TAGS;
    const body = (await response.json()) as Partial<Record<keyof TagIds, unknown>>;
    const id = (value: unknown) => (typeof value === 'string' && ID.test(value) ? value : null);
    return { tagManager: id(body.tagManager), siteTag: id(body.siteTag), pixel: id(body.pixel) };
  } catch {
    return NO_TAGS;
  }
}

/** The tags, loading only the live ids (and the live id in place of the built one). */
export function onlyLive(tags: Tags, live: TagIds): Tags {
  return {
    ...tags,
    loadTagManager: () => (live.tagManager ? tags.loadTagManager(live.tagManager) : undefined),
    loadSiteTag: () => (live.siteTag ? tags.loadSiteTag(live.siteTag) : undefined),
    loadPixel: () => (live.pixel ? tags.loadPixel(live.pixel) : undefined),
  };
}

/** The cookies the tags set (Analytics, Ads, the pixel): removed when their consent is withdrawn. */
export const TRACKING_COOKIE = /^(_ga|_gid|_gat|_gcl_|_fbp|_fbc)/;

export function clearTrackingCookies(doc: Document = document): void {
  const host = doc.location.hostname;
  // Set on the host or on its registrable domain (".immo-famenne.be").
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? '';
    if (!TRACKING_COOKIE.test(name)) continue;
    for (const domain of domains) {
      doc.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}
