/**
 * What an accepted submission writes beside itself, in its own transaction (store.ts): its
 * files (the record the agency sees and the bytes the relay attaches), a newsletter
 * subscription or its end, and a saved search waiting for its double opt-in.
 */
import type { Queryable } from '../db/sql.ts';
import type { SavedSearch } from '../../src/domain/criteria/savedSearch.ts';
import { criteriaColumnList, criteriaRowValues } from '../alerts/demandColumns.ts';

export interface Upload {
  field: string;
  storedName: string;
  type: string;
  bytes: number;
  originalName: string;
  /** The file itself, kept in upload_files (the relay attaches it from there). */
  content: Uint8Array;
}

/** The part of a submission written here (store.ts's Submission). */
export interface Effects {
  lng: string;
  uploads: Upload[];
  newsletter?: { email: string; firstName: string | null; subscribe: boolean };
  demand?: DemandRow;
}

/** A saved search waiting for its double opt-in, as the demands table keeps it. */
export interface DemandRow extends SavedSearch {
  email: string;
  passwordHash: string;
  /** The saved search's key in its mail links (server/alerts/token.ts). */
  token: string;
}

// A file that crossed to the intake thread arrives as a plain Uint8Array; the interface's parameters are Buffers.
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function writeEffects(tx: Queryable, id: number, s: Effects, now: number): Promise<void> {
  for (const upload of s.uploads) {
    await tx.run(
      'INSERT INTO uploads (submission_id, field, stored_name, type, bytes, original_name) VALUES (?, ?, ?, ?, ?, ?)',
      [id, upload.field, upload.storedName, upload.type, upload.bytes, upload.originalName],
    );
    await tx.run('INSERT INTO upload_files (stored_name, content) VALUES (?, ?)', [
      upload.storedName,
      asBuffer(upload.content),
    ]);
  }
  if (s.newsletter?.subscribe) {
    await tx.run(
      `INSERT INTO newsletter (email, lng, first_name, subscribed_at, unsubscribed_at) VALUES (?, ?, ?, ?, NULL)
       ON CONFLICT (email) DO UPDATE SET lng = excluded.lng,
         first_name = COALESCE(excluded.first_name, newsletter.first_name),
         subscribed_at = excluded.subscribed_at, unsubscribed_at = NULL`,
      [s.newsletter.email, s.lng, s.newsletter.firstName, now],
    );
  }
  if (s.newsletter && !s.newsletter.subscribe) {
    await tx.run('UPDATE newsletter SET unsubscribed_at = ? WHERE email = ?', [now, s.newsletter.email]);
  }
  if (s.demand) {
    const d = s.demand;
    const criteria = criteriaRowValues(d);
    await tx.run(
      `INSERT INTO demands (submission_id, email, lng, goal, types, zones, ${criteriaColumnList()}, password_hash, token,
         status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ${criteria.map(() => '?').join(', ')}, ?, ?, 'pending', ?)`,
      [
        id,
        d.email,
        s.lng,
        d.goal,
        JSON.stringify(d.types),
        JSON.stringify(d.zones),
        ...criteria,
        d.passwordHash,
        d.token,
        now,
      ],
    );
  }
}
