/**
 * The one matcher of the search criteria (criteria.ts): the list filters run it over cards,
 * the saved-search alerts over facts (savedSearch.ts), each read as domain/catalogue/facts.ts
 * says. Pure: it builds one check per fact asked about (a price range reads the price once), so
 * a list of 20,000 listings filters in about a millisecond (npm run bench).
 */
import { CRITERIA, CRITERION_NAMES, isEpcLetter, type CriterionName, type EpcLetter } from './criteria.ts';
import { epcAtMost } from './epcAtMost.ts';
import { CARD_FACTS, OWN_FACTS, type CriterionFact, type FactReaders, type ListingFacts } from '../catalogue/facts.ts';
import type { ListingCard } from '../catalogue/types.ts';

/** What a search asks, by criterion: null or false when a criterion is not asked. */
export type Asked = Partial<Record<CriterionName, number | string | boolean | null>>;

type Check<T> = (listing: T) => boolean;

/** What is asked of one fact: a figure's bounds, or a letter at most (a feature: its presence). */
interface Wanted {
  least: number;
  most: number;
  letter: EpcLetter;
  present: boolean;
}

const NOTHING: Wanted = { least: -Infinity, most: Infinity, letter: 'g', present: false };

/** An unknown figure never fits: price on demand is within no bounds. */
const fits = (have: number | null, { least, most }: Wanted) => have !== null && have >= least && have <= most;

/**
 * Each fact's check. One function per fact, each calling its own reader, keeps the calls of
 * a filter over 20,000 listings direct (a shared check calling any reader cost a fifth more).
 */
function checksOver<T>(read: FactReaders<T>): { [F in CriterionFact]: (wanted: Wanted) => Check<T> } {
  return {
    price: (w) => (l) => fits(read.price(l), w),
    bedrooms: (w) => (l) => fits(read.bedrooms(l), w),
    bathrooms: (w) => (l) => fits(read.bathrooms(l), w),
    garages: (w) => (l) => fits(read.garages(l), w),
    livingArea: (w) => (l) => fits(read.livingArea(l), w),
    plotArea: (w) => (l) => fits(read.plotArea(l), w),
    epc: (w) => (l) => epcAtMost(read.epc(l), w.letter),
    parking: () => read.parking,
    terrace: () => read.terrace,
    garden: () => read.garden,
    lift: () => read.lift,
    newBuild: () => read.newBuild,
  };
}

const OVER_CARDS = checksOver(CARD_FACTS);
// Made when first asked for: the browser never matches facts, so its bundle leaves them out.
let overFacts: ReturnType<typeof checksOver<ListingFacts>> | null = null;

/** What the asked criteria want of each fact; a criterion that asks nothing is left out. */
function wantedByFact(asked: Asked): Map<CriterionFact, Wanted> {
  const wanted = new Map<CriterionFact, Wanted>();
  for (const name of CRITERION_NAMES) {
    const want = asked[name];
    if (want === null || want === undefined || want === false) continue;
    const criterion = CRITERIA[name];
    const of = { ...(wanted.get(criterion.fact) ?? NOTHING) };
    // A minimum below the criterion's first bound (0 bedrooms) asks nothing.
    if (criterion.kind === 'min' && typeof want === 'number' && want >= criterion.bounds[0]) of.least = want;
    else if (criterion.kind === 'max' && typeof want === 'number') of.most = want;
    else if (criterion.kind === 'letter' && isEpcLetter(want)) of.letter = want;
    else if (criterion.kind === 'feature') of.present = true;
    else continue;
    wanted.set(criterion.fact, of);
  }
  return wanted;
}

function matcherOver<T>(asked: Asked, checks: ReturnType<typeof checksOver<T>>): Check<T> | null {
  const all: Check<T>[] = [];
  // The yes-or-no facts first: a flag read is the cheapest question, and often the one that says no.
  const wanted = [...wantedByFact(asked)].sort(([, a], [, b]) => Number(b.present) - Number(a.present));
  for (const [fact, want] of wanted) all.push(checks[fact](want));
  if (all.length === 0) return null;
  return (listing) => {
    for (const check of all) if (!check(listing)) return false;
    return true;
  };
}

/**
 * A card's check for the criteria asked; null when none is. A listing without the fact a
 * criterion asks about (price on demand, no known bedrooms or EPC) does not match it.
 */
export function criteriaMatcher(asked: Asked): Check<ListingCard> | null {
  return matcherOver(asked, OVER_CARDS);
}

/** The same check over facts already derived (listingFacts). */
export function factsMatcher(asked: Asked): Check<ListingFacts> | null {
  overFacts ??= checksOver(OWN_FACTS);
  return matcherOver(asked, overFacts);
}
