/**
 * When a listing can be visited (agency without a CRM): the agency's hours per weekday, unless
 * the listing has a day of its own, over the next BOOKING_DAYS days from tomorrow, less what is
 * booked. The hours are read on every request (one small table, every instance sees a change
 * at once). The bookings by day, and cancelling one: the slot is free again and the visitor
 * gets a mail in their language, queued in the same transaction.
 */
import type { Sql } from '../db/sql.ts';
import { addDays } from '../../src/lib/dates.ts';
import { BOOKING_DAYS } from '../../src/domain/forms/appointments.ts';
import { CONTACT_SLOTS, type ContactSlot } from '../../src/domain/forms/common.ts';
import { defaultHours, type VisitBooking, type VisitDay, type VisitHours } from '../../src/domain/forms/visitSlots.ts';
import { outbox } from '../mail/outbox.ts';
import type { OutgoingMail } from '../mail/render.ts';
import { personOf } from '../inbox/person.ts';

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** Slots as stored (JSON), kept to the known ones in their usual order. */
function slotsOf(text: string): ContactSlot[] {
  try {
    const value: unknown = JSON.parse(text);
    return CONTACT_SLOTS.filter((slot) => Array.isArray(value) && value.includes(slot));
  } catch {
    return [];
  }
}

const ordered = (slots: readonly string[]) => JSON.stringify(CONTACT_SLOTS.filter((slot) => slots.includes(slot)));

async function bookingRows(sql: Sql, where: string, params: (string | number)[]): Promise<VisitBooking[]> {
  const rows = await sql.all<{
    id: number;
    subject: string;
    day: string;
    slot: string;
    submission_id: number;
    email: string | null;
    lng: string;
    data: string;
  }>(
    `SELECT a.id, a.subject, a.day, a.slot, a.submission_id, s.email, s.lng, s.data
     FROM appointments a JOIN submissions s ON s.id = a.submission_id
     WHERE ${where} ORDER BY a.day, a.slot, a.id`,
    params,
  );
  return rows.map((row) => {
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(row.data) as Record<string, unknown>;
    } catch {
      // Unreadable values: the visit stays listed, without a person.
    }
    const person = personOf(data, row.email);
    return {
      id: Number(row.id),
      subject: row.subject,
      day: row.day,
      slot: row.slot,
      name: person.name,
      email: person.email,
      phone: person.phone,
      lng: row.lng,
      leadId: Number(row.submission_id),
    };
  });
}

export function visitSchedule(sql: Sql) {
  async function hours(): Promise<VisitHours> {
    const rows = await sql.all<{ weekday: number; slots: string }>('SELECT weekday, slots FROM visit_hours');
    const set = defaultHours();
    for (const row of rows) set[String(row.weekday)] = slotsOf(row.slots);
    return set;
  }

  async function days(subject: string, from: string, to: string): Promise<VisitDay[]> {
    const rows = await sql.all<{ day: string; slots: string }>(
      'SELECT day, slots FROM visit_days WHERE subject = ? AND day >= ? AND day <= ? ORDER BY day',
      [subject, from, to],
    );
    return rows.map((row) => ({ day: row.day, slots: slotsOf(row.slots) }));
  }

  return {
    hours,
    async setHours(next: VisitHours): Promise<void> {
      await sql.tx(async (tx) => {
        for (const [weekday, slots] of Object.entries(next)) {
          await tx.run(
            `INSERT INTO visit_hours (weekday, slots) VALUES (?, ?)
             ON CONFLICT (weekday) DO UPDATE SET slots = excluded.slots`,
            [Number(weekday), ordered(slots)],
          );
        }
      });
    },
    days,
    /** A listing's own slots for a day; null puts the day back on the agency's hours. */
    async setDay(subject: string, day: string, slots: readonly string[] | null): Promise<void> {
      if (slots === null) {
        await sql.run('DELETE FROM visit_days WHERE subject = ? AND day = ?', [subject, day]);
        return;
      }
      await sql.run(
        `INSERT INTO visit_days (subject, day, slots) VALUES (?, ?, ?)
         ON CONFLICT (subject, day) DO UPDATE SET slots = excluded.slots`,
        [subject, day, ordered(slots)],
      );
    },
    /** Every slot ("2026-11-24 10-13") of the next BOOKING_DAYS days after `today`, booked or not. */
    async slots(subject: string, today: string): Promise<string[]> {
      const [week, own] = await Promise.all([hours(), days(subject, addDays(today, 1), addDays(today, BOOKING_DAYS))]);
      const byDay = new Map(own.map((entry) => [entry.day, entry.slots]));
      const all: string[] = [];
      for (let offset = 1; offset <= BOOKING_DAYS; offset++) {
        const day = addDays(today, offset);
        for (const slot of byDay.get(day) ?? week[String(weekdayOf(day))] ?? []) all.push(`${day} ${slot}`);
      }
      return all;
    },
    /** The visits booked from `from` for `count` days, by day and slot. */
    bookings: (from: string, count: number) =>
      bookingRows(sql, 'a.day >= ? AND a.day < ?', [from, addDays(from, count)]),
    /**
     * Cancels a booking: the slot is free again, the request is marked handled with a note, and
     * the visitor's mail (when they gave an address) is queued in the same transaction.
     */
    async cancel(
      id: number,
      now: number,
      by: string,
      mailOf: (booking: VisitBooking) => OutgoingMail | null,
    ): Promise<VisitBooking | null> {
      const [booking] = await bookingRows(sql, 'a.id = ?', [id]);
      if (!booking) return null;
      return sql.tx(async (tx) => {
        const { changes } = await tx.run('DELETE FROM appointments WHERE id = ?', [id]);
        if (changes === 0) return null;
        await tx.run(
          `UPDATE submissions SET handling = 'handled', handling_note = ?, handled_by = ?, handled_at = ? WHERE id = ?`,
          [`Visit of ${booking.day} ${booking.slot} cancelled`, by, now, booking.leadId],
        );
        const mail = mailOf(booking);
        if (mail) await outbox(sql).add(tx, booking.leadId, mail, now);
        return booking;
      });
    },
  };
}

export type VisitSchedule = ReturnType<typeof visitSchedule>;
