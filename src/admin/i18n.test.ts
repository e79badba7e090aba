import { browserLanguage } from './i18n.ts';

describe("the back office's language before sign-in", () => {
  it.each([
    [['nl-BE', 'fr'], 'nl'],
    [['de-DE'], 'de'],
    [['es-ES', 'en-GB'], 'en'],
    [['es-ES'], 'fr'],
    [[], 'fr'],
  ])('%j gives %s', (languages, lng) => {
    expect(browserLanguage(languages)).toBe(lng);
  });
});
