/**
 * Consent values (spec sections 3 and 4), ready for the cookie dialog. The reducer only
 * decides values; storing them, sending the page view and loading tags belong in listener
 * middleware, not here.
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

/** The dialog's categories; strictly necessary cannot be switched off. */
export const CONSENT_CATEGORIES = ['necessary', 'analytical', 'marketing', 'social', 'unclassified'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type CategoryChoices = Record<Exclude<ConsentCategory, 'necessary'>, boolean>;

export type DialogView = 'closed' | 'simple' | 'settings';

export interface ConsentState {
  values: ConsentValues;
  /** Whether the visitor has made a choice (stored consent exists). */
  decided: boolean;
  dialog: DialogView;
}

const all = (value: ConsentValue): ConsentValues => ({
  consent: value,
  consentAdUserData: value,
  consentAdStorage: value,
  consentAnalyticsStorage: value,
  consentAdPersonalization: value,
});

/** Decline keeps only the first value: the necessary consent. */
const declined: ConsentValues = { ...all('denied'), consent: 'granted' };

const grant = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');

/** Maps the dialog's category toggles to the five consent values. */
export function valuesFromChoices(choices: CategoryChoices): ConsentValues {
  return {
    consent: 'granted',
    consentAnalyticsStorage: grant(choices.analytical),
    consentAdStorage: grant(choices.marketing),
    consentAdUserData: grant(choices.marketing),
    consentAdPersonalization: grant(choices.marketing && choices.social),
  };
}

export const initialConsent: ConsentState = { values: all('denied'), decided: false, dialog: 'closed' };

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsent,
  reducers: {
    /** Stored consent was read at start-up (null when there is none). */
    consentRestored(state, action: PayloadAction<{ values: ConsentValues | null; isPreview: boolean }>) {
      if (action.payload.values) {
        state.values = action.payload.values;
        state.decided = true;
        state.dialog = 'closed';
      } else {
        state.decided = false;
        state.dialog = action.payload.isPreview ? 'closed' : 'simple';
      }
    },
    agreedAll(state) {
      state.values = all('granted');
      state.decided = true;
      state.dialog = 'closed';
    },
    declined(state) {
      state.values = declined;
      state.decided = true;
      state.dialog = 'closed';
    },
    choicesSaved(state, action: PayloadAction<CategoryChoices>) {
      state.values = valuesFromChoices(action.payload);
      state.decided = true;
      state.dialog = 'closed';
    },
    dialogOpened(state, action: PayloadAction<Exclude<DialogView, 'closed'>>) {
      state.dialog = action.payload;
    },
    /** The setcookies query flag: forget every stored choice and ask again. */
    consentCleared(state) {
      state.values = all('denied');
      state.decided = false;
      state.dialog = 'simple';
    },
  },
  selectors: {
    selectConsentValues: (state) => state.values,
    selectConsentDialog: (state) => state.dialog,
    selectConsentDecided: (state) => state.decided,
  },
});

export const { consentRestored, agreedAll, choicesSaved, dialogOpened, consentCleared } = consentSlice.actions;
export const declineAll = consentSlice.actions.declined;
export const { selectConsentValues, selectConsentDialog, selectConsentDecided } = consentSlice.selectors;
