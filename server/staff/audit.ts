/**
 * The audit log: every staff action with who (their id and their address at the time, so the
 * entry still says who after the member is renamed), what, on whom, when and from which client
 * address. Rows are only ever added; the admin reads them newest first, 50 a page.
 */
import type { Queryable, Sql } from '../db/sql.ts';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditPage } from '../../src/domain/forms/staff.ts';

export interface AuditRecord {
  action: AuditAction;
  /** The member who acted; null for the command line (npm run staff:add). */
  actor: { id: number; email: string } | null;
  /** Whom or what it was done to (a member's address), when not the actor themself. */
  target?: string | null;
  /** The client's address (request.ip); null for the command line. */
  address: string | null;
  /** A short note for the admin (the role invited, the language chosen, what was wrong). */
  detail?: string | null;
}

const COLUMNS = 'id, at, actor_email AS "actor", action, target, address';

export function auditLog(sql: Sql) {
  return {
    /** Adds an entry, on the caller's transaction when it is part of one. */
    async write(q: Queryable, record: AuditRecord, now: number): Promise<void> {
      await q.run(
        'INSERT INTO audit_log (at, staff_id, actor_email, action, target, address, detail) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          now,
          record.actor?.id ?? null,
          record.actor?.email ?? null,
          record.action,
          record.target ?? null,
          record.address,
          record.detail ?? null,
        ],
      );
    },
    /** The page of entries older than `before` (the newest without it). */
    async page(before: number | null): Promise<AuditPage> {
      // One more than a page tells whether an older page exists.
      const rows =
        before === null
          ? await sql.all<AuditEntry>(`SELECT ${COLUMNS} FROM audit_log ORDER BY id DESC LIMIT ?`, [
              AUDIT_PAGE_SIZE + 1,
            ])
          : await sql.all<AuditEntry>(`SELECT ${COLUMNS} FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?`, [
              before,
              AUDIT_PAGE_SIZE + 1,
            ]);
      const entries = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({ ...row, id: Number(row.id), at: Number(row.at) }));
      const last = entries[entries.length - 1];
      return { entries, next: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null };
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
