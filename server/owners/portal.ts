/**
 * What the portal shows of an owner's properties besides the visits: how the agency got the
 * mandate, the calendar history, the communications and where the listing is published.
 * Every query names the owner, so one owner can never read another's property.
 */
import type { Db } from '../db/database.ts';
import type { CalendarEntry, Communication, Mandate, Publication } from '../../src/features/forms/rules/portal.ts';

export function portalData(db: Db) {
  const owned = db.prepare(
    'SELECT property_id AS id, source, since FROM owner_properties WHERE owner_id = ? ORDER BY property_id',
  );
  const one = db.prepare(
    'SELECT property_id AS id, source, since FROM owner_properties WHERE owner_id = ? AND property_id = ?',
  );
  const calendar = db.prepare(
    'SELECT at, kind, contact, status, note FROM property_calendar WHERE property_id = ? ORDER BY at DESC',
  );
  const communications = db.prepare(
    'SELECT at, kind, contact, subject, comment, status FROM property_communications WHERE property_id = ? ORDER BY at DESC',
  );
  const media = db.prepare(
    'SELECT portal, published_on AS publishedOn, url FROM property_media WHERE property_id = ? ORDER BY published_on DESC',
  );

  return {
    propertiesOf(ownerId: number): Mandate[] {
      return owned.all(ownerId) as Mandate[];
    },
    /** null when the owner does not own this property (the route answers 404, as for no property). */
    propertyOf(ownerId: number, propertyId: number) {
      const property = one.get(ownerId, propertyId) as Mandate | undefined;
      if (!property) return null;
      return {
        ...property,
        calendar: calendar.all(propertyId) as CalendarEntry[],
        communications: communications.all(propertyId) as Communication[],
        media: media.all(propertyId) as Publication[],
      };
    },
  };
}

export type PortalData = ReturnType<typeof portalData>;
