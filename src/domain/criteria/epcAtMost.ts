/**
 * The EPC criterion ("C or better") applied to a listing's label, by the one matcher
 * (match.ts). A module of its own so that only the code that matches carries it (the list's
 * chunk, the server), not every page's boot.
 */
import { EPC_LETTERS, type EpcLetter } from './criteria.ts';

/**
 * The rank of an EPC label as a listing carries it (the build's EPCLabel as the card shows it:
 * A+ and A count as a, C- as c; Luxembourg's scale goes on to H and I): 0 for a, -1 when unknown.
 */
function epcRank(label: string | null | undefined): number {
  return label ? 'abcdefghi'.indexOf(label.charAt(0).toLowerCase()) : -1;
}

/** "EPC at most": a listing whose label is unknown never answers a search that asks for one. */
export function epcAtMost(label: string | null | undefined, worst: EpcLetter): boolean {
  const rank = epcRank(label);
  return rank !== -1 && rank <= EPC_LETTERS.indexOf(worst);
}
