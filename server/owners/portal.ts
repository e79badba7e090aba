/**
 * What the portal shows of an owner's properties besides the visits: how the agency got the
 * mandate, the calendar history, the communications and where the listing is published.
 * Every query names the owner, so one owner can never read another's property.
 */
import type { Sql } from '../db/sql.ts';
import type { CalendarEntry, Communication, Mandate, Publication } from '../../src/domain/forms/portal.ts';

export function portalData(sql: Sql) {
  return {
    propertiesOf(ownerId: number): Promise<Mandate[]> {
      return sql.all<Mandate>(
        'SELECT property_id AS "id", source, since FROM owner_properties WHERE owner_id = ? ORDER BY property_id',
        [ownerId],
      );
    },
    /** null when the owner does not own this property (the route answers 404, as for no property). */
    async propertyOf(ownerId: number, propertyId: number) {
      const property = await sql.get<Mandate>(
        'SELECT property_id AS "id", source, since FROM owner_properties WHERE owner_id = ? AND property_id = ?',
        [ownerId, propertyId],
      );
      if (!property) return null;
      const [calendar, communications, media] = await Promise.all([
        sql.all<CalendarEntry>(
          'SELECT at, kind, contact, status, note FROM property_calendar WHERE property_id = ? ORDER BY at DESC',
          [propertyId],
        ),
        sql.all<Communication>(
          `SELECT at, kind, contact, subject, comment, status FROM property_communications
           WHERE property_id = ? ORDER BY at DESC`,
          [propertyId],
        ),
        sql.all<Publication>(
          `SELECT portal, published_on AS "publishedOn", url FROM property_media
           WHERE property_id = ? ORDER BY published_on DESC`,
          [propertyId],
        ),
      ]);
      return { ...property, calendar, communications, media };
    },
  };
}

export type PortalData = ReturnType<typeof portalData>;
