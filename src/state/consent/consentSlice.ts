/**
 * Consent (spec sections 3 and 4): the visitor's choice per category and the five consent
 * values it gives. The reducer only decides; reading and storing the choice, Google's consent
 * update, page views and loading the tags run in listener middleware (consentListener.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ConsentValue = 'granted' | 'denied';

export const CONSENT_KEYS = [
  'consent',
  'consentAdUserData',
  'consentAdStorage',
  'consentAnalyticsStorage',
  'consentAdPersonalization',
] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];
export type ConsentValues = Record<ConsentKey, ConsentValue>;

import type { CategoryChoices } from './categories.ts';

export { CONSENT_CATEGORIES, OPTIONAL_CATEGORIES } from './categories.ts';
export type { CategoryChoices, ConsentCategory, OptionalCategory } from './categories.ts';

export type DialogView = 'closed' | 'simple' | 'settings';

export interface ConsentState {
  /** The categories the visitor allowed (all off until they choose). */
  choices: CategoryChoices;
  values: ConsentValues;
  /** Whether the visitor has made a choice (a stored choice exists). */
  decided: boolean;
  /**
   * Whether the stored choice has been read. Until then (the prerendered page, hydration) the
   * dialog is only in the HTML, and boot.ts decides whether it shows.
   */
  checked: boolean;
  dialog: DialogView;
}

const every = (on: boolean): CategoryChoices => ({ analytical: on, marketing: on, social: on, unclassified: on });

const grant = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');

/**
 * The five values of a choice. "consent" is the strictly necessary one, granted by any
 * decision; analytics storage follows the analytical category; the three advertising values
 * follow marketing, personalised ads also needing social media (the pixel's audiences).
 * Agree all grants all five; decline keeps only the first.
 */
export function valuesFromChoices(choices: CategoryChoices): ConsentValues {
  return {
    consent: 'granted',
    consentAnalyticsStorage: grant(choices.analytical),
    consentAdStorage: grant(choices.marketing),
    consentAdUserData: grant(choices.marketing),
    consentAdPersonalization: grant(choices.marketing && choices.social),
  };
}

export const initialConsent: ConsentState = {
  choices: every(false),
  values: {
    consent: 'denied',
    consentAdUserData: 'denied',
    consentAdStorage: 'denied',
    consentAnalyticsStorage: 'denied',
    consentAdPersonalization: 'denied',
  },
  decided: false,
  checked: false,
  dialog: 'closed',
};

/**
 * The state a page starts with, in the prerendered HTML and in the browser before the stored
 * choice is read: the dialog is there, in case it is needed, except where it must not open
 * by itself.
 */
export const consentAtStart = (dialogMayOpen: boolean): ConsentState => ({
  ...initialConsent,
  dialog: dialogMayOpen ? 'simple' : 'closed',
});

function decide(state: ConsentState, choices: CategoryChoices) {
  state.choices = choices;
  state.values = valuesFromChoices(choices);
  state.decided = true;
  state.checked = true;
  state.dialog = 'closed';
}

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsent,
  reducers: {
    /** The stored choice was read at start-up (null when there is none, or it has expired). */
    consentRestored(state, action: PayloadAction<{ choices: CategoryChoices | null; isPreview: boolean }>) {
      if (action.payload.choices) {
        decide(state, action.payload.choices);
      } else {
        state.decided = false;
        state.checked = true;
        state.dialog = action.payload.isPreview ? 'closed' : 'simple';
      }
    },
    agreedAll(state) {
      decide(state, every(true));
    },
    declined(state) {
      decide(state, every(false));
    },
    choicesSaved(state, action: PayloadAction<CategoryChoices>) {
      decide(state, action.payload);
    },
    dialogOpened(state, action: PayloadAction<Exclude<DialogView, 'closed'>>) {
      state.checked = true;
      state.dialog = action.payload;
    },
    /** Escape or "close": nothing is stored or granted; without a choice, the next page load asks again. */
    dialogClosed(state) {
      state.dialog = 'closed';
    },
    /**
     * The setcookies query flag: forget every stored choice and ask again, except on a page
     * where the dialog never opens by itself (a preview page): there the next page asks.
     */
    consentCleared(state, action: PayloadAction<{ isPreview: boolean }>) {
      state.choices = every(false);
      state.values = initialConsent.values;
      state.decided = false;
      state.checked = true;
      state.dialog = action.payload.isPreview ? 'closed' : 'simple';
    },
  },
  selectors: {
    selectConsentValues: (state) => state.values,
    selectConsentChoices: (state) => state.choices,
    selectConsentDialog: (state) => state.dialog,
    selectConsentDecided: (state) => state.decided,
    selectConsentChecked: (state) => state.checked,
  },
});

export const { consentRestored, agreedAll, choicesSaved, dialogOpened, dialogClosed, consentCleared } =
  consentSlice.actions;
export const declineAll = consentSlice.actions.declined;
export const {
  selectConsentValues,
  selectConsentChoices,
  selectConsentDialog,
  selectConsentDecided,
  selectConsentChecked,
} = consentSlice.selectors;
