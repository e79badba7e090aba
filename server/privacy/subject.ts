/**
 * A person's data, found by their e-mail address (GDPR articles 15 and 17): every request that
 * names the address (as the sender's, or anywhere in what was sent: a friend's address, a second
 * signer's), its files and the staff's note on it, the mails sent to or about it, saved
 * searches, the newsletter subscription and an owner account.
 *
 * Export: all of it in one JSON document, the files' bytes included (base64).
 * Erasure:
 * - requests are anonymised, not deleted: their kind, language, listing, day and state stay,
 *   so the agency's counts still add up; their values, address and note go;
 * - their files are deleted from the database and from the old upload folder;
 * - mails to the address or about its requests, and the requests' CRM calls, are deleted
 *   (what the agency's CRM already holds is erased there, by the agency: docs/BACKOFFICE.md);
 * - saved searches with their found listings, the newsletter row, the daily mail counts of the
 *   address and the owner account with its sessions, reset links and failed logins are deleted.
 * All in one transaction; the files on disk after it.
 */
import { createHash } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable, Sql } from '../db/sql.ts';
import { uploadContent } from '../mail/relay.ts';
import { criteriaColumnsAsNames } from '../alerts/demandColumns.ts';
import type { SubjectSummary } from '../../src/domain/forms/privacy.ts';

export const normalAddress = (email: string) => email.trim().toLowerCase();

/** The address as the audit log keeps it: a hash, so recording an erasure does not keep what was erased. */
export const addressDigest = (email: string) => createHash('sha256').update(normalAddress(email)).digest('hex');

/** LIKE's own characters in an address (an underscore is a valid one) match themselves. */
const likeText = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type Param = string | number;
const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

async function requestIds(q: Queryable, email: string): Promise<number[]> {
  const rows = await q.all<{ id: number }>(
    `SELECT id FROM submissions WHERE lower(email) = ? OR lower(data) LIKE ? ESCAPE '\\' ORDER BY id`,
    [email, `%"${likeText(email)}"%`],
  );
  return rows.map((row) => Number(row.id));
}

async function mailIds(q: Queryable, email: string, requests: number[]): Promise<number[]> {
  const params: Param[] = [email, email, ...requests];
  const rows = await q.all<{ id: number }>(
    `SELECT id FROM outbox WHERE lower(to_address) = ? OR lower(reply_to) = ?
      ${requests.length > 0 ? `OR submission_id IN (${marks(requests)})` : ''} ORDER BY id`,
    params,
  );
  return rows.map((row) => Number(row.id));
}

const inIds = (column: string, ids: number[]) => (ids.length > 0 ? `${column} IN (${marks(ids)})` : '1 = 0');

export function personalData(sql: Sql, uploadDir: string) {
  async function summary(q: Queryable, email: string): Promise<SubjectSummary> {
    const requests = await requestIds(q, email);
    const mails = await mailIds(q, email, requests);
    const count = async (text: string, params: Param[]) => Number((await q.get<{ n: number }>(text, params))?.n ?? 0);
    return {
      email,
      requests: requests.length,
      files: await count(`SELECT COUNT(*) AS "n" FROM uploads WHERE ${inIds('submission_id', requests)}`, requests),
      mails: mails.length,
      savedSearches: await count('SELECT COUNT(*) AS "n" FROM demands WHERE lower(email) = ?', [email]),
      newsletter: (await count('SELECT COUNT(*) AS "n" FROM newsletter WHERE lower(email) = ?', [email])) > 0,
      ownerAccount: (await count('SELECT COUNT(*) AS "n" FROM owners WHERE lower(email) = ?', [email])) > 0,
    };
  }

  return {
    /** What the site holds about the address, counted. */
    find: (email: string) => summary(sql, normalAddress(email)),

    /** Everything, as one document (the right of access). */
    async export(email: string, now: number): Promise<Record<string, unknown>> {
      const address = normalAddress(email);
      const requests = await requestIds(sql, address);
      const rows = await sql.all<Record<string, unknown>>(
        `SELECT id, kind, lng, subject, email, data, handling, handling_note, created_at FROM submissions
          WHERE ${inIds('id', requests)} ORDER BY id`,
        requests,
      );
      const uploads = await sql.all<{
        submission_id: number;
        field: string;
        stored_name: string;
        original_name: string;
        type: string;
        bytes: number;
      }>(
        `SELECT submission_id, field, stored_name, original_name, type, bytes FROM uploads WHERE ${inIds('submission_id', requests)} ORDER BY id`,
        requests,
      );
      const files = await Promise.all(
        uploads.map(async (upload) => ({
          request: Number(upload.submission_id),
          field: upload.field,
          name: upload.original_name,
          type: upload.type,
          bytes: Number(upload.bytes),
          contentBase64: (await uploadContent(sql, uploadDir, upload.stored_name))?.toString('base64') ?? null,
        })),
      );
      const mails = await mailIds(sql, address, requests);
      return {
        email: address,
        exportedAt: new Date(now).toISOString(),
        requests: rows.map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          language: row.lng,
          listing: row.subject,
          email: row.email,
          sentAt: new Date(Number(row.created_at)).toISOString(),
          values: JSON.parse(String(row.data)) as unknown,
          state: row.handling,
          staffNote: row.handling_note,
        })),
        files,
        mails: await sql.all(
          `SELECT role, to_address AS "to", subject, status, created_at AS "createdAt", sent_at AS "sentAt"
            FROM outbox WHERE ${inIds('id', mails)} ORDER BY id`,
          mails,
        ),
        savedSearches: await sql.all(
          `SELECT goal, types, zones, ${criteriaColumnsAsNames()},
             status, frequency, created_at AS "createdAt", confirmed_at AS "confirmedAt", unsubscribed_at AS "unsubscribedAt"
            FROM demands WHERE lower(email) = ? ORDER BY id`,
          [address],
        ),
        newsletter: await sql.all(
          `SELECT lng, first_name AS "firstName", subscribed_at AS "subscribedAt", unsubscribed_at AS "unsubscribedAt"
            FROM newsletter WHERE lower(email) = ?`,
          [address],
        ),
        ownerAccount: await sql.all(
          `SELECT o.name, o.email, o.lng, o.created_at AS "createdAt",
             (SELECT COUNT(*) FROM owner_properties p WHERE p.owner_id = o.id) AS "properties"
            FROM owners o WHERE lower(o.email) = ?`,
          [address],
        ),
      };
    },

    /** Erases the address (the right to erasure); returns what there was. */
    async erase(email: string): Promise<SubjectSummary> {
      const address = normalAddress(email);
      const { before, files } = await sql.tx(async (tx) => {
        const found = await summary(tx, address);
        const requests = await requestIds(tx, address);
        const mails = await mailIds(tx, address, requests);
        const stored = (
          await tx.all<{ stored_name: string }>(
            `SELECT stored_name FROM uploads WHERE ${inIds('submission_id', requests)}`,
            requests,
          )
        ).map((row) => row.stored_name);
        if (stored.length > 0) await tx.run(`DELETE FROM upload_files WHERE stored_name IN (${marks(stored)})`, stored);
        await tx.run(`DELETE FROM uploads WHERE ${inIds('submission_id', requests)}`, requests);
        await tx.run(`DELETE FROM crm_jobs WHERE ${inIds('submission_id', requests)}`, requests);
        const demands = 'SELECT id FROM demands WHERE lower(email) = ?';
        await tx.run(`DELETE FROM alert_matches WHERE demand_id IN (${demands})`, [address]);
        await tx.run(`UPDATE alert_matches SET outbox_id = NULL WHERE ${inIds('outbox_id', mails)}`, mails);
        await tx.run(`DELETE FROM demands WHERE lower(email) = ?`, [address]);
        await tx.run(`DELETE FROM outbox WHERE ${inIds('id', mails)}`, mails);
        await tx.run(
          `UPDATE submissions SET email = NULL, data = '{"erased":true}', handling_note = NULL WHERE ${inIds('id', requests)}`,
          requests,
        );
        await tx.run('DELETE FROM newsletter WHERE lower(email) = ?', [address]);
        const hashes = (['third-party', 'visitor'] as const).map((kind) =>
          createHash('sha256').update(`${kind}:${address}`).digest('hex'),
        );
        await tx.run(`DELETE FROM recipient_day WHERE address_hash IN (${marks(hashes)})`, hashes);
        const owners = 'SELECT id FROM owners WHERE lower(email) = ?';
        for (const table of ['sessions', 'password_resets', 'owner_properties']) {
          await tx.run(`DELETE FROM ${table} WHERE owner_id IN (${owners})`, [address]);
        }
        await tx.run('DELETE FROM login_failures WHERE lower(account) = ?', [address]);
        await tx.run('DELETE FROM owners WHERE lower(email) = ?', [address]);
        return { before: found, files: stored };
      });
      for (const name of files) {
        if (path.basename(name) !== name || name.startsWith('.')) continue;
        await unlink(path.join(uploadDir, name)).catch(() => undefined);
      }
      return before;
    },
  };
}

export type PersonalData = ReturnType<typeof personalData>;
