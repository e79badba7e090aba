/**
 * Owner accounts. A login costs the same whether the address is known or not: an unknown
 * address is checked against a stand-in hash of the same cost, so neither the answer nor its
 * time tells an attacker which addresses have an account.
 */
import type { Db } from '../db/database.ts';

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

export function ownerAccounts(db: Db, hasher: PasswordHasher) {
  const byEmail = db.prepare('SELECT id, email, name, lng, password_hash FROM owners WHERE email = ?');
  const byId = db.prepare('SELECT id, email, name, lng FROM owners WHERE id = ?');
  const setHash = db.prepare('UPDATE owners SET password_hash = ?, password_changed_at = ? WHERE id = ?');
  let standIn: Promise<string> | null = null;

  return {
    byId(id: number): Owner | null {
      return (byId.get(id) as Owner | undefined) ?? null;
    },
    byEmail(email: string): Owner | null {
      const row = byEmail.get(email.trim().toLowerCase()) as (Owner & { password_hash: string }) | undefined;
      if (!row) return null;
      const { password_hash: _hash, ...owner } = row;
      return owner;
    },
    /** The owner when the password is right; null otherwise, after the same work. */
    async authenticate(email: string, password: string, by?: string): Promise<Owner | null> {
      const row = byEmail.get(email.trim().toLowerCase()) as (Owner & { password_hash: string }) | undefined;
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
    /** Sync, so it can share a transaction with the use of the reset link. */
    setPasswordHash(ownerId: number, hash: string, now: number): void {
      setHash.run(hash, now, ownerId);
    },
  };
}

export type OwnerAccounts = ReturnType<typeof ownerAccounts>;
