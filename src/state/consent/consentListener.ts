/**
 * The side effects of consent, in RTK's listener middleware (spec section 4): at start-up the
 * Consent Mode defaults, the `setcookies` flag and the stored choice; after a choice, storing
 * it with its date and policy version, Google's consent update, the tags of the categories
 * granted and a page view; then a page view for every page the app shows.
 */
import { createAction, isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import {
  agreedAll,
  choicesSaved,
  consentCleared,
  consentRestored,
  declineAll,
  dialogOpened,
  type CategoryChoices,
  type ConsentState,
} from './consentSlice.ts';
import { clearConsent, readConsent, writeConsent, type ConsentPolicy, type KeyValueStore } from './consentStorage.ts';
import type { TagIds, Tags } from './tags.ts';

/** The app started at this address (main.tsx, before hydrating). */
export const consentStarted = createAction<{ pathname: string; search: string }>('consent/started');
/** The app shows a page (after each navigation, once its title is set). */
export const pageShown = createAction<{ path: string; title: string }>('consent/pageShown');

export interface ConsentDeps {
  /** The tags' code, asked for only when a choice allows a tag (it is not in the boot JavaScript). */
  loadTags: () => Promise<Tags>;
  ids: TagIds;
  storage: KeyValueStore | null;
  policy: ConsentPolicy;
  clock: () => Date;
  /** Removes the cookies the tags set, when their consent is withdrawn. */
  clearTrackingCookies: () => void;
  /**
   * Pages where the dialog does not open by itself: preview pages (spec section 4), and the
   * cookie policy and privacy statement, which the dialog links to and must not cover.
   */
  isQuietPath: (pathname: string) => boolean;
}

type State = { consent: ConsentState };

export type ConsentStartListening = TypedStartListening<State>;

const withdrawn = (before: CategoryChoices, after: CategoryChoices) =>
  (before.analytical && !after.analytical) || (before.marketing && !after.marketing);

/** Registers the consent listeners on the store's listener middleware. */
export function startConsentListeners(startListening: ConsentStartListening, effects: ConsentDeps): void {
  const { ids } = effects;
  let lastPage: { path: string; title: string } | null = null;
  let tags: Promise<Tags> | null = null;
  // Consent Mode's defaults (all denied) go first, before any tag can load.
  const loadTags = () =>
    (tags ??= effects.loadTags().then((loaded) => {
      loaded.consentDefaults();
      return loaded;
    }));
  const wantsTags = (choices: CategoryChoices) =>
    (choices.analytical && (ids.tagManager !== null || ids.siteTag !== null)) ||
    (choices.marketing && (ids.tagManager !== null || ids.pixel !== null));

  /** Tells Google the values and loads what the choice allows; each tag loads once. */
  const apply = async (state: ConsentState) => {
    // Nothing allowed and nothing loaded before: no tag code is even fetched.
    if (!wantsTags(state.choices) && !tags) return;
    const loaded = await loadTags();
    loaded.consentUpdate(state.values);
    const { analytical, marketing } = state.choices;
    if ((analytical || marketing) && ids.tagManager) loaded.loadTagManager(ids.tagManager);
    if (analytical && ids.siteTag) loaded.loadSiteTag(ids.siteTag);
    if (marketing && ids.pixel) loaded.loadPixel(ids.pixel);
  };
  const pageView = async (state: ConsentState, page = lastPage) => {
    if (!page || !tags || !(state.choices.analytical || state.choices.marketing)) return;
    (await tags).pageView(page, { analytics: state.choices.analytical, pixel: state.choices.marketing });
  };

  startListening({
    actionCreator: consentStarted,
    effect: async ({ payload }, api) => {
      if (new URLSearchParams(payload.search).has('setcookies')) {
        clearConsent(effects.storage);
        effects.clearTrackingCookies();
        api.dispatch(consentCleared({ isPreview: effects.isQuietPath(payload.pathname) }));
        return;
      }
      // The app starts consent after its first page is shown (App.tsx, a task after hydrating):
      // that page's view, held back while the choice was unknown, is sent once it is known.
      const shownBefore = lastPage;
      const stored = readConsent(effects.storage, effects.policy, effects.clock());
      api.dispatch(
        consentRestored({ choices: stored?.choices ?? null, isPreview: effects.isQuietPath(payload.pathname) }),
      );
      if (!stored) return;
      await apply(api.getState().consent);
      await pageView(api.getState().consent, shownBefore);
    },
  });

  startListening({
    matcher: isAnyOf(agreedAll, declineAll, choicesSaved),
    effect: async (_action, api) => {
      const state = api.getState().consent;
      writeConsent(effects.storage, {
        choices: state.choices,
        decidedAt: effects.clock().toISOString(),
        policyVersion: effects.policy.version,
      });
      if (withdrawn(api.getOriginalState().consent.choices, state.choices)) effects.clearTrackingCookies();
      await apply(state);
      await pageView(state);
    },
  });

  startListening({
    actionCreator: pageShown,
    effect: async ({ payload }, api) => {
      lastPage = payload;
      const state = api.getState().consent;
      if (state.decided) await pageView(state);
      // Closed without a choice (Escape, or the policy link): it comes back on the next page.
      else if (state.dialog === 'closed' && !effects.isQuietPath(new URL(payload.path, 'http://x').pathname)) {
        api.dispatch(dialogOpened('simple'));
      }
    },
  });
}
