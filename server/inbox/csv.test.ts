/** @jest-environment node */
import { csvCell, toCsv } from './csv.ts';

describe('the CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+32 81 22 33 44', "'+32 81 22 33 44"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises a cell that a spreadsheet would read as a formula: %j', (typed, cell) => {
    expect(csvCell(typed)).toBe(cell);
  });

  it('quotes separators, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Dubois; Claire')).toBe('"Dubois; Claire"');
    expect(csvCell('a "quote"')).toBe('"a ""quote"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Namur')).toBe('Namur');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'Claire'],
          [2, '=1+1'],
        ],
      ),
    ).toBe("\uFEFFid;name\r\n1;Claire\r\n2;'=1+1\r\n");
  });
});
