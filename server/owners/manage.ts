/**
 * Owners as the back office manages them (agency without a CRM): create one with their
 * listings (no password: they choose it from their invitation), deactivate and reactivate, and
 * keep each listing's history, which the portal shows (server/owners/portal.ts reads the same
 * tables). A listing has one owner at a time (owner_properties' key).
 *
 * Times: the history's moments are Belgian wall-clock times in the forms ("2026-11-28T14:30")
 * and epoch milliseconds in the tables, as the portal and the demo seed write them.
 */
import type { Queryable, Sql } from '../db/sql.ts';
import { brusselsMoment } from '../alerts/schedule.ts';
import { brusselsWall } from '../../src/lib/brussels.ts';
import type {
  CalendarValues,
  CommunicationValues,
  ListingHistory,
  MediaValues,
  OwnerRow,
  OwnerValues,
} from '../../src/domain/forms/ownerAdmin.ts';
import { CRM_PASSWORD_MARKER } from './accounts.ts';

/** The password_hash of an owner invited but without a password yet: no password matches it. */
export const NO_PASSWORD_MARKER = '!invited';

export class OwnerConflict extends Error {
  constructor(readonly key: 'errors.ownerExists' | 'errors.listingOwned') {
    super(key);
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2026-11-28T14:30" in Belgium, as epoch ms. */
export function momentOf(value: string): number {
  const [day = '', time = ''] = value.split('T');
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return brusselsMoment(year, month, date, hour) + minute * 60_000;
}

export function wallOf(at: number): string {
  const wall = brusselsWall(at);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

const orNull = (value: string | undefined) => (value ? value : null);

async function owns(q: Queryable, propertyId: number): Promise<boolean> {
  return Boolean(await q.get('SELECT 1 AS "x" FROM owner_properties WHERE property_id = ?', [propertyId]));
}

export function ownerAdmin(sql: Sql) {
  return {
    async list(): Promise<OwnerRow[]> {
      const owners = await sql.all<{
        id: number;
        email: string;
        name: string;
        lng: string;
        active: number;
        password_hash: string;
        crm_person_id: number | null;
        created_at: number;
      }>('SELECT id, email, name, lng, active, password_hash, crm_person_id, created_at FROM owners ORDER BY name, id');
      const mandates = await sql.all<{ owner_id: number; id: number; source: string; since: string }>(
        'SELECT owner_id, property_id AS "id", source, since FROM owner_properties ORDER BY property_id',
      );
      return owners.map((row) => ({
        id: Number(row.id),
        email: row.email,
        name: row.name,
        lng: row.lng,
        active: Number(row.active) === 1,
        hasPassword: row.password_hash !== NO_PASSWORD_MARKER && row.password_hash !== CRM_PASSWORD_MARKER,
        crm: row.crm_person_id !== null,
        properties: mandates
          .filter((mandate) => Number(mandate.owner_id) === Number(row.id))
          .map(({ id, source, since }) => ({ id: Number(id), source, since })),
        createdAt: Number(row.created_at),
      }));
    },

    /** A new owner without a password; throws OwnerConflict for a known address or a listing owned already. */
    create(values: OwnerValues, now: number): Promise<number> {
      const address = values.email.trim().toLowerCase();
      return sql.tx(
        async (tx) => {
          if (await tx.get('SELECT 1 AS "x" FROM owners WHERE email = ?', [address])) {
            throw new OwnerConflict('errors.ownerExists');
          }
          for (const property of values.properties) {
            if (await owns(tx, property.id)) throw new OwnerConflict('errors.listingOwned');
          }
          const row = await tx.get<{ id: number }>(
            `INSERT INTO owners (email, name, lng, password_hash, created_at, password_changed_at)
             VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
            [address, values.name, values.lng, NO_PASSWORD_MARKER, now, now],
          );
          const id = Number(row?.id);
          for (const property of values.properties) {
            await tx.run('INSERT INTO owner_properties (property_id, owner_id, source, since) VALUES (?, ?, ?, ?)', [
              property.id,
              id,
              property.source,
              property.since,
            ]);
          }
          return id;
        },
        { lock: 'owners:create' },
      );
    },

    /** Deactivating ends the owner's sessions at once; false for an unknown owner. */
    async setActive(id: number, active: boolean): Promise<boolean> {
      return sql.tx(async (tx) => {
        const { changes } = await tx.run('UPDATE owners SET active = ? WHERE id = ?', [active ? 1 : 0, id]);
        if (changes > 0 && !active) await tx.run('DELETE FROM sessions WHERE owner_id = ?', [id]);
        return changes > 0;
      });
    },

    async byId(id: number): Promise<OwnerRow | null> {
      return (await this.list()).find((owner) => owner.id === id) ?? null;
    },

    /** A listing's history with ids, or null when no owner has it. */
    async history(propertyId: number): Promise<ListingHistory | null> {
      if (!(await owns(sql, propertyId))) return null;
      const [calendar, communications, media] = await Promise.all([
        sql.all<{ id: number; at: number; kind: string; contact: string | null; status: string; note: string | null }>(
          'SELECT id, at, kind, contact, status, note FROM property_calendar WHERE property_id = ? ORDER BY at DESC, id DESC',
          [propertyId],
        ),
        sql.all<{
          id: number;
          at: number;
          kind: string;
          contact: string;
          subject: string;
          comment: string | null;
          status: string;
        }>(
          `SELECT id, at, kind, contact, subject, comment, status FROM property_communications
           WHERE property_id = ? ORDER BY at DESC, id DESC`,
          [propertyId],
        ),
        sql.all<{ id: number; portal: string; published_on: string; url: string }>(
          'SELECT id, portal, published_on, url FROM property_media WHERE property_id = ? ORDER BY published_on DESC, id DESC',
          [propertyId],
        ),
      ]);
      return {
        propertyId,
        calendar: calendar.map((row) => ({
          id: Number(row.id),
          at: wallOf(Number(row.at)),
          kind: row.kind,
          status: row.status,
          ...(row.contact ? { contact: row.contact } : {}),
          ...(row.note ? { note: row.note } : {}),
        })),
        communications: communications.map((row) => ({
          id: Number(row.id),
          at: wallOf(Number(row.at)),
          kind: row.kind,
          contact: row.contact,
          subject: row.subject,
          status: row.status,
          ...(row.comment ? { comment: row.comment } : {}),
        })),
        media: media.map((row) => ({
          id: Number(row.id),
          portal: row.portal,
          publishedOn: row.published_on,
          url: row.url,
        })),
      };
    },

    /** Adds a row to a listing an owner has; null when none has it. */
    async addCalendar(propertyId: number, entry: CalendarValues): Promise<number | null> {
      if (!(await owns(sql, propertyId))) return null;
      const row = await sql.get<{ id: number }>(
        'INSERT INTO property_calendar (property_id, at, kind, contact, status, note) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
        [propertyId, momentOf(entry.at), entry.kind, orNull(entry.contact), entry.status, orNull(entry.note)],
      );
      return Number(row?.id);
    },
    async updateCalendar(id: number, entry: CalendarValues): Promise<boolean> {
      const { changes } = await sql.run(
        'UPDATE property_calendar SET at = ?, kind = ?, contact = ?, status = ?, note = ? WHERE id = ?',
        [momentOf(entry.at), entry.kind, orNull(entry.contact), entry.status, orNull(entry.note), id],
      );
      return changes > 0;
    },

    async addCommunication(propertyId: number, entry: CommunicationValues): Promise<number | null> {
      if (!(await owns(sql, propertyId))) return null;
      const row = await sql.get<{ id: number }>(
        `INSERT INTO property_communications (property_id, at, kind, contact, subject, comment, status)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [propertyId, momentOf(entry.at), entry.kind, entry.contact, entry.subject, orNull(entry.comment), entry.status],
      );
      return Number(row?.id);
    },
    async updateCommunication(id: number, entry: CommunicationValues): Promise<boolean> {
      const { changes } = await sql.run(
        'UPDATE property_communications SET at = ?, kind = ?, contact = ?, subject = ?, comment = ?, status = ? WHERE id = ?',
        [momentOf(entry.at), entry.kind, entry.contact, entry.subject, orNull(entry.comment), entry.status, id],
      );
      return changes > 0;
    },

    async addMedia(propertyId: number, entry: MediaValues): Promise<number | null> {
      if (!(await owns(sql, propertyId))) return null;
      const row = await sql.get<{ id: number }>(
        'INSERT INTO property_media (property_id, portal, published_on, url) VALUES (?, ?, ?, ?) RETURNING id',
        [propertyId, entry.portal, entry.publishedOn, entry.url],
      );
      return Number(row?.id);
    },
    async updateMedia(id: number, entry: MediaValues): Promise<boolean> {
      const { changes } = await sql.run(
        'UPDATE property_media SET portal = ?, published_on = ?, url = ? WHERE id = ?',
        [entry.portal, entry.publishedOn, entry.url, id],
      );
      return changes > 0;
    },

    /** Removes a history row; false when there is none. */
    async remove(table: 'calendar' | 'communications' | 'media', id: number): Promise<boolean> {
      const name = {
        calendar: 'property_calendar',
        communications: 'property_communications',
        media: 'property_media',
      }[table];
      const { changes } = await sql.run(`DELETE FROM ${name} WHERE id = ?`, [id]);
      return changes > 0;
    },
  };
}

export type OwnerAdmin = ReturnType<typeof ownerAdmin>;
