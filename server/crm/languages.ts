import type { Lng } from '../../src/config/languages.ts';

/**
 * Omnicasa's LanguageId for each catalogue language. The CRM numbers its languages; the public
 * client libraries of its website API agree on the numbers: fw4-bvba/omnicasa-api
 * (src/Models/Language.php: NL 1, FR 2, EN 3, DE 4) and maneuver-agency/omnicasa-php-lib
 * (src/Client.php: nl 1, fr 2, en 3). German is listed because the catalogue keeps it ready.
 */
export const OMNICASA_LANGUAGE_IDS: Readonly<Record<Lng, number>> = { nl: 1, fr: 2, en: 3, de: 4 };

export function omnicasaLanguageId(lng: Lng): number {
  return OMNICASA_LANGUAGE_IDS[lng];
}

/** The catalogue language of an Omnicasa LanguageId, or undefined for one the site has no catalogue in. */
export function languageOfOmnicasaId(id: number): Lng | undefined {
  return (Object.keys(OMNICASA_LANGUAGE_IDS) as Lng[]).find((lng) => OMNICASA_LANGUAGE_IDS[lng] === id);
}
