import { formatDate } from './dates.ts';

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
