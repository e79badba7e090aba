/**
 * The leads inbox's reads and its one write: every accepted request, newest first, filtered by
 * kind, listing, state and Belgian day; one lead with its files, mails and CRM calls; its state
 * and note. A request the spam checks caught is not a lead and never shows.
 *
 * Paging is by id (keyset, "older than"), so a page costs the same at the 1st and the 200th
 * and a lead arriving meanwhile does not shift the next page.
 */
import type { Queryable, Sql } from '../db/sql.ts';
import { brusselsMoment } from '../alerts/schedule.ts';
import type {
  LeadCrmCall,
  LeadDetail,
  LeadFilters,
  LeadMail,
  LeadPage,
  LeadRow,
  LeadState,
  LeadUpload,
} from '../../src/domain/forms/inbox.ts';
import { personOf } from './person.ts';

export const PAGE_SIZE = 50;
/** The most rows one CSV export holds; the filters narrow a larger inbox. */
export const EXPORT_MAX = 20_000;

type Param = string | number;

interface Row {
  id: number;
  kind: string;
  lng: string;
  subject: string | null;
  email: string | null;
  data: string;
  handling: string;
  created_at: number;
  uploads: number;
}

const stateOf = (value: string): LeadState => (value === 'progress' || value === 'handled' ? value : 'new');

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const toLead = (row: Row): LeadRow => ({
  id: Number(row.id),
  kind: row.kind,
  lng: row.lng,
  subject: row.subject,
  person: personOf(parseData(row.data), row.email),
  createdAt: Number(row.created_at),
  state: stateOf(row.handling),
  uploads: Number(row.uploads),
});

/** A Belgian calendar day's first moment (00:00 always exists once in Belgium). */
function dayStart(day: string): number {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return brusselsMoment(year, month, date, 0);
}

function nextDay(day: string): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The WHERE clause of the filters (without paging) and its parameters. */
function whereOf(filters: LeadFilters): { where: string; params: Param[] } {
  const parts = ["s.status = 'accepted'"];
  const params: Param[] = [];
  if (filters.kind) {
    parts.push('s.kind = ?');
    params.push(filters.kind);
  }
  if (filters.subject) {
    parts.push('s.subject = ?');
    params.push(filters.subject);
  }
  if (filters.state) {
    parts.push('s.handling = ?');
    params.push(filters.state);
  }
  if (filters.from) {
    parts.push('s.created_at >= ?');
    params.push(dayStart(filters.from));
  }
  if (filters.to) {
    parts.push('s.created_at < ?');
    params.push(dayStart(nextDay(filters.to)));
  }
  return { where: parts.join(' AND '), params };
}

const SELECT = `SELECT s.id, s.kind, s.lng, s.subject, s.email, s.data, s.handling, s.created_at,
  (SELECT COUNT(*) FROM uploads u WHERE u.submission_id = s.id) AS "uploads"
  FROM submissions s`;

export function leadsInbox(sql: Sql) {
  return {
    async list(filters: LeadFilters): Promise<LeadPage> {
      const { where, params } = whereOf(filters);
      const paged = filters.before ? `${where} AND s.id < ?` : where;
      const rows = await sql.all<Row>(`${SELECT} WHERE ${paged} ORDER BY s.id DESC LIMIT ${PAGE_SIZE + 1}`, [
        ...params,
        ...(filters.before ? [filters.before] : []),
      ]);
      const total = await sql.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM submissions s WHERE ${where}`, params);
      const page = rows.slice(0, PAGE_SIZE).map(toLead);
      return {
        leads: page,
        total: Number(total?.n ?? 0),
        next: rows.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** Every lead of the filters, newest first, for the CSV export (at most EXPORT_MAX). */
    async all(filters: LeadFilters): Promise<LeadRow[]> {
      const { where, params } = whereOf(filters);
      const rows = await sql.all<Row>(`${SELECT} WHERE ${where} ORDER BY s.id DESC LIMIT ${EXPORT_MAX}`, params);
      return rows.map(toLead);
    },

    async detail(id: number): Promise<LeadDetail | null> {
      const row = await sql.get<
        Row & { handling_note: string | null; handled_by: string | null; handled_at: number | null }
      >(
        `SELECT s.id, s.kind, s.lng, s.subject, s.email, s.data, s.handling, s.created_at, s.handling_note,
          s.handled_by, s.handled_at, (SELECT COUNT(*) FROM uploads u WHERE u.submission_id = s.id) AS "uploads"
          FROM submissions s WHERE s.id = ? AND s.status = 'accepted'`,
        [id],
      );
      if (!row) return null;
      const [files, mails, crm] = await Promise.all([uploadsOf(sql, id), mailsOf(sql, id), crmCallsOf(sql, id)]);
      return {
        ...toLead(row),
        data: parseData(row.data),
        note: row.handling_note,
        handledBy: row.handled_by,
        handledAt: row.handled_at === null ? null : Number(row.handled_at),
        files,
        mails,
        crm,
      };
    },

    /** Sets the lead's state and note; false when there is no such lead. */
    async setState(id: number, state: LeadState, note: string | null, by: string, now: number): Promise<boolean> {
      const { changes } = await sql.run(
        `UPDATE submissions SET handling = ?, handling_note = ?, handled_by = ?, handled_at = ?
          WHERE id = ? AND status = 'accepted'`,
        [state, note, by, now, id],
      );
      return changes > 0;
    },

    /** One of a lead's files: its record, to be sent as a download. */
    async upload(leadId: number, uploadId: number): Promise<(LeadUpload & { storedName: string }) | null> {
      const row = await sql.get<UploadRow & { stored_name: string }>(
        `SELECT u.id, u.field, u.original_name, u.type, u.bytes, u.stored_name FROM uploads u
          JOIN submissions s ON s.id = u.submission_id
          WHERE u.id = ? AND u.submission_id = ? AND s.status = 'accepted'`,
        [uploadId, leadId],
      );
      return row ? { ...toUpload(row), storedName: row.stored_name } : null;
    },
  };
}

interface UploadRow {
  id: number;
  field: string;
  original_name: string;
  type: string;
  bytes: number;
}

const toUpload = (row: UploadRow): LeadUpload => ({
  id: Number(row.id),
  field: row.field,
  name: row.original_name,
  type: row.type,
  bytes: Number(row.bytes),
});

async function uploadsOf(q: Queryable, id: number): Promise<LeadUpload[]> {
  const rows = await q.all<UploadRow>(
    'SELECT id, field, original_name, type, bytes FROM uploads WHERE submission_id = ? ORDER BY id',
    [id],
  );
  return rows.map(toUpload);
}

async function mailsOf(q: Queryable, id: number): Promise<LeadMail[]> {
  const rows = await q.all<{
    id: number;
    role: string;
    to_address: string;
    status: LeadMail['status'];
    attempts: number;
    last_error: string | null;
    sent_at: number | null;
  }>(
    'SELECT id, role, to_address, status, attempts, last_error, sent_at FROM outbox WHERE submission_id = ? ORDER BY id',
    [id],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    role: row.role,
    to: row.to_address,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    at: row.sent_at === null ? null : Number(row.sent_at),
  }));
}

async function crmCallsOf(q: Queryable, id: number): Promise<LeadCrmCall[]> {
  const rows = await q.all<{
    id: number;
    endpoint: string;
    status: LeadCrmCall['status'];
    attempts: number;
    next_attempt_at: number;
    last_error: string | null;
  }>(
    'SELECT id, endpoint, status, attempts, next_attempt_at, last_error FROM crm_jobs WHERE submission_id = ? ORDER BY id',
    [id],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    endpoint: row.endpoint,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.status === 'pending' ? Number(row.next_attempt_at) : null,
    lastError: row.last_error,
  }));
}

export type LeadsInbox = ReturnType<typeof leadsInbox>;
