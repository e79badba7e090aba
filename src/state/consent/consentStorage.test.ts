import { CONSENT_STORAGE_KEY, mustAsk, type KeyValueStore } from './consentStorage.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const POLICY = { version: '2026-11-20', maxAgeDays: 182 };
const CHOICE = JSON.stringify({
  choices: { analytical: true, marketing: false, social: false, unclassified: false },
  decidedAt: '2026-11-21T09:00:00Z',
  policyVersion: '2026-11-20',
});

const storeWith = (value: string | null): KeyValueStore => ({
  getItem: (key) => (key === CONSENT_STORAGE_KEY ? value : null),
  setItem: () => undefined,
  removeItem: () => undefined,
});

describe('mustAsk', () => {
  it.each([
    ['nothing stored', null, { pathname: '/fr/', search: '' }, true],
    ['a valid choice', CHOICE, { pathname: '/fr/', search: '' }, false],
    ['the setcookies flag', CHOICE, { pathname: '/fr/a-vendre/', search: '?setcookies' }, true],
    ['a preview page, nothing stored', null, { pathname: '/nl/preview/te-koop/', search: '' }, false],
    ['a preview page with setcookies', null, { pathname: '/fr/page-preview/', search: '?setcookies' }, false],
    ['a preview page in capitals', null, { pathname: '/en/Preview/', search: '' }, false],
  ])('with %s: %p at %p asks %p', (_case, stored, where, expected) => {
    expect(mustAsk(storeWith(stored), POLICY, NOW, where)).toBe(expected);
  });
});
