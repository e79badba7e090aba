/** @jest-environment node */
/**
 * Every date field of a CRM record in each of the forms a CRM writes (server/crm/dates.ts): the
 * client reads it and hands the sync the snapshot's form, whatever came over the wire. Before
 * this, a CRM answering "DateCreated": "2026-11-14 00:00:00" had its whole feed refused.
 */
import {
  brusselsInstant,
  brusselsWallClock,
  formatCrmDateTime,
  normaliseCrmDateTime,
  normaliseCrmDay,
  parseCrmDateTime,
  readCrmDate,
} from '../../server/crm/dates.ts';
import { CrmError } from '../../server/crm/errors.ts';
import { clientOf, manualClock, startCrm } from './kit.ts';
import type { TestCrm } from './server.ts';

// 14 November 2026, 23:30 in Brussels (UTC+1): 22:30 UTC.
const WCF_LATE_EVENING = `/Date(${Date.UTC(2026, 10, 14, 22, 30)}+0100)/`;
const FORMS: [string, string, string][] = [
  // what the CRM sends, the day kept, the date-time kept
  ['2026-11-14 00:00:00', '2026-11-14', '2026-11-14 00:00:00'],
  ['2026-11-14 09:30:15', '2026-11-14', '2026-11-14 09:30:15'],
  ['2026-11-14', '2026-11-14', '2026-11-14 00:00:00'],
  [WCF_LATE_EVENING, '2026-11-14', '2026-11-14 23:30:00'],
  [`/Date(${Date.UTC(2026, 10, 14, 9, 30)})/`, '2026-11-14', '2026-11-14 09:30:00'],
  [`/Date(${Date.UTC(2026, 10, 14, 3, 0)}-0500)/`, '2026-11-13', '2026-11-13 22:00:00'],
];

describe('the three forms', () => {
  test.each(FORMS)('%s is the day %s and the time %s', (sent, day, time) => {
    expect(normaliseCrmDay(sent)).toBe(day);
    expect(normaliseCrmDateTime(sent)).toBe(time);
  });

  test.each(['2026-02-30', '2026-11-14T09:30:00Z', '14/11/2026', '/Date(abc)/', '/Date(1763112600000+01)/', ''])(
    '%j is not a date',
    (text) => {
      expect(readCrmDate(text)).toBeNaN();
      expect(normaliseCrmDay(text)).toBeUndefined();
    },
  );
});

describe('through the client, on every date field', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startCrm(manualClock());
  });
  afterAll(() => crm.close());
  afterEach(() => crm.failures.clear());

  const cases = FORMS.flatMap(([sent, day, time]) => [
    ['GetProperty', 'DateCreated', sent, day] as const,
    ['GetProperty', 'EPCEndDate', sent, day] as const,
    ['GetProperty', 'LastChangedDate', sent, time] as const,
    ['GetProject', 'DateCreated', sent, day] as const,
    ['GetProject', 'LastChangedDate', sent, time] as const,
  ]);

  test.each(cases)('%s %s sent as %s is kept as %s', async (endpoint, field, sent, kept) => {
    crm.fail({ kind: 'malformed', endpoint, field, value: sent });
    const { client } = clientOf(crm);
    const record =
      endpoint === 'GetProperty'
        ? await client.property('fr', crm.catalogue.properties('fr')[0]!.ID)
        : await client.project('fr', crm.catalogue.projectsOf('fr')[0]!.ID);
    expect((record as unknown as Record<string, unknown>)[field]).toBe(kept);
  });

  test('a date in none of the forms is refused, naming the record and the field', async () => {
    const id = crm.catalogue.properties('fr')[0]!.ID;
    crm.fail({ kind: 'malformed', endpoint: 'GetProperty', field: 'DateCreated', value: '14/11/2026' });
    const { client } = clientOf(crm);
    const error = await client.property('fr', id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmError);
    expect((error as CrmError).message).toContain(`record ID ${id}`);
    expect((error as CrmError).message).toContain('DateCreated');
    expect((error as CrmError).message).toContain('expected a date like');
  });
});

describe("Brussels' wall clock", () => {
  test.each([
    ['2026-07-01T10:00:00Z', '2026-07-01 12:00:00'],
    ['2026-12-01T10:00:00Z', '2026-12-01 11:00:00'],
    ['2026-03-29T00:30:00Z', '2026-03-29 01:30:00'],
    ['2026-03-29T01:30:00Z', '2026-03-29 03:30:00'],
  ])('%s is %s there, and back', (instant, wallText) => {
    const at = Date.parse(instant);
    expect(formatCrmDateTime(brusselsWallClock(new Date(at)))).toBe(wallText);
    expect(new Date(brusselsInstant(parseCrmDateTime(wallText))).toISOString()).toBe(new Date(at).toISOString());
  });
});
