import {
  agreedAll,
  choicesSaved,
  consentCleared,
  consentRestored,
  consentSlice,
  declineAll,
  dialogClosed,
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
    expect(reduce(initialConsent, consentRestored({ choices: null, isPreview: false })).dialog).toBe('simple');
    expect(reduce(initialConsent, consentRestored({ choices: null, isPreview: true })).dialog).toBe('closed');
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
    const stored = { analytical: true, marketing: false, social: true, unclassified: false };
    const restored = reduce(initialConsent, consentRestored({ choices: stored, isPreview: false }));
    expect(restored).toMatchObject({ decided: true, dialog: 'closed', choices: stored });
    expect(restored.values.consentAnalyticsStorage).toBe('granted');
    expect(restored.values.consentAdStorage).toBe('denied');
    const cleared = reduce(restored, consentCleared({ isPreview: false }));
    expect(cleared).toEqual({ ...initialConsent, checked: true, dialog: 'simple' });
    // On a preview page the choice is forgotten all the same, but nothing opens.
    expect(reduce(restored, consentCleared({ isPreview: true }))).toEqual({ ...initialConsent, checked: true });
  });

  it('opens the settings view, and closing it decides nothing', () => {
    const open = reduce(initialConsent, dialogOpened('settings'));
    expect(open.dialog).toBe('settings');
    expect(reduce(open, dialogClosed())).toEqual({ ...initialConsent, checked: true });
  });
});
