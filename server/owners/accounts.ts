/**
 * Owner accounts. A login costs the same whether the address is known or not: an unknown
 * address is checked against a stand-in hash of the same cost, so neither the answer nor its
 * time tells an attacker which addresses have an account.
 */
import type { Queryable, Sql } from '../db/sql.ts';

export interface Owner {
  id: number;
  email: string;
  name: string;
  lng: string;
  /** The CRM's PersonID of an owner who logs in with the CRM's password; null for a local account. */
  crmPersonId: number | null;
}

/** The password_hash of an owner the CRM checks: no password matches it (server/auth/password.ts). */
export const CRM_PASSWORD_MARKER = '!crm';

/** `by` is the client's address: a full hash queue refuses it with HashQueueFull. */
export interface PasswordHasher {
  hash(password: string, by?: string): Promise<string>;
  verify(password: string, stored: string, by?: string): Promise<boolean>;
}

type Row = Omit<Owner, 'crmPersonId'> & { password_hash: string; crm_person_id: number | null };

const COLUMNS = 'id, email, name, lng, password_hash, crm_person_id';

function ownerOf(row: Row): Owner {
  const { password_hash: _hash, crm_person_id: crm, ...rest } = row;
  return { ...rest, id: Number(rest.id), crmPersonId: crm === null || crm === undefined ? null : Number(crm) };
}

export function ownerAccounts(sql: Sql, hasher: PasswordHasher) {
  const withHash = (email: string) =>
    sql.get<Row>(`SELECT ${COLUMNS} FROM owners WHERE email = ? AND active = 1`, [email.trim().toLowerCase()]);
  let standIn: Promise<string> | null = null;

  return {
    /** A deactivated owner (the back office) is no owner: their session and links open nothing. */
    async byId(id: number): Promise<Owner | null> {
      const row = await sql.get<Row>(`SELECT ${COLUMNS} FROM owners WHERE id = ? AND active = 1`, [id]);
      return row ? ownerOf(row) : null;
    },
    async byEmail(email: string): Promise<Owner | null> {
      const row = await withHash(email);
      return row ? ownerOf(row) : null;
    },
    /** Whether this address has a password the site itself checks (a local account, not the CRM's). */
    async hasLocalPassword(email: string): Promise<boolean> {
      const row = await withHash(email);
      return Boolean(row && row.password_hash !== CRM_PASSWORD_MARKER);
    },
    /**
     * The row of an owner the CRM just let in: created at their first login, its name and
     * language kept up to date; never a password. An address with a local password is not
     * taken over (the caller checks hasLocalPassword first).
     */
    async crmOwner(email: string, person: { id: number; name: string; lng: string }, now: number): Promise<Owner> {
      const account = email.trim().toLowerCase();
      await sql.run(
        `INSERT INTO owners (email, name, lng, password_hash, created_at, password_changed_at, crm_person_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET name = excluded.name, lng = excluded.lng, crm_person_id = excluded.crm_person_id
         WHERE owners.password_hash = ?`,
        [account, person.name, person.lng, CRM_PASSWORD_MARKER, now, now, person.id, CRM_PASSWORD_MARKER],
      );
      const row = await withHash(account);
      if (!row || row.password_hash !== CRM_PASSWORD_MARKER) throw new Error('the address has a local account');
      return ownerOf(row);
    },
    /** The owner when the password is right; null otherwise, after the same work. */
    async authenticate(email: string, password: string, by?: string): Promise<Owner | null> {
      const row = await withHash(email);
      if (!row) {
        standIn ??= hasher.hash('stand-in password for unknown addresses');
        await hasher.verify(password, await standIn, by);
        return null;
      }
      if (!(await hasher.verify(password, row.password_hash, by))) return null;
      return ownerOf(row);
    },
    hash: (password: string, by?: string) => hasher.hash(password, by),
    /** On the caller's handle: it shares a transaction with the use of the reset link. */
    async setPasswordHash(q: Queryable, ownerId: number, hash: string, now: number): Promise<void> {
      await q.run('UPDATE owners SET password_hash = ?, password_changed_at = ? WHERE id = ?', [hash, now, ownerId]);
    },
  };
}

export type OwnerAccounts = ReturnType<typeof ownerAccounts>;
