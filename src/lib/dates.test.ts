import { addDays, belgianDay, formatDate, isRealDate } from './dates.ts';

describe('formatDate', () => {
  it.each([
    ['2034-05-12', '12/05/2034'],
    ['2026-01-01', '01/01/2026'],
    ['1999-12-31', '31/12/1999'],
    ['2024-02-29', '29/02/2024'],
    // A date-time keeps only its date, without converting the time zone.
    ['2034-05-12T23:30:00Z', '12/05/2034'],
    ['2034-05-12T00:15:00+02:00', '12/05/2034'],
  ])('%p -> %p', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it.each(['', '12/05/2034', '2034-5-12', 'soon', ' 2034-05-12'])(
    'leaves %p that is not an ISO date as it is',
    (text) => {
      expect(formatDate(text)).toBe(text);
    },
  );
});

describe('isRealDate', () => {
  it.each(['2026-11-22', '2024-02-29', '2000-02-29', '1999-12-31', '2026-04-30'])('accepts %p', (value) => {
    expect(isRealDate(value)).toBe(true);
  });
  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-11-',
    '22/11/2026',
    '',
    '1850-01-01',
  ])('refuses %p', (value) => {
    expect(isRealDate(value)).toBe(false);
  });
});

describe('belgianDay and addDays', () => {
  it('gives the Belgian calendar day, not the UTC one', () => {
    expect(belgianDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(belgianDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(belgianDay(new Date('2026-07-01T22:01:00Z'))).toBe('2026-07-02');
  });
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-11-22', 10)).toBe('2026-12-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
