/** @jest-environment node */
/**
 * With a CRM, a listing's visits are the agent's appointments (server/crm/appointments.ts): the
 * visit form offers the CRM's open ones, booking asks the CRM again and sends the person with
 * the AppointmentID, and an appointment taken meanwhile is answered as the form knows how.
 */
import type { FastifyInstance } from 'fastify';
import { brusselsWallClock } from '../../server/crm/appointments.ts';
import { formsApp, formValues, storedRows } from '../forms/formsApp.ts';
import { makeSite } from '../forms/serverKit.ts';
import { CUSTOMER, PASSWORD, manualClock, startCrm, type Clock } from './kit.ts';
import type { TestCrm } from './server.ts';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let crm: TestCrm;
let app: FastifyInstance;
let clock: Clock;
let site: ReturnType<typeof makeSite>;

beforeEach(async () => {
  clock = manualClock(Date.now());
  crm = await startCrm(clock);
  site = makeSite();
  app = await formsApp(site, {
    clock: () => new Date(clock.now()),
    crmLeads: {
      connection: { url: crm.url, customer: CUSTOMER, password: PASSWORD, timeoutMs: 30_000 },
      agencyMail: true,
      deliver: false,
    },
  });
});
afterEach(async () => {
  await app.close();
  await crm.close();
});

/** Tomorrow at `hour` on Brussels' wall clock, plus `days`. */
function at(days: number, hour: number): number {
  const today = Math.floor(brusselsWallClock(new Date(clock.now())) / DAY) * DAY;
  return today + days * DAY + hour * HOUR;
}

const slots = async (id = 120) => {
  const response = await app.inject({ method: 'GET', url: `/api/appointments/${id}` });
  return { status: response.statusCode, body: response.json<{ open: boolean; slots: string[]; full: boolean }>() };
};

const book = async (slot: string) =>
  app.inject({
    method: 'POST',
    url: '/api/forms/contact-appointment',
    payload: await formValues(app, 'contact-appointment', { slot }),
  });

test("the visit form offers the agent's open appointments, soonest first", async () => {
  const late = crm.agenda.add(120, at(3, 14), 30);
  const early = crm.agenda.add(120, at(1, 10), 45);
  const full = crm.agenda.add(120, at(2, 9));
  crm.agenda.take(full.ID);
  crm.agenda.add(120, at(-1, 10)); // past
  crm.agenda.add(147, at(1, 11)); // another listing's
  const { status, body } = await slots();
  expect(status).toBe(200);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  expect(body).toEqual({
    open: true,
    full: false,
    slots: [`${day(at(1, 10))} 10:00-10:45 #${early.ID}`, `${day(at(3, 14))} 14:00-14:30 #${late.ID}`],
  });
});

test('booking sends the person to the CRM with the AppointmentID and the listing', async () => {
  const appointment = crm.agenda.add(120, at(2, 15));
  const [slot] = (await slots()).body.slots;
  const response = await book(slot!);
  expect(response.statusCode).toBe(202);
  // The CRM's agenda is the record: the site keeps no slot of its own for it.
  expect(await storedRows(site, 'SELECT * FROM appointments')).toEqual([]);
  expect(await app.leads!.pass()).toBe(1);
  expect(crm.leads.received).toEqual([
    {
      endpoint: 'ContactOnMe',
      params: expect.objectContaining({
        ObjectID: 120,
        AppointmentID: appointment.ID,
        AgendaComment: slot,
        Name: 'Dubois',
      }),
    },
  ]);
  expect(crm.agenda.of(120)[0]?.NumberOfPersons).toBe(1);
  // Full now: the form says so once its minute of cache is over.
  clock.advance(61_000);
  expect((await slots()).body).toMatchObject({ full: true, slots: [] });
});

test('an appointment taken meanwhile: another is offered, or the appointments are full', async () => {
  const first = crm.agenda.add(120, at(1, 10));
  const second = crm.agenda.add(120, at(1, 11));
  const offered = (await slots()).body.slots;
  expect(offered).toHaveLength(2);
  // Booked by phone after the form had its (cached) list.
  crm.agenda.take(first.ID);
  const taken = await book(offered[0]!);
  expect(taken.statusCode).toBe(409);
  expect(taken.json()).toEqual({ error: 'errors.invalid', errors: { slot: 'errors.slotTaken' } });
  crm.agenda.take(second.ID);
  const full = await book(offered[1]!);
  expect(full.statusCode).toBe(409);
  expect(full.json()).toEqual({ error: 'errors.appointmentsFull' });
  expect(await storedRows(site, 'SELECT id FROM submissions')).toEqual([]);
});

test('the list is asked at most once a minute per listing; booking always asks again', async () => {
  crm.agenda.add(120, at(1, 10));
  const asked = () => crm.calls.filter((call) => call.endpoint === 'GetAppointmentObject').length;
  await slots();
  await slots();
  expect(asked()).toBe(1);
  clock.advance(61_000);
  const [slot] = (await slots()).body.slots;
  expect(asked()).toBe(2);
  expect((await book(slot!)).statusCode).toBe(202);
  expect(asked()).toBe(3);
});

test('the CRM down: the list and the booking answer 503 "errors.appointmentsUnavailable", nothing is stored', async () => {
  crm.agenda.add(120, at(1, 10));
  const [slot] = (await slots()).body.slots;
  crm.fail({ kind: 'status', status: 500, endpoint: 'GetAppointmentObject' });
  clock.advance(61_000);
  const list = await app.inject({ method: 'GET', url: '/api/appointments/120' });
  expect(list.statusCode).toBe(503);
  expect(list.json()).toEqual({ error: 'errors.appointmentsUnavailable' });
  const booking = await book(slot!);
  expect(booking.statusCode).toBe(503);
  expect(booking.json()).toEqual({ error: 'errors.appointmentsUnavailable' });
  expect(await storedRows(site, 'SELECT id FROM submissions')).toEqual([]);
});
