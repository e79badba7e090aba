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
 * Counted in the submission's own transaction (store.ts), so parallel submissions cannot
 * slip past the cap and a refused one leaves no count. Addresses are kept only as a SHA-256.
 */
import { createHash } from 'node:crypto';
import { belgianDay } from '../../src/lib/dates.ts';
import type { Db } from '../db/database.ts';
import type { OutgoingMail } from './render.ts';

export type RecipientKind = 'third-party' | 'visitor';

export const RECIPIENT_DAILY_CAP: Record<RecipientKind, number> = { 'third-party': 3, visitor: 10 };

// Each kind has its own count: a visitor's own requests do not use up what a friend may receive.
const addressHash = (kind: RecipientKind, address: string) =>
  createHash('sha256').update(`${kind}:${address.trim().toLowerCase()}`).digest('hex');

export function recipientCap(db: Db, caps = RECIPIENT_DAILY_CAP) {
  const count = db.prepare('SELECT mails FROM recipient_day WHERE address_hash = ? AND day = ?');
  const add = db.prepare(
    `INSERT INTO recipient_day (address_hash, day, mails) VALUES (?, ?, 1)
     ON CONFLICT (address_hash, day) DO UPDATE SET mails = mails + 1`,
  );
  const forget = db.prepare('DELETE FROM recipient_day WHERE day < ?');
  let forgotten = '';

  return {
    /**
     * The mails that may go, each counted; null when a mail the submission is for would pass
     * the cap (nothing is counted then, as the caller rolls the submission back).
     * Call inside the submission's transaction.
     */
    admit(mails: OutgoingMail[], now: number): OutgoingMail[] | null {
      const day = belgianDay(new Date(now));
      if (day !== forgotten) {
        forgotten = day;
        forget.run(day);
      }
      const out: OutgoingMail[] = [];
      for (const mail of mails) {
        if (!mail.capped) {
          out.push(mail);
          continue;
        }
        const hash = addressHash(mail.capped.to, mail.to);
        const sent = (count.get(hash, day) as { mails: number } | undefined)?.mails ?? 0;
        if (sent >= caps[mail.capped.to]) {
          if (mail.capped.over === 'refuse') return null;
          continue;
        }
        add.run(hash, day);
        out.push(mail);
      }
      return out;
    },
  };
}
