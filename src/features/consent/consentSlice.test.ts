import {
  agreedAll,
  choicesSaved,
  consentCleared,
  consentRestored,
  consentSlice,
  declineAll,
  dialogOpened,
  initialConsent,
} from './consentSlice.ts';

const reduce = consentSlice.reducer;

describe('consent slice', () => {
  it('starts with everything denied and no decision', () => {
    expect(initialConsent.values).toEqual({
      consent: 'denied',
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'denied',
      consentAdPersonalization: 'denied',
    });
    expect(initialConsent.decided).toBe(false);
  });

  it('asks when nothing is stored, except on preview paths', () => {
    expect(reduce(initialConsent, consentRestored({ values: null, isPreview: false })).dialog).toBe('simple');
    expect(reduce(initialConsent, consentRestored({ values: null, isPreview: true })).dialog).toBe('closed');
  });

  it('agree all grants all five kinds', () => {
    const state = reduce(initialConsent, agreedAll());
    expect(Object.values(state.values)).toEqual(Array(5).fill('granted'));
    expect(state).toMatchObject({ decided: true, dialog: 'closed' });
  });

  it('decline keeps only the first (necessary) kind', () => {
    const state = reduce(reduce(initialConsent, agreedAll()), declineAll());
    expect(state.values).toEqual({
      consent: 'granted',
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'denied',
      consentAdPersonalization: 'denied',
    });
  });

  it('a partial choice saves the toggles', () => {
    const state = reduce(
      initialConsent,
      choicesSaved({ analytical: true, marketing: false, social: false, unclassified: false }),
    );
    expect(state.values).toMatchObject({
      consent: 'granted',
      consentAnalyticsStorage: 'granted',
      consentAdStorage: 'denied',
    });
  });

  it('restores a stored choice, and the setcookies flag clears it and asks again', () => {
    const stored = reduce(initialConsent, agreedAll()).values;
    const restored = reduce(initialConsent, consentRestored({ values: stored, isPreview: false }));
    expect(restored).toMatchObject({ decided: true, dialog: 'closed', values: stored });
    const cleared = reduce(restored, consentCleared());
    expect(cleared).toEqual({ ...initialConsent, dialog: 'simple' });
  });

  it('opens the settings view', () => {
    expect(reduce(initialConsent, dialogOpened('settings')).dialog).toBe('settings');
  });
});
