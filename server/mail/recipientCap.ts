/**
 * Daily caps on the agency's mails to an address a visitor typed: a friend's ("send to a
 * friend"), or the confirmation and opt-in sent to the address given in a form, which may be
 * anyone's. Without them a stranger could make the agency mail one address without end. Per
 * Belgian day one address gets at most 3 friends' mails, and at most 10 mails as a visitor's
 * own address: a real buyer asking about several listings and saving a search in one evening
 * stays under 10, while a third party, who asked for nothing, hears from the agency at most 3
 * times. Past a cap a mail the form is for (the friend's, the saved search's opt-in) refuses the
 * submission, and a courtesy confirmation is left out while the submission itself still reaches
 * the agency.
 *
 * Counted in the submission's own transaction (store.ts), so a refused submission leaves no
 * count. The count and the check are one statement (an upsert that only adds while under the
 * cap), which holds the row until the transaction ends: parallel submissions, on one instance
 * or several, cannot slip past the cap. Addresses are kept only as a SHA-256.
 */
import { createHash } from 'node:crypto';
import { belgianDay } from '../../src/lib/dates.ts';
import type { Queryable } from '../db/sql.ts';
import type { OutgoingMail } from './render.ts';

export type RecipientKind = 'third-party' | 'visitor';

export const RECIPIENT_DAILY_CAP: Record<RecipientKind, number> = { 'third-party': 3, visitor: 10 };

// Each kind has its own count: a visitor's own requests do not use up what a friend may receive.
const addressHash = (kind: RecipientKind, address: string) =>
  createHash('sha256').update(`${kind}:${address.trim().toLowerCase()}`).digest('hex');

// No row comes back when the count is already at the cap: nothing is added then.
const COUNT = `INSERT INTO recipient_day (address_hash, day, mails) VALUES (?, ?, 1)
  ON CONFLICT (address_hash, day) DO UPDATE SET mails = recipient_day.mails + 1 WHERE recipient_day.mails < ?
  RETURNING mails`;

export function recipientCap(caps = RECIPIENT_DAILY_CAP) {
  let forgotten = '';

  return {
    /**
     * The mails that may go, each counted; null when a mail the submission is for would pass
     * the cap (the caller then rolls the submission back, counts included).
     * Call inside the submission's transaction.
     */
    async admit(q: Queryable, mails: OutgoingMail[], now: number): Promise<OutgoingMail[] | null> {
      const day = belgianDay(new Date(now));
      // Rows taken in one order by every submission, so two never wait for each other crosswise.
      const capped = mails
        .flatMap((mail, index) =>
          mail.capped ? [{ index, limit: mail.capped, hash: addressHash(mail.capped.to, mail.to) }] : [],
        )
        .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : a.index - b.index));
      const left = new Set<number>();
      for (const { index, limit, hash } of capped) {
        const cap = caps[limit.to];
        const counted = cap > 0 ? await q.get<{ mails: number }>(COUNT, [hash, day, cap]) : undefined;
        if (counted) continue;
        if (limit.over === 'refuse') return null;
        left.add(index);
      }
      return mails.filter((_, index) => !left.has(index));
    },
    /** Drops the counts of past days, once a day; outside any submission's transaction. */
    async forget(q: Queryable, now: number): Promise<void> {
      const day = belgianDay(new Date(now));
      if (day === forgotten) return;
      forgotten = day;
      await q.run('DELETE FROM recipient_day WHERE day < ?', [day]);
    },
  };
}
