/**
 * What an accepted submission writes beside itself, in its own transaction (store.ts): its
 * files (the record the agency sees and the bytes the relay attaches), a newsletter
 * subscription or its end, and a saved search waiting for its double opt-in.
 */
import type { Queryable } from '../db/sql.ts';

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

export interface DemandRow {
  email: string;
  goal: string;
  types: number[];
  zones: string[];
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  minLiving: number | null;
  minPlot: number | null;
  /** EPC at most: a letter a-g, null for any. */
  epc: string | null;
  parking: boolean;
  terrace: boolean;
  garden: boolean;
  lift: boolean;
  newBuild: boolean;
  passwordHash: string;
  /** The saved search's key in its mail links (server/alerts/token.ts). */
  token: string;
}

// A file that crossed to the intake thread arrives as a plain Uint8Array; the interface's parameters are Buffers.
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const flag = (value: boolean) => (value ? 1 : 0);

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
    await tx.run(
      `INSERT INTO demands (submission_id, email, lng, goal, types, zones, min_price, max_price, bedrooms, bathrooms,
         garages, min_living, min_plot, epc, parking, terrace, garden, lift, new_build, password_hash, token, status,
         created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
      [
        id,
        d.email,
        s.lng,
        d.goal,
        JSON.stringify(d.types),
        JSON.stringify(d.zones),
        d.minPrice,
        d.maxPrice,
        d.bedrooms,
        d.bathrooms,
        d.garages,
        d.minLiving,
        d.minPlot,
        d.epc,
        flag(d.parking),
        flag(d.terrace),
        flag(d.garden),
        flag(d.lift),
        flag(d.newBuild),
        d.passwordHash,
        d.token,
        now,
      ],
    );
  }
}
