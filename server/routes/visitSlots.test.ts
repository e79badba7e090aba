/** @jest-environment node */
/**
 * Visit slots set in the back office are what a visitor is offered and may book: the agency's
 * weekday hours, a listing's own days; the bookings by day; a cancelled booking frees its slot
 * and mails the visitor in their language. An agent signed in with password and code does it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { formValues, postForm } from '../../test/forms/formsApp.ts';
import { dropTestDatabase } from '../../test/db/testSql.ts';
import { ORIGIN, cookieHeader, type Cookies } from '../../test/owners/ownerKit.ts';
import { addMember, staffApp, staffClient } from '../../test/staff/staffKit.ts';
import type { Sql } from '../db/sql.ts';
import { visitSchedule } from '../visits/schedule.ts';
import { visitSlotRoutes } from './visitSlots.ts';
import type { VisitBooking } from '../../src/domain/forms/visitSlots.ts';

jest.setTimeout(60_000);

// Saturday 28 November 2026, 09:00 in Belgium: the offer runs from Sunday 29 for 14 days.
const NOW = Date.UTC(2026, 10, 28, 8);
const sites: string[] = [];
const sqls: Sql[] = [];
let staffJar: Cookies = {};

afterAll(async () => {
  for (const sql of sqls) await sql.close();
  for (const dataDir of sites) await dropTestDatabase(dataDir);
});

/** The real app and an agent signed in with password and code. */
async function setUp() {
  const { app, sql, site } = await staffApp(() => new Date(NOW));
  sites.push(site.dataDir);
  sqls.push(sql);
  const agent = await addMember(sql, { email: 'anna@immo-famenne.be', role: 'agent' }, NOW);
  staffJar = await staffClient(
    () => app,
    () => NOW,
  ).signIn(agent);
  return { app, sql };
}

const actions = async (sql: Sql) =>
  (await sql.all<{ action: string; detail: string | null }>('SELECT action, detail FROM audit_log ORDER BY id'))
    .filter((entry) => entry.action.startsWith('visits.'))
    .map((entry) => `${entry.action} ${entry.detail ?? ''}`.trim());

const staff = (app: FastifyInstance, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: cookieHeader(staffJar) },
    ...(payload ? { payload } : {}),
  });

const offered = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/appointments/120' })).json<{ slots: string[] }>().slots;

describe('visit slots', () => {
  it('offer the agency’s hours, changed per weekday and per listing day', async () => {
    const { app, sql } = await setUp();
    // The site's defaults: nothing on Sunday, three slots on Monday, Saturday morning.
    let slots = await offered(app);
    expect(slots.filter((slot) => slot.startsWith('2026-11-29'))).toEqual([]);
    expect(slots.filter((slot) => slot.startsWith('2026-11-30'))).toEqual([
      '2026-11-30 10-13',
      '2026-11-30 13-16',
      '2026-11-30 16-19',
    ]);
    expect(slots.filter((slot) => slot.startsWith('2026-12-05'))).toEqual(['2026-12-05 10-13']);

    const hours = (await staff(app, 'GET', '/api/staff/visits/hours')).json<{ hours: Record<string, string[]> }>()
      .hours;
    const changed = await staff(app, 'PUT', '/api/staff/visits/hours', {
      hours: { ...hours, '1': ['16-19'], '6': ['10-13', '13-16'] },
    });
    expect(changed.statusCode).toBe(204);
    // An open house on Sunday 29 and no visits on Tuesday 1 December, for this listing only.
    expect(
      (await staff(app, 'PUT', '/api/staff/visits/listings/120/days/2026-11-29', { slots: ['13-16'] })).statusCode,
    ).toBe(204);
    expect((await staff(app, 'PUT', '/api/staff/visits/listings/120/days/2026-12-01', { slots: [] })).statusCode).toBe(
      204,
    );
    slots = await offered(app);
    expect(slots.filter((slot) => slot.startsWith('2026-11-29'))).toEqual(['2026-11-29 13-16']);
    expect(slots.filter((slot) => slot.startsWith('2026-11-30'))).toEqual(['2026-11-30 16-19']);
    expect(slots.filter((slot) => slot.startsWith('2026-12-01'))).toEqual([]);
    expect(slots.filter((slot) => slot.startsWith('2026-12-05'))).toEqual(['2026-12-05 10-13', '2026-12-05 13-16']);
    expect(await actions(sql)).toEqual(['visits.hours', 'visits.day 2026-11-29: 13-16', 'visits.day 2026-12-01: none']);

    // Back on the hours; a day that does not exist and a slot that is not one are refused.
    expect((await staff(app, 'DELETE', '/api/staff/visits/listings/120/days/2026-12-01')).statusCode).toBe(204);
    expect((await offered(app)).filter((slot) => slot.startsWith('2026-12-01'))).toHaveLength(3);
    expect((await staff(app, 'PUT', '/api/staff/visits/listings/120/days/2026-02-30', { slots: [] })).statusCode).toBe(
      404,
    );
    expect(
      (await staff(app, 'PUT', '/api/staff/visits/listings/120/days/2026-12-02', { slots: ['9-10'] })).statusCode,
    ).toBe(400);
    await app.close();
  });

  it('list a booking by day and cancel it: the slot is free again and the visitor is told in their language', async () => {
    const { app, sql } = await setUp();
    const slot = '2026-11-30 10-13';
    const booked = await postForm(
      app,
      'contact-appointment',
      await formValues(app, 'contact-appointment', { slot, lng: 'nl' }),
    );
    expect(booked.statusCode).toBe(202);
    expect(await offered(app)).not.toContain(slot);

    const { bookings } = (await staff(app, 'GET', '/api/staff/visits/bookings')).json<{ bookings: VisitBooking[] }>();
    expect(bookings).toEqual([
      expect.objectContaining({
        subject: 'property/120',
        day: '2026-11-30',
        slot: '10-13',
        name: 'Claire Dubois',
        lng: 'nl',
      }),
    ]);
    expect((await staff(app, 'POST', `/api/staff/visits/bookings/${String(bookings[0]?.id)}/cancel`)).statusCode).toBe(
      204,
    );
    expect(await offered(app)).toContain(slot);
    const [mail] = await sql.all<{ subject: string; text: string }>(
      "SELECT subject, text FROM outbox WHERE to_address = 'claire.dubois@example.be' ORDER BY id DESC LIMIT 1",
    );
    expect(mail?.subject).toBe('Uw bezoek van maandag 30/11/2026, 10:00 – 13:00 gaat niet door');
    expect(mail?.text).toContain('ref. 120');
    expect((await staff(app, 'POST', `/api/staff/visits/bookings/${String(bookings[0]?.id)}/cancel`)).statusCode).toBe(
      404,
    );
    await app.close();
  });

  it('only read with a CRM, whose agenda is what visitors book', async () => {
    const { sql } = await setUp();
    // The routes alone, told the CRM keeps the agenda; the session is a stand-in here.
    const app = Fastify();
    await visitSlotRoutes(app, {
      schedule: visitSchedule(sql),
      clock: () => new Date(NOW),
      agency: { name: 'Immo Famenne', email: 'info@immo-famenne.be', phone: '', address: '', siteUrl: ORIGIN },
      crm: true,
      member: async () => ({ id: 1, email: 'anna@immo-famenne.be', name: 'Anna', role: 'agent', lng: 'fr' }),
      audit: async () => undefined,
      wakeRelay: () => undefined,
    });
    expect((await staff(app, 'GET', '/api/staff/visits/hours')).json<{ crm: boolean }>().crm).toBe(true);
    const refused = await staff(app, 'PUT', '/api/staff/visits/listings/120/days/2026-11-29', { slots: ['13-16'] });
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'errors.crmReadOnly' }]);
    await app.close();
  });
});
