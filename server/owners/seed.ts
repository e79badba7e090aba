/**
 * The demo owners (snapshot/owners.json), written into an empty database when the server
 * starts, so `DEMO_OWNERS=1 npm start` gives a portal to log in to (README: the demo login). Dates in the
 * file count back from the day of seeding, so the demo always looks current; the visit
 * history of each property is drawn from a seeded random generator (the same numbers on
 * every machine). Only when asked for (DEMO_OWNERS=1): a real deployment never has them.
 */
import { readFileSync } from 'node:fs';
import * as yup from 'yup';
import type { Sql, Tx } from '../db/sql.ts';
import { addDays, belgianDay } from '../../src/lib/dates.ts';

const entry = {
  daysAgo: yup.number().integer().required(),
  time: yup
    .string()
    .matches(/^\d{2}:\d{2}$/)
    .required(),
};

const SEED_SCHEMA = yup.object({
  owners: yup
    .array(
      yup.object({
        email: yup.string().email().required(),
        name: yup.string().required(),
        lng: yup.string().oneOf(['nl', 'fr', 'en', 'de']).required(),
        password: yup.string().min(8).required(),
        properties: yup
          .array(
            yup.object({
              id: yup.number().integer().positive().required(),
              source: yup.string().required(),
              sinceDaysAgo: yup.number().integer().min(1).required(),
              calendar: yup
                .array(
                  yup.object({
                    ...entry,
                    kind: yup.string().required(),
                    contact: yup.string().nullable().defined(),
                    status: yup.string().oneOf(['done', 'confirmed', 'cancelled', 'planned']).required(),
                    note: yup.string().optional(),
                  }),
                )
                .required(),
              communications: yup
                .array(
                  yup.object({
                    ...entry,
                    kind: yup.string().required(),
                    contact: yup.string().required(),
                    subject: yup.string().required(),
                    comment: yup.string().optional(),
                    status: yup.string().oneOf(['done', 'open', 'waiting']).required(),
                  }),
                )
                .required(),
              media: yup
                .array(
                  yup.object({
                    portal: yup.string().required(),
                    daysAgo: yup.number().integer().required(),
                    url: yup.string().url().required(),
                  }),
                )
                .required(),
              visits: yup
                .object({
                  base: yup.number().min(0).required(),
                  trend: yup.number().required(),
                  weekendBoost: yup.number().min(0).required(),
                })
                .required(),
            }),
          )
          .required(),
      }),
    )
    .required(),
});

export type DemoOwners = yup.InferType<typeof SEED_SCHEMA>;

/** Reads and checks the file; the error names the file and the field. */
export function readDemoOwners(file: string): DemoOwners {
  try {
    return SEED_SCHEMA.validateSync(JSON.parse(readFileSync(file, 'utf8')), { strict: true });
  } catch (error) {
    const where = error instanceof yup.ValidationError ? `${error.path ?? ''}: ${error.message}` : String(error);
    throw new Error(`${file}: ${where}`);
  }
}

/** Epoch ms of a Belgian wall-clock time on a Belgian day (summer and winter time). */
export function brusselsTime(day: string, time: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(asUtc));
  const [sh, sm] = shown.split(':').map(Number) as [number, number];
  const offsetMin = ((sh * 60 + sm - (hh * 60 + mm) + 1440 + 720) % 1440) - 720;
  return asUtc - offsetMin * 60_000;
}

/** mulberry32: small, fast, and the same sequence everywhere for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Seeds when there is no owner yet; returns how many owners were written. Other instances may
 * be starting on the same new database: the "is it empty?" that decides is the one inside the
 * transaction of the inserts, which holds the write lock on SQLite and a lock named for the
 * seed on PostgreSQL, so the others wait for it and then find owners. The hashes are made
 * before it (a transaction must not wait for hashing); the first, cheap check only spares a
 * restart of an already seeded database the hashing.
 */
export async function seedDemoOwners(
  sql: Sql,
  data: DemoOwners,
  now: Date,
  hashPassword: (password: string) => Promise<string>,
): Promise<number> {
  const isEmpty = async (q: Pick<Sql, 'get'>) =>
    (await q.get<{ n: number }>('SELECT COUNT(*) AS "n" FROM owners'))?.n === 0;
  if (!(await isEmpty(sql))) return 0;
  const hashes = await Promise.all(data.owners.map((owner) => hashPassword(owner.password)));
  return sql.tx(
    async (tx) => {
      if (!(await isEmpty(tx))) return 0;
      for (const [index, owner] of data.owners.entries()) {
        const row = await tx.get<{ id: number }>(
          `INSERT INTO owners (email, name, lng, password_hash, created_at, password_changed_at)
           VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
          [owner.email.toLowerCase(), owner.name, owner.lng, hashes[index] ?? '', now.getTime(), now.getTime()],
        );
        for (const property of owner.properties) await seedProperty(tx, Number(row?.id), property, now);
      }
      return data.owners.length;
    },
    { lock: 'owners:seed' },
  );
}

type DemoProperty = DemoOwners['owners'][number]['properties'][number];

async function seedProperty(tx: Tx, ownerId: number, property: DemoProperty, now: Date): Promise<void> {
  const today = belgianDay(now);
  const at = (daysAgo: number, time: string) => brusselsTime(addDays(today, -daysAgo), time);
  await tx.run('INSERT INTO owner_properties (property_id, owner_id, source, since) VALUES (?, ?, ?, ?)', [
    property.id,
    ownerId,
    property.source,
    addDays(today, -property.sinceDaysAgo),
  ]);
  for (const e of property.calendar) {
    await tx.run(
      'INSERT INTO property_calendar (property_id, at, kind, contact, status, note) VALUES (?, ?, ?, ?, ?, ?)',
      [property.id, at(e.daysAgo, e.time), e.kind, e.contact, e.status, e.note ?? null],
    );
  }
  for (const c of property.communications) {
    await tx.run(
      `INSERT INTO property_communications (property_id, at, kind, contact, subject, comment, status)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [property.id, at(c.daysAgo, c.time), c.kind, c.contact, c.subject, c.comment ?? null, c.status],
    );
  }
  for (const m of property.media) {
    await tx.run('INSERT INTO property_media (property_id, portal, published_on, url) VALUES (?, ?, ?, ?)', [
      property.id,
      m.portal,
      addDays(today, -m.daysAgo),
      m.url,
    ]);
  }
  // The history up to yesterday; today's visits are the real ones counted from now on.
  const draw = random(property.id);
  const { base, trend, weekendBoost } = property.visits;
  const days: (string | number)[][] = [];
  for (let ago = property.sinceDaysAgo; ago >= 1; ago--) {
    const day = addDays(today, -ago);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const mean = Math.max(0, base + trend * (property.sinceDaysAgo - ago)) * (weekday % 6 === 0 ? weekendBoost : 1);
    const visitors = Math.round(mean * (0.6 + draw() * 0.8));
    const views = visitors + Math.round(visitors * draw() * 0.6);
    if (views > 0) days.push([property.id, day, views, visitors]);
  }
  // A few hundred days in statements of 100 rows: one round trip each on PostgreSQL, not one a day.
  for (let i = 0; i < days.length; i += 100) {
    const rows = days.slice(i, i + 100);
    await tx.run(
      `INSERT INTO visits_daily (property_id, day, views, visitors) VALUES ${rows.map(() => '(?, ?, ?, ?)').join(', ')}
       ON CONFLICT (property_id, day) DO UPDATE
       SET views = visits_daily.views + excluded.views, visitors = visits_daily.visitors + excluded.visitors`,
      rows.flat(),
    );
  }
}
