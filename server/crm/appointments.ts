/**
 * The agent's visit appointments, from the CRM (docs/CRM.md, "Visit appointments").
 * GetAppointmentObject (ObjectID) lists a listing's appointments; the public client pins no
 * record fields, so the site reads these and ignores the rest:
 *   { ID, StartDate, EndDate, MaxPersons?, NumberOfPersons? }
 * with dates in any of the CRM's forms (./dates.ts). An appointment is open while it starts
 * after now and NumberOfPersons is under MaxPersons (without them, it is open). A listing's list
 * is kept at most a minute (the visit form asks for it as it opens); booking asks again.
 */
import { z } from 'zod';
import { crmSlotValue } from '../../src/domain/forms/appointments.ts';
import { parseCrmDateTime } from './dates.ts';
import { crmDateTimeSchema } from './schemas.ts';

export { brusselsWallClock } from './dates.ts';
import { readList } from './paging.ts';
import type { RejectedRecord, Fail } from './records.ts';
import type { Call } from './request.ts';
import { CrmError } from './errors.ts';

export const APPOINTMENTS_CACHE_MS = 60_000;
/** How far ahead the visit form offers appointments. */
export const APPOINTMENTS_AHEAD_DAYS = 28;

const dateTime = crmDateTimeSchema;
const count = z.number().int().min(0).nullish();

export const crmAppointmentSchema = z.object({
  ID: z.number().int().positive(),
  StartDate: dateTime,
  EndDate: dateTime,
  MaxPersons: count,
  NumberOfPersons: count,
});

export type CrmAppointment = z.output<typeof crmAppointmentSchema>;

/** The form's slot value of an appointment: its Belgian day and times (the CRM's wall clock). */
export function appointmentSlot(appointment: CrmAppointment): string {
  return crmSlotValue({
    day: appointment.StartDate.slice(0, 10),
    from: appointment.StartDate.slice(11, 16),
    to: appointment.EndDate.slice(11, 16),
    id: appointment.ID,
  });
}

function isOpen(appointment: CrmAppointment, nowWall: number): boolean {
  const start = parseCrmDateTime(appointment.StartDate);
  if (!(start > nowWall) || start > nowWall + APPOINTMENTS_AHEAD_DAYS * 86_400_000) return false;
  const max = appointment.MaxPersons;
  return max === null || max === undefined || (appointment.NumberOfPersons ?? 0) < max;
}

export interface CrmAgenda {
  /** The open appointments' slot values, soonest first; `fresh` skips the cache (before a booking). */
  openSlots(objectId: number, options?: { fresh?: boolean }): Promise<string[]>;
}

/**
 * `wallClock`: now as the CRM's wall clock reads it (Brussels time written as UTC), since
 * appointments carry no zone.
 */
export function crmAgenda(
  call: Call,
  password: string,
  wallClock: () => number,
  log: (line: string) => void = () => {},
): CrmAgenda {
  const cache = new Map<number, { at: number; appointments: CrmAppointment[] }>();
  const fail: Fail = (details, reason) => new CrmError(details, reason, [password]);

  async function read(objectId: number): Promise<CrmAppointment[]> {
    const rejected: RejectedRecord[] = [];
    const appointments = await readList(
      call,
      fail,
      { endpoint: 'GetAppointmentObject', language: null },
      { ObjectID: objectId },
      crmAppointmentSchema,
      rejected,
    );
    // A malformed appointment is left out, not the agenda: the others can still be booked.
    for (const { error } of rejected) log(`crm: ${error.message}`);
    return appointments;
  }

  return {
    async openSlots(objectId, options = {}) {
      const now = wallClock();
      const cached = cache.get(objectId);
      let appointments = cached?.appointments;
      if (options.fresh || !cached || now - cached.at >= APPOINTMENTS_CACHE_MS) {
        appointments = await read(objectId);
        cache.delete(objectId);
        cache.set(objectId, { at: now, appointments });
        // The oldest entry goes first: a bound on what crawlers asking every listing can make it hold.
        if (cache.size > 5_000) cache.delete(cache.keys().next().value as number);
      }
      return (appointments ?? [])
        .filter((appointment) => isOpen(appointment, now))
        .sort((a, b) => a.StartDate.localeCompare(b.StartDate))
        .map(appointmentSlot);
    },
  };
}
