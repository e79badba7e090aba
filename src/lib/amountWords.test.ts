import { amountInWords, numberInWords, type WordsLanguage } from './amountWords.ts';

/** [number, bare number in words, amount in words] */
type Case = readonly [number, string, string];

// Spatie na "duizend", miljoen and miljard apart: the Taalunie rule; the last three rows are
// its own examples.
const NL: readonly Case[] = [
  [0, 'nul', 'nul euro'],
  [1, 'een', 'een euro'],
  [7, 'zeven', 'zeven euro'],
  [10, 'tien', 'tien euro'],
  [11, 'elf', 'elf euro'],
  [12, 'twaalf', 'twaalf euro'],
  [13, 'dertien', 'dertien euro'],
  [14, 'veertien', 'veertien euro'],
  [15, 'vijftien', 'vijftien euro'],
  [16, 'zestien', 'zestien euro'],
  [17, 'zeventien', 'zeventien euro'],
  [18, 'achttien', 'achttien euro'],
  [19, 'negentien', 'negentien euro'],
  [21, 'eenentwintig', 'eenentwintig euro'],
  [22, 'tweeëntwintig', 'tweeëntwintig euro'],
  [23, 'drieëntwintig', 'drieëntwintig euro'],
  [70, 'zeventig', 'zeventig euro'],
  [71, 'eenenzeventig', 'eenenzeventig euro'],
  [80, 'tachtig', 'tachtig euro'],
  [81, 'eenentachtig', 'eenentachtig euro'],
  [90, 'negentig', 'negentig euro'],
  [99, 'negenennegentig', 'negenennegentig euro'],
  [100, 'honderd', 'honderd euro'],
  [101, 'honderdeen', 'honderdeen euro'],
  [200, 'tweehonderd', 'tweehonderd euro'],
  [280, 'tweehonderdtachtig', 'tweehonderdtachtig euro'],
  [1000, 'duizend', 'duizend euro'],
  [1001, 'duizend een', 'duizend een euro'],
  [1100, 'duizend honderd', 'duizend honderd euro'],
  [2000, 'tweeduizend', 'tweeduizend euro'],
  [80_000, 'tachtigduizend', 'tachtigduizend euro'],
  [245_000, 'tweehonderdvijfenveertigduizend', 'tweehonderdvijfenveertigduizend euro'],
  [1_000_000, 'een miljoen', 'een miljoen euro'],
  [2_000_000, 'twee miljoen', 'twee miljoen euro'],
  [1_250_000, 'een miljoen tweehonderdvijftigduizend', 'een miljoen tweehonderdvijftigduizend euro'],
  [1_500_000, 'een miljoen vijfhonderdduizend', 'een miljoen vijfhonderdduizend euro'],
  [1_000_000_000, 'een miljard', 'een miljard euro'],
  [
    271_850,
    'tweehonderdeenenzeventigduizend achthonderdvijftig',
    'tweehonderdeenenzeventigduizend achthonderdvijftig euro',
  ],
  [5_200_000_000, 'vijf miljard tweehonderd miljoen', 'vijf miljard tweehonderd miljoen euro'],
  [
    347_625_728_221,
    'driehonderdzevenenveertig miljard zeshonderdvijfentwintig miljoen zevenhonderdachtentwintigduizend tweehonderdeenentwintig',
    'driehonderdzevenenveertig miljard zeshonderdvijfentwintig miljoen zevenhonderdachtentwintigduizend tweehonderdeenentwintig euro',
  ],
];

// Belgian numerals, traditional spelling: cent and quatre-vingts take an s only when final or
// before a noun (millions), never before mille.
const FR: readonly Case[] = [
  [0, 'zéro', 'zéro euro'],
  [1, 'un', 'un euro'],
  [7, 'sept', 'sept euros'],
  [10, 'dix', 'dix euros'],
  [11, 'onze', 'onze euros'],
  [12, 'douze', 'douze euros'],
  [13, 'treize', 'treize euros'],
  [14, 'quatorze', 'quatorze euros'],
  [15, 'quinze', 'quinze euros'],
  [16, 'seize', 'seize euros'],
  [17, 'dix-sept', 'dix-sept euros'],
  [18, 'dix-huit', 'dix-huit euros'],
  [19, 'dix-neuf', 'dix-neuf euros'],
  [21, 'vingt et un', 'vingt et un euros'],
  [22, 'vingt-deux', 'vingt-deux euros'],
  [61, 'soixante et un', 'soixante et un euros'],
  [70, 'septante', 'septante euros'],
  [71, 'septante et un', 'septante et un euros'],
  [72, 'septante-deux', 'septante-deux euros'],
  [79, 'septante-neuf', 'septante-neuf euros'],
  [80, 'quatre-vingts', 'quatre-vingts euros'],
  [81, 'quatre-vingt-un', 'quatre-vingt-un euros'],
  [88, 'quatre-vingt-huit', 'quatre-vingt-huit euros'],
  [90, 'nonante', 'nonante euros'],
  [91, 'nonante et un', 'nonante et un euros'],
  [99, 'nonante-neuf', 'nonante-neuf euros'],
  [100, 'cent', 'cent euros'],
  [101, 'cent un', 'cent un euros'],
  [200, 'deux cents', 'deux cents euros'],
  [201, 'deux cent un', 'deux cent un euros'],
  [280, 'deux cent quatre-vingts', 'deux cent quatre-vingts euros'],
  [1000, 'mille', 'mille euros'],
  [1001, 'mille un', 'mille un euros'],
  [1100, 'mille cent', 'mille cent euros'],
  [2000, 'deux mille', 'deux mille euros'],
  [21_000, 'vingt et un mille', 'vingt et un mille euros'],
  [80_000, 'quatre-vingt mille', 'quatre-vingt mille euros'],
  [200_000, 'deux cent mille', 'deux cent mille euros'],
  [245_000, 'deux cent quarante-cinq mille', 'deux cent quarante-cinq mille euros'],
  [1_000_000, 'un million', "un million d'euros"],
  [2_000_000, 'deux millions', "deux millions d'euros"],
  [1_250_000, 'un million deux cent cinquante mille', 'un million deux cent cinquante mille euros'],
  [200_000_000, 'deux cents millions', "deux cents millions d'euros"],
  [80_000_000, 'quatre-vingts millions', "quatre-vingts millions d'euros"],
  [1_000_000_000, 'un milliard', "un milliard d'euros"],
  [2_001_000_000, 'deux milliards un million', "deux milliards un million d'euros"],
];

// British: "and" after hundred, and before a last group below a hundred.
const EN: readonly Case[] = [
  [0, 'zero', 'zero euros'],
  [1, 'one', 'one euro'],
  [7, 'seven', 'seven euros'],
  [10, 'ten', 'ten euros'],
  [11, 'eleven', 'eleven euros'],
  [12, 'twelve', 'twelve euros'],
  [13, 'thirteen', 'thirteen euros'],
  [15, 'fifteen', 'fifteen euros'],
  [18, 'eighteen', 'eighteen euros'],
  [19, 'nineteen', 'nineteen euros'],
  [21, 'twenty-one', 'twenty-one euros'],
  [22, 'twenty-two', 'twenty-two euros'],
  [40, 'forty', 'forty euros'],
  [70, 'seventy', 'seventy euros'],
  [81, 'eighty-one', 'eighty-one euros'],
  [99, 'ninety-nine', 'ninety-nine euros'],
  [100, 'one hundred', 'one hundred euros'],
  [101, 'one hundred and one', 'one hundred and one euros'],
  [200, 'two hundred', 'two hundred euros'],
  [280, 'two hundred and eighty', 'two hundred and eighty euros'],
  [1000, 'one thousand', 'one thousand euros'],
  [1001, 'one thousand and one', 'one thousand and one euros'],
  [1005, 'one thousand and five', 'one thousand and five euros'],
  [1100, 'one thousand one hundred', 'one thousand one hundred euros'],
  [2000, 'two thousand', 'two thousand euros'],
  [80_000, 'eighty thousand', 'eighty thousand euros'],
  [245_000, 'two hundred and forty-five thousand', 'two hundred and forty-five thousand euros'],
  [1_000_000, 'one million', 'one million euros'],
  [1_000_021, 'one million and twenty-one', 'one million and twenty-one euros'],
  [2_000_000, 'two million', 'two million euros'],
  [1_250_000, 'one million two hundred and fifty thousand', 'one million two hundred and fifty thousand euros'],
  [1_000_000_000, 'one billion', 'one billion euros'],
];

// Formal style throughout (einhundert, eintausend); "eins" only when counted on its own.
const DE: readonly Case[] = [
  [0, 'null', 'null Euro'],
  [1, 'eins', 'ein Euro'],
  [7, 'sieben', 'sieben Euro'],
  [10, 'zehn', 'zehn Euro'],
  [11, 'elf', 'elf Euro'],
  [12, 'zwölf', 'zwölf Euro'],
  [16, 'sechzehn', 'sechzehn Euro'],
  [17, 'siebzehn', 'siebzehn Euro'],
  [19, 'neunzehn', 'neunzehn Euro'],
  [21, 'einundzwanzig', 'einundzwanzig Euro'],
  [22, 'zweiundzwanzig', 'zweiundzwanzig Euro'],
  [30, 'dreißig', 'dreißig Euro'],
  [70, 'siebzig', 'siebzig Euro'],
  [81, 'einundachtzig', 'einundachtzig Euro'],
  [99, 'neunundneunzig', 'neunundneunzig Euro'],
  [100, 'einhundert', 'einhundert Euro'],
  [101, 'einhunderteins', 'einhundertein Euro'],
  [200, 'zweihundert', 'zweihundert Euro'],
  [280, 'zweihundertachtzig', 'zweihundertachtzig Euro'],
  [1000, 'eintausend', 'eintausend Euro'],
  [1001, 'eintausendeins', 'eintausendein Euro'],
  [1100, 'eintausendeinhundert', 'eintausendeinhundert Euro'],
  [2000, 'zweitausend', 'zweitausend Euro'],
  [21_000, 'einundzwanzigtausend', 'einundzwanzigtausend Euro'],
  [80_000, 'achtzigtausend', 'achtzigtausend Euro'],
  [101_000, 'einhunderteintausend', 'einhunderteintausend Euro'],
  [245_000, 'zweihundertfünfundvierzigtausend', 'zweihundertfünfundvierzigtausend Euro'],
  [1_000_000, 'eine Million', 'eine Million Euro'],
  [2_000_000, 'zwei Millionen', 'zwei Millionen Euro'],
  [1_250_000, 'eine Million zweihundertfünfzigtausend', 'eine Million zweihundertfünfzigtausend Euro'],
  [2_500_000, 'zwei Millionen fünfhunderttausend', 'zwei Millionen fünfhunderttausend Euro'],
  [1_000_000_000, 'eine Milliarde', 'eine Milliarde Euro'],
  [3_000_000_000, 'drei Milliarden', 'drei Milliarden Euro'],
];

const CASES: Record<WordsLanguage, readonly Case[]> = { nl: NL, fr: FR, en: EN, de: DE };
const LANGUAGES = Object.keys(CASES) as WordsLanguage[];

describe.each(LANGUAGES)('%s', (lng) => {
  it.each(CASES[lng])('%d -> %s / %s', (n, bare, amount) => {
    expect(numberInWords(n, lng)).toBe(bare);
    expect(amountInWords(n, lng)).toBe(amount);
  });

  it.each([-1, 1.5, Number.NaN, Infinity, -Infinity, 1e12])('rejects %p', (n) => {
    expect(numberInWords(n, lng)).toBe('');
    expect(amountInWords(n, lng)).toBe('');
  });
});

// The upper bound, with every group filled.
it.each<[WordsLanguage, string]>([
  [
    'nl',
    'negenhonderdnegenennegentig miljard negenhonderdnegenennegentig miljoen negenhonderdnegenennegentigduizend negenhonderdnegenennegentig euro',
  ],
  [
    'fr',
    'neuf cent nonante-neuf milliards neuf cent nonante-neuf millions neuf cent nonante-neuf mille neuf cent nonante-neuf euros',
  ],
  [
    'en',
    'nine hundred and ninety-nine billion nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine euros',
  ],
  [
    'de',
    'neunhundertneunundneunzig Milliarden neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig Euro',
  ],
])('the largest amount in %s', (lng, expected) => {
  expect(amountInWords(999_999_999_999, lng)).toBe(expected);
});
