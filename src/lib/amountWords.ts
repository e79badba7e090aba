/**
 * Amounts in words for the purchase offer, which states the price both in digits and in words.
 * The words end up on a legal document, so each language follows its written standard rather
 * than what a generic library would produce:
 * - nl: the Taalunie spelling rule, one word up to and including "duizend", a space after it,
 *   "miljoen" and "miljard" as separate words;
 * - fr: Belgian numerals (septante, nonante, but quatre-vingts) in the traditional spelling;
 * - en: British usage, with "and" after hundred and before a final group below a hundred;
 * - de: Duden, one word below a million, with the formal "einhundert", "eintausend".
 */

export type WordsLanguage = 'nl' | 'fr' | 'en' | 'de';

const MAX = 999_999_999_999;

interface Groups {
  billions: number;
  millions: number;
  thousands: number;
  units: number;
}

function isSupported(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= MAX;
}

function splitGroups(n: number): Groups {
  return {
    billions: Math.floor(n / 1e9),
    millions: Math.floor(n / 1e6) % 1000,
    thousands: Math.floor(n / 1000) % 1000,
    units: n % 1000,
  };
}

/** Throws rather than yielding a gap: a missing word would silently change a legal amount. */
function pick(words: readonly string[], index: number): string {
  const word = words[index];
  if (word === undefined) throw new RangeError(`No word for ${index}`);
  return word;
}

function joinWords(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

// Dutch

const NL_SMALL = [
  'nul',
  'een',
  'twee',
  'drie',
  'vier',
  'vijf',
  'zes',
  'zeven',
  'acht',
  'negen',
  'tien',
  'elf',
  'twaalf',
  'dertien',
  'veertien',
  'vijftien',
  'zestien',
  'zeventien',
  'achttien',
  'negentien',
];
const NL_TENS = ['', '', 'twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];

function nlBelowHundred(n: number): string {
  if (n < 20) return pick(NL_SMALL, n);
  const unit = n % 10;
  const tens = pick(NL_TENS, Math.floor(n / 10));
  if (unit === 0) return tens;
  const unitWord = pick(NL_SMALL, unit);
  // The trema marks the syllable break after a final e: tweeëntwintig, drieëntwintig.
  return `${unitWord}${unitWord.endsWith('e') ? 'ën' : 'en'}${tens}`;
}

function nlBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : `${hundreds === 1 ? '' : pick(NL_SMALL, hundreds)}honderd`;
  return rest === 0 ? head : head + nlBelowHundred(rest);
}

function nlBelowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : `${thousands === 1 ? '' : nlBelowThousand(thousands)}duizend`;
  return joinWords([head, rest === 0 ? '' : nlBelowThousand(rest)]);
}

function nlScale(count: number, noun: string): string {
  return count === 0 ? '' : `${nlBelowThousand(count)} ${noun}`;
}

function numberNl(n: number): string {
  if (n === 0) return 'nul';
  const { billions, millions } = splitGroups(n);
  return joinWords([nlScale(billions, 'miljard'), nlScale(millions, 'miljoen'), nlBelowMillion(n % 1e6)]);
}

function amountNl(n: number): string {
  return `${numberNl(n)} euro`;
}

// French (Belgium)

const FR_SMALL = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
];
const FR_TENS = [
  '',
  'dix',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'septante',
  'quatre-vingt',
  'nonante',
];
const FR_EIGHTY = 8;

/**
 * `final` is true when nothing follows the group or a noun does (million, milliard): only then
 * do "quatre-vingts" and "deux cents" take their s. Before "mille", an adjective, they do not.
 */
function frBelowHundred(n: number, final: boolean): string {
  if (n < FR_SMALL.length) return pick(FR_SMALL, n);
  const unit = n % 10;
  const tensIndex = Math.floor(n / 10);
  const tens = pick(FR_TENS, tensIndex);
  if (unit === 0) return tensIndex === FR_EIGHTY && final ? `${tens}s` : tens;
  if (unit === 1 && tensIndex !== FR_EIGHTY) return `${tens} et un`;
  return `${tens}-${pick(FR_SMALL, unit)}`;
}

function frBelowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return frBelowHundred(rest, final);
  const cent = hundreds === 1 ? 'cent' : `${pick(FR_SMALL, hundreds)} ${rest === 0 && final ? 'cents' : 'cent'}`;
  return rest === 0 ? cent : `${cent} ${frBelowHundred(rest, final)}`;
}

function frScale(count: number, singular: string, plural: string): string {
  return count === 0 ? '' : `${frBelowThousand(count, true)} ${count === 1 ? singular : plural}`;
}

function frThousands(count: number): string {
  if (count === 0) return '';
  // "mille", never "un mille".
  return count === 1 ? 'mille' : `${frBelowThousand(count, false)} mille`;
}

function numberFr(n: number): string {
  if (n === 0) return 'zéro';
  const { billions, millions, thousands, units } = splitGroups(n);
  return joinWords([
    frScale(billions, 'milliard', 'milliards'),
    frScale(millions, 'million', 'millions'),
    frThousands(thousands),
    units === 0 ? '' : frBelowThousand(units, true),
  ]);
}

function amountFr(n: number): string {
  const words = numberFr(n);
  if (n <= 1) return `${words} euro`;
  // After the nouns million and milliard the currency takes "de": "deux millions d'euros".
  return n % 1e6 === 0 ? `${words} d'euros` : `${words} euros`;
}

// English (British)

const EN_SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelowHundred(n: number): string {
  if (n < 20) return pick(EN_SMALL, n);
  const unit = n % 10;
  const tens = pick(EN_TENS, Math.floor(n / 10));
  return unit === 0 ? tens : `${tens}-${pick(EN_SMALL, unit)}`;
}

function enBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return enBelowHundred(rest);
  const head = `${pick(EN_SMALL, hundreds)} hundred`;
  return rest === 0 ? head : `${head} and ${enBelowHundred(rest)}`;
}

function enScale(count: number, noun: string): string {
  return count === 0 ? '' : `${enBelowThousand(count)} ${noun}`;
}

function numberEn(n: number): string {
  if (n === 0) return 'zero';
  const { billions, millions, thousands, units } = splitGroups(n);
  // British usage joins a last group below a hundred with "and": "one thousand and five".
  const joinsWithAnd = n >= 1000 && units > 0 && units < 100;
  return joinWords([
    enScale(billions, 'billion'),
    enScale(millions, 'million'),
    enScale(thousands, 'thousand'),
    units === 0 ? '' : `${joinsWithAnd ? 'and ' : ''}${enBelowThousand(units)}`,
  ]);
}

function amountEn(n: number): string {
  return `${numberEn(n)} ${n === 1 ? 'euro' : 'euros'}`;
}

// German

const DE_SMALL = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** Counted on its own a number ends in "eins"; before a noun or "tausend" it is "ein" (Duden). */
function deAttributive(words: string): string {
  return words.endsWith('eins') ? words.slice(0, -1) : words;
}

function deBelowHundred(n: number): string {
  if (n < 20) return pick(DE_SMALL, n);
  const unit = n % 10;
  const tens = pick(DE_TENS, Math.floor(n / 10));
  return unit === 0 ? tens : `${deAttributive(pick(DE_SMALL, unit))}und${tens}`;
}

function deBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : `${deAttributive(pick(DE_SMALL, hundreds))}hundert`;
  return rest === 0 ? head : head + deBelowHundred(rest);
}

function deBelowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : `${deAttributive(deBelowThousand(thousands))}tausend`;
  return rest === 0 ? head : head + deBelowThousand(rest);
}

/** Million and Milliarde are feminine nouns: "eine Million", "zwei Millionen". */
function deScale(count: number, singular: string, plural: string): string {
  if (count === 0) return '';
  return count === 1 ? `eine ${singular}` : `${deAttributive(deBelowThousand(count))} ${plural}`;
}

function numberDe(n: number): string {
  if (n === 0) return 'null';
  const { billions, millions } = splitGroups(n);
  return joinWords([
    deScale(billions, 'Milliarde', 'Milliarden'),
    deScale(millions, 'Million', 'Millionen'),
    deBelowMillion(n % 1e6),
  ]);
}

function amountDe(n: number): string {
  return `${deAttributive(numberDe(n))} Euro`;
}

const NUMBER_WORDS: Record<WordsLanguage, (n: number) => string> = {
  nl: numberNl,
  fr: numberFr,
  en: numberEn,
  de: numberDe,
};

const AMOUNT_WORDS: Record<WordsLanguage, (n: number) => string> = {
  nl: amountNl,
  fr: amountFr,
  en: amountEn,
  de: amountDe,
};

/**
 * Whole euros in words, e.g. amountInWords(245000, 'fr') === 'deux cent quarante-cinq mille euros'.
 * Returns '' for a value that is not a finite integer from 0 to 999 999 999 999, so the form
 * leaves the field for the visitor instead of proposing wrong words.
 */
export function amountInWords(euros: number, lng: WordsLanguage): string {
  return isSupported(euros) ? AMOUNT_WORDS[lng](euros) : '';
}

/** The bare number in words (no currency), same range. */
export function numberInWords(n: number, lng: WordsLanguage): string {
  return isSupported(n) ? NUMBER_WORDS[lng](n) : '';
}
