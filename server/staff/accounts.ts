/**
 * Staff members (docs/BACKOFFICE.md). A login costs the same and answers the same whatever is
 * wrong: an unknown address and a member without a password yet are checked against a stand-in
 * hash of the same cost, and a deactivated member's password is still checked, so neither the
 * answer nor its time tells an attacker which addresses are staff, or which are still active.
 */
import type { Queryable, Sql } from '../db/sql.ts';
import type { PasswordHasher } from '../owners/accounts.ts';
import type { StaffLng, StaffMe, StaffMember, StaffRole } from '../../src/domain/forms/staff.ts';

export interface Staff extends StaffMe {
  active: boolean;
  /** The authenticator is set up (a code is asked at every login). */
  mfa: boolean;
}

interface Row {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  lng: StaffLng;
  active: number;
  password_hash: string | null;
  totp_secret: string | null;
  created_at: number;
}

const COLUMNS = 'id, email, name, role, lng, active, password_hash, totp_secret, created_at';

function staffOf(row: Row): Staff {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    lng: row.lng,
    active: Number(row.active) === 1,
    mfa: row.totp_secret !== null,
  };
}

/** What a login found: the member when the password is right and they may sign in. */
export type LoginCheck =
  | { ok: true; staff: Staff }
  /** `known`: the address is a member's (for the audit log only, never for the answer). */
  | { ok: false; known: Staff | null; reason: 'unknown' | 'password' | 'inactive' | 'noPassword' };

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** A new active member without a password; null when the address is taken. On the caller's handle. */
export async function createStaff(
  q: Queryable,
  member: { email: string; name: string; role: StaffRole; lng: StaffLng },
  now: number,
): Promise<number | null> {
  const created = await q.get<{ id: number }>(
    `INSERT INTO staff (email, name, role, lng, active, created_at) VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [normalEmail(member.email), member.name, member.role, member.lng, now],
  );
  return created ? Number(created.id) : null;
}

export function staffAccounts(sql: Sql, hasher: PasswordHasher) {
  const row = (email: string) => sql.get<Row>(`SELECT ${COLUMNS} FROM staff WHERE email = ?`, [normalEmail(email)]);
  let standIn: Promise<string> | null = null;
  const againstStandIn = async (password: string, by?: string) => {
    standIn ??= hasher.hash('stand-in password for unknown staff addresses');
    await hasher.verify(password, await standIn, by);
  };

  return {
    async byId(id: number): Promise<Staff | null> {
      const found = await sql.get<Row>(`SELECT ${COLUMNS} FROM staff WHERE id = ?`, [id]);
      return found ? staffOf(found) : null;
    },
    async byEmail(email: string): Promise<Staff | null> {
      const found = await row(email);
      return found ? staffOf(found) : null;
    },
    /** Throws HashQueueFull (from the hasher) when the queue refuses `by`. */
    async authenticate(email: string, password: string, by?: string): Promise<LoginCheck> {
      const found = await row(email);
      if (!found) {
        await againstStandIn(password, by);
        return { ok: false, known: null, reason: 'unknown' };
      }
      const staff = staffOf(found);
      if (found.password_hash === null) {
        await againstStandIn(password, by);
        return { ok: false, known: staff, reason: 'noPassword' };
      }
      const right = await hasher.verify(password, found.password_hash, by);
      if (!right) return { ok: false, known: staff, reason: 'password' };
      if (!staff.active) return { ok: false, known: staff, reason: 'inactive' };
      return { ok: true, staff };
    },
    hash: (password: string, by?: string) => hasher.hash(password, by),
    create: createStaff,
    /** Every member for the admin's list, with whether a set-password link is waiting. */
    async list(now: number): Promise<StaffMember[]> {
      const rows = await sql.all<Row & { invited: number }>(
        `SELECT ${COLUMNS},
           (SELECT COUNT(*) FROM staff_links l WHERE l.staff_id = staff.id AND l.used_at IS NULL AND l.expires_at > ?)
             AS "invited"
         FROM staff ORDER BY id`,
        [now],
      );
      return rows.map((found) => {
        const { active, mfa, ...me } = staffOf(found);
        return { ...me, active, mfa, invited: Number(found.invited) > 0, createdAt: Number(found.created_at) };
      });
    },
    async setActive(q: Queryable, id: number, active: boolean): Promise<void> {
      await q.run('UPDATE staff SET active = ? WHERE id = ?', [active ? 1 : 0, id]);
    },
    async setLng(q: Queryable, id: number, lng: StaffLng): Promise<void> {
      await q.run('UPDATE staff SET lng = ? WHERE id = ?', [lng, id]);
    },
    /** On the caller's handle: it shares a transaction with the use of the link. */
    async setPasswordHash(q: Queryable, id: number, hash: string, now: number): Promise<void> {
      await q.run('UPDATE staff SET password_hash = ?, password_changed_at = ? WHERE id = ?', [hash, now, id]);
    },
  };
}

export type StaffAccounts = ReturnType<typeof staffAccounts>;

/** What the API tells of a member about themself. */
export const meOf = ({ id, email, name, role, lng }: Staff): StaffMe => ({ id, email, name, role, lng });
