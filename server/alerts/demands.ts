/**
 * The saved searches in the database, as the alerts API and the engine see them: found by
 * token, confirmed (double opt-in), unsubscribed, their frequency changed. Each change is one
 * statement whose WHERE says from which state it may happen, so a repeated or late click
 * changes nothing: confirming twice keeps the first time, and an unsubscribed search is never
 * woken up by an old confirm link.
 */
import { isLanguage, type Lng } from '../../src/config/languages.ts';
import { isAlertFrequency, type AlertDemandView, type AlertFrequency } from '../../src/features/forms/rules/alerts.ts';
import type { Db } from '../db/database.ts';
import { isEpcLetter } from '../../src/lib/searchCriteria.ts';
import type { AlertCriteria } from './match.ts';

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
  criteria: AlertCriteria;
}

interface Row {
  id: number;
  email: string;
  lng: string;
  name: string | null;
  token: string;
  status: string;
  frequency: string;
  confirmed_at: number | null;
  goal: string;
  types: string;
  zones: string;
  min_price: number | null;
  max_price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  min_living: number | null;
  min_plot: number | null;
  epc: string | null;
  parking: number;
  terrace: number;
  garden: number;
  lift: number;
  new_build: number;
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
    name: (row.name ?? '').trim(),
    token: row.token,
    status: (STATUSES.includes(row.status) ? row.status : 'pending') as DemandStatus,
    frequency: isAlertFrequency(row.frequency) ? row.frequency : 'immediately',
    confirmedAt: row.confirmed_at,
    criteria: {
      goal: row.goal,
      types: list(row.types, isNumber),
      zones: list(row.zones, isString),
      minPrice: row.min_price,
      maxPrice: row.max_price,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      garages: row.garages,
      minLiving: row.min_living,
      minPlot: row.min_plot,
      epc: isEpcLetter(row.epc) ? row.epc : null,
      parking: row.parking === 1,
      terrace: row.terrace === 1,
      garden: row.garden === 1,
      lift: row.lift === 1,
      newBuild: row.new_build === 1,
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
      minPrice: criteria.minPrice,
      maxPrice: criteria.maxPrice,
      bedrooms: criteria.bedrooms,
      minLiving: criteria.minLiving,
      minPlot: criteria.minPlot,
      epc: isEpcLetter(criteria.epc) ? criteria.epc : null,
      garden: criteria.garden,
      parking: criteria.parking,
      terrace: criteria.terrace,
      lift: criteria.lift,
      newBuild: criteria.newBuild,
    },
  };
}

export function demandStore(db: Db) {
  // The name comes from the submission the search was saved with (the visitor typed it there).
  const select = `SELECT d.id, d.email, d.lng, d.token, d.status, d.frequency, d.confirmed_at, d.goal, d.types,
      d.zones, d.min_price, d.max_price, d.bedrooms, d.bathrooms, d.garages, d.min_living, d.min_plot, d.epc,
      d.parking, d.terrace, d.garden, d.lift, d.new_build,
      trim(coalesce(json_extract(s.data, '$.firstName'), '') || ' ' || coalesce(json_extract(s.data, '$.lastName'), '')) AS name
    FROM demands d JOIN submissions s ON s.id = d.submission_id`;
  const byToken = db.prepare<[string], Row>(`${select} WHERE d.token = ?`);
  const active = db.prepare<[], Row>(`${select} WHERE d.status = 'active' ORDER BY d.id`);
  const confirm = db.prepare(
    `UPDATE demands SET status = 'active', confirmed_at = ? WHERE token = ? AND status = 'pending'`,
  );
  const unsubscribe = db.prepare(
    `UPDATE demands SET status = 'unsubscribed', unsubscribed_at = ? WHERE token = ? AND status <> 'unsubscribed'`,
  );
  const frequency = db.prepare('UPDATE demands SET frequency = ? WHERE token = ?');
  const digestSent = db.prepare('UPDATE demands SET last_digest_at = ? WHERE id = ?');

  const find = (token: string): DemandRecord | null => {
    const row = byToken.get(token);
    return row ? toRecord(row) : null;
  };

  return {
    byToken: find,
    /** The double opt-in: a pending search becomes active from now on. */
    confirm(token: string, now: number): DemandRecord | null {
      confirm.run(now, token);
      return find(token);
    },
    unsubscribe(token: string, now: number): DemandRecord | null {
      unsubscribe.run(now, token);
      return find(token);
    },
    setFrequency(token: string, value: AlertFrequency): DemandRecord | null {
      frequency.run(value, token);
      return find(token);
    },
    active: (): DemandRecord[] => active.all().map(toRecord),
    digestSent(id: number, now: number): void {
      digestSent.run(now, id);
    },
  };
}

export type DemandStore = ReturnType<typeof demandStore>;
