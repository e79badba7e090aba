/**
 * The agency's visiting hours as the back office sets them (agency without a CRM; with one the
 * agent's own appointments are offered, server/crm/appointments.ts): which contact slots each
 * weekday offers, and per listing a day with other slots than usual (an extra Saturday
 * afternoon, a Sunday open house) or none (the owner is away). The defaults are the site's
 * hours of appointments.ts.
 */
import * as yup from 'yup';
import { CONTACT_SLOTS, type ContactSlot } from './common.ts';
import { slotsOfDay } from './appointments.ts';

/** Sunday 0 … Saturday 6, as Date.getUTCDay() counts them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

export type VisitHours = Record<string, ContactSlot[]>;

/** The site's hours before the agency sets its own: Monday to Friday all day, Saturday morning. */
export function defaultHours(): VisitHours {
  // 2026-11-23 is a Monday: one known day per weekday.
  const hours: VisitHours = {};
  for (let offset = 0; offset < 7; offset++) {
    const day = `2026-11-${String(23 + offset)}`;
    hours[String(new Date(`${day}T12:00:00Z`).getUTCDay())] = [...slotsOfDay(day)];
  }
  return hours;
}

const slots = () =>
  yup
    .array(
      yup
        .string()
        .oneOf([...CONTACT_SLOTS], 'errors.invalidValue')
        .required(),
    )
    .max(CONTACT_SLOTS.length, 'errors.invalidValue')
    .required('errors.required');

export const VISIT_HOURS_SCHEMA = yup.object({
  hours: yup
    .object(Object.fromEntries(WEEKDAYS.map((weekday) => [String(weekday), slots()])))
    .required('errors.required'),
});

/** A listing's day: its slots (none: no visits that day). */
export const VISIT_DAY_SCHEMA = yup.object({ slots: slots() });

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A listing's day that differs from the hours. */
export interface VisitDay {
  day: string;
  slots: ContactSlot[];
}

/** A booked visit, for the back office's day view. */
export interface VisitBooking {
  id: number;
  subject: string;
  day: string;
  slot: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  lng: string;
  leadId: number;
}
