/**
 * Full or incremental. An incremental read needs the good snapshot whole (it is what the
 * changes are merged into) and a `since`; without them, or once the last full read is
 * `fullEveryHours` old, everything is read again: a full read is what catches what an
 * incremental one cannot (a change the CRM stamped in the past, a deletion it forgot to log).
 */
import type { Lng } from '../../../src/config/languages.ts';
import { readGood, readGoodCatalogue, type LanguageSnapshot } from './good.ts';
import type { GoodSnapshot } from './types.ts';

export const DEFAULT_FULL_EVERY_HOURS = 24;

export interface Plan {
  /** undefined: a full read. */
  since: Date | undefined;
  /** Why, for the log. */
  reason: string;
  good: { snapshot: GoodSnapshot; catalogue: Map<Lng, LanguageSnapshot> } | undefined;
}

export async function planSync(
  liveDir: string,
  languages: readonly Lng[],
  started: Date,
  fullEveryHours: number,
  log: (line: string) => void,
): Promise<Plan> {
  let snapshot: GoodSnapshot | undefined;
  try {
    snapshot = await readGood(liveDir);
  } catch (error) {
    log(`sync: snapshots/good.json is unreadable (${(error as Error).message})`);
  }
  if (!snapshot) return { since: undefined, reason: 'no good snapshot yet', good: undefined };
  const catalogue = await readGoodCatalogue(liveDir, snapshot.id, languages);
  if (!catalogue) {
    return { since: undefined, reason: `the good snapshot ${snapshot.id} is incomplete or gone`, good: undefined };
  }
  const good = { snapshot, catalogue };
  const fullAge = snapshot.fullAt ? started.getTime() - Date.parse(snapshot.fullAt) : Number.NaN;
  if (!(fullAge < fullEveryHours * 3_600_000)) {
    return { since: undefined, reason: `the last full read was ${snapshot.fullAt ?? 'never'}`, good };
  }
  if (!snapshot.since) return { since: undefined, reason: 'the good snapshot has no start time', good };
  return { since: new Date(snapshot.since), reason: `changes since ${snapshot.since}`, good };
}
