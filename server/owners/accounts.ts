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
}

/** `by` is the client's address: a full hash queue refuses it with HashQueueFull. */
export interface PasswordHasher {
  hash(password: string, by?: string): Promise<string>;
  verify(password: string, stored: string, by?: string): Promise<boolean>;
}

type Row = Owner & { password_hash: string };

export function ownerAccounts(sql: Sql, hasher: PasswordHasher) {
  const withHash = (email: string) =>
    sql.get<Row>('SELECT id, email, name, lng, password_hash FROM owners WHERE email = ?', [
      email.trim().toLowerCase(),
    ]);
  let standIn: Promise<string> | null = null;

  return {
    async byId(id: number): Promise<Owner | null> {
      return (await sql.get<Owner>('SELECT id, email, name, lng FROM owners WHERE id = ?', [id])) ?? null;
    },
    async byEmail(email: string): Promise<Owner | null> {
      const row = await withHash(email);
      if (!row) return null;
      const { password_hash: _hash, ...owner } = row;
      return owner;
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
      const { password_hash: _hash, ...owner } = row;
      return owner;
    },
    hash: (password: string, by?: string) => hasher.hash(password, by),
    /** On the caller's handle: it shares a transaction with the use of the reset link. */
    async setPasswordHash(q: Queryable, ownerId: number, hash: string, now: number): Promise<void> {
      await q.run('UPDATE owners SET password_hash = ?, password_changed_at = ? WHERE id = ?', [hash, now, ownerId]);
    },
  };
}

export type OwnerAccounts = ReturnType<typeof ownerAccounts>;
