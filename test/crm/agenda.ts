/**
 * The test CRM's agenda: the visit appointments agents open per listing, as
 * GetAppointmentObject (ObjectID) lists them ({ID, ObjectID, StartDate, EndDate, MaxPersons,
 * NumberOfPersons}, dates "YYYY-MM-DD HH:mm:ss" on Brussels' wall clock). A ContactOnMe with an
 * AppointmentID books one person on it, or is refused with Code 420 "The appointments are
 * full" when it is full or gone: what a CRM says when an agent booked the last place by phone.
 */
import { formatCrmDateTime } from '../../server/crm/dates.ts';
import type { Answer } from './endpoints.ts';

export interface TestAppointment {
  ID: number;
  ObjectID: number;
  StartDate: string;
  EndDate: string;
  MaxPersons: number;
  NumberOfPersons: number;
}

export const FULL = { Code: 420, Message: 'The appointments are full' } as const;

export class TestCrmAgenda {
  private readonly appointments = new Map<number, TestAppointment>();
  private nextId = 5500;

  /** Opens an appointment: `start` on the wall clock (ms read as UTC), `minutes` long. */
  add(objectId: number, start: number, minutes = 30, maxPersons = 1): TestAppointment {
    const appointment: TestAppointment = {
      ID: ++this.nextId,
      ObjectID: objectId,
      StartDate: formatCrmDateTime(start),
      EndDate: formatCrmDateTime(start + minutes * 60_000),
      MaxPersons: maxPersons,
      NumberOfPersons: 0,
    };
    this.appointments.set(appointment.ID, appointment);
    return appointment;
  }

  /** Someone else takes a place (the agent, by phone). */
  take(id: number): void {
    const appointment = this.appointments.get(id);
    if (appointment) appointment.NumberOfPersons += 1;
  }

  of(objectId: number): TestAppointment[] {
    return [...this.appointments.values()].filter((a) => a.ObjectID === objectId);
  }

  list(params: Record<string, unknown>): Answer {
    return { Code: 0, Message: '', Success: true, Value: this.of(Number(params.ObjectID)) };
  }

  /** Books the person of a ContactOnMe on its AppointmentID; a refusal when it cannot. */
  book(id: unknown): Answer | undefined {
    const appointment = this.appointments.get(Number(id));
    if (!appointment || appointment.NumberOfPersons >= appointment.MaxPersons) {
      return { ...FULL, Success: false, Value: null };
    }
    appointment.NumberOfPersons += 1;
    return undefined;
  }
}
