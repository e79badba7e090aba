/**
 * When a visit can be booked online: the next 14 days from tomorrow, in the contact slots of
 * spec section 9, Monday to Friday, and Saturday morning; never on Sunday. One visit per
 * property per slot (an agent shows one family round at a time). These are the agency's
 * hours as this site reads them; the spec does not give a calendar.
 */
import { addDays } from '../../lib/dates.ts';
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

/**
 * A visit the agent opened in the CRM (server/crm/appointments.ts), as the form's slot value:
 * "2026-12-01 14:00-14:30 #5531", its day first like the site's own slots (the form groups by
 * it), then its times and the CRM's AppointmentID.
 */
const CRM_SLOT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2}) #(\d{1,9})$/;

export interface CrmSlot {
  day: string;
  from: string;
  to: string;
  id: number;
}

export function crmSlotValue(slot: CrmSlot): string {
  return `${slot.day} ${slot.from}-${slot.to} #${slot.id}`;
}

export function parseCrmSlot(value: string): CrmSlot | null {
  const match = CRM_SLOT.exec(value);
  if (!match) return null;
  const [, day = '', from = '', to = '', id = ''] = match;
  return { day, from, to, id: Number(id) };
}
