/** Every language the catalogues exist in. Which ones the site serves is site configuration. */
export const ALL_LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
export type Lng = (typeof ALL_LANGUAGES)[number];

export function isLanguage(value: unknown): value is Lng {
  return typeof value === 'string' && (ALL_LANGUAGES as readonly string[]).includes(value);
}

/** Each language's name in that language, for the switcher; the same in every catalogue. */
export const LANGUAGE_NAMES: Record<Lng, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
};
