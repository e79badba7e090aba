/**
 * When a visit can be booked online: the next 14 days from tomorrow, in the contact slots of
 * spec section 9, Monday to Friday, and Saturday morning; never on Sunday. One visit per
 * property per slot (an agent shows one family round at a time). These are the agency's
 * hours as this site reads them; the spec does not give a calendar.
 */
import { addDays } from '../../../lib/dates.ts';
import { CONTACT_SLOTS, type ContactSlot } from './common.ts';

export const BOOKING_DAYS = 14;

export function slotsOfDay(day: string): readonly ContactSlot[] {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0) return [];
  if (weekday === 6) return ['10-13'];
  return CONTACT_SLOTS;
}

/** Every bookable slot ("2026-11-24 10-13") after `today` (YYYY-MM-DD, the Belgian day). */
export function bookableSlots(today: string): string[] {
  const slots: string[] = [];
  for (let offset = 1; offset <= BOOKING_DAYS; offset++) {
    const day = addDays(today, offset);
    for (const slot of slotsOfDay(day)) slots.push(`${day} ${slot}`);
  }
  return slots;
}
