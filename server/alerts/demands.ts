/**
 * The saved searches in the database, as the alerts API and the engine see them: found by
 * token, confirmed (double opt-in), unsubscribed, their frequency changed. Each change is one
 * statement whose WHERE says from which state it may happen, so a repeated or late click
 * changes nothing: confirming twice keeps the first time, and an unsubscribed search is never
 * woken up by an old confirm link.
 */
import { isLanguage, type Lng } from '../../src/config/languages.ts';
import { isAlertFrequency, type AlertDemandView, type AlertFrequency } from '../../src/domain/forms/alerts.ts';
import type { Queryable } from '../db/sql.ts';
import { listCriteriaOf } from '../../src/domain/criteria/criteria.ts';
import type { SavedSearch } from '../../src/domain/criteria/savedSearch.ts';
import { criteriaColumnList, criteriaOfRow } from './demandColumns.ts';

export type DemandStatus = AlertDemandView['status'];

export interface DemandRecord {
  id: number;
  email: string;
  lng: Lng;
  /** The name the visitor gave with the search, for the greeting ('' when none). */
  name: string;
  token: string;
  status: DemandStatus;
  frequency: AlertFrequency;
  confirmedAt: number | null;
  criteria: SavedSearch;
}

interface Row {
  id: number;
  email: string;
  lng: string;
  /** The submission's data, as JSON: the name the visitor typed with the search. */
  data: string | null;
  token: string;
  status: string;
  frequency: string;
  confirmed_at: number | null;
  goal: string;
  types: string;
  zones: string;
  /** The criteria's columns (demandColumns.ts). */
  [column: string]: unknown;
}

const STATUSES: readonly string[] = ['pending', 'active', 'unsubscribed'];

function list<T>(json: string, keep: (value: unknown) => value is T): T[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(keep) : [];
  } catch {
    return [];
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function toRecord(row: Row): DemandRecord {
  return {
    id: row.id,
    email: row.email,
    lng: isLanguage(row.lng) ? row.lng : 'en',
    name: nameIn(row.data),
    token: row.token,
    status: (STATUSES.includes(row.status) ? row.status : 'pending') as DemandStatus,
    frequency: isAlertFrequency(row.frequency) ? row.frequency : 'immediately',
    confirmedAt: row.confirmed_at,
    criteria: {
      ...criteriaOfRow(row),
      goal: row.goal,
      types: list(row.types, isNumber),
      zones: list(row.zones, isString),
    },
  };
}

/** What the alert pages show of a search (the password hash and the address stay here). */
export function viewOf(demand: DemandRecord): AlertDemandView {
  const { criteria } = demand;
  return {
    status: demand.status,
    frequency: demand.frequency,
    lng: demand.lng,
    criteria: {
      goal: criteria.goal === 'rent' ? 'rent' : 'sale',
      types: [...criteria.types],
      zones: [...criteria.zones],
      ...listCriteriaOf(criteria),
    },
  };
}

/** "First Last" from the submission's fields; a number is written as it is, anything else left out. */
function nameIn(data: string | null): string {
  let fields: unknown;
  try {
    fields = JSON.parse(data ?? '{}');
  } catch {
    return '';
  }
  if (typeof fields !== 'object' || fields === null) return '';
  const part = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const { firstName, lastName } = fields as Record<string, unknown>;
  return `${part(firstName)} ${part(lastName)}`.trim();
}

/** `q` is the server's database, or the transaction of an alert run. */
export function demandStore(q: Queryable) {
  // The name comes from the submission the search was saved with (the visitor typed it there).
  const select = `SELECT d.id, d.email, d.lng, d.token, d.status, d.frequency, d.confirmed_at, d.goal, d.types,
      d.zones, ${criteriaColumnList('d.')}, s.data
    FROM demands d JOIN submissions s ON s.id = d.submission_id`;

  const find = async (token: string): Promise<DemandRecord | null> => {
    const row = await q.get<Row>(`${select} WHERE d.token = ?`, [token]);
    return row ? toRecord(row) : null;
  };

  return {
    byToken: find,
    /** The double opt-in: a pending search becomes active from now on. */
    async confirm(token: string, now: number): Promise<DemandRecord | null> {
      await q.run(`UPDATE demands SET status = 'active', confirmed_at = ? WHERE token = ? AND status = 'pending'`, [
        now,
        token,
      ]);
      return find(token);
    },
    async unsubscribe(token: string, now: number): Promise<DemandRecord | null> {
      await q.run(
        `UPDATE demands SET status = 'unsubscribed', unsubscribed_at = ? WHERE token = ? AND status <> 'unsubscribed'`,
        [now, token],
      );
      return find(token);
    },
    async setFrequency(token: string, value: AlertFrequency): Promise<DemandRecord | null> {
      await q.run('UPDATE demands SET frequency = ? WHERE token = ?', [value, token]);
      return find(token);
    },
    async active(): Promise<DemandRecord[]> {
      return (await q.all<Row>(`${select} WHERE d.status = 'active' ORDER BY d.id`)).map(toRecord);
    },
    async digestSent(id: number, now: number): Promise<void> {
      await q.run('UPDATE demands SET last_digest_at = ? WHERE id = ?', [now, id]);
    },
  };
}

export type DemandStore = ReturnType<typeof demandStore>;
