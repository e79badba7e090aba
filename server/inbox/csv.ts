/**
 * The inbox's CSV export. Semicolons between fields and a byte-order mark: that is what Excel
 * opens as columns on Belgian (nl-BE, fr-BE) settings, where a comma is the decimal separator;
 * quoting follows RFC 4180 otherwise.
 *
 * A cell a visitor typed is never read as a formula (OWASP "CSV injection"): one that starts
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe, which spreadsheets
 * show as text. A phone number such as "+32 81 22 33 44" keeps its digits behind it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const SEPARATOR = ';';

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (typeof value === 'string' && FORMULA_START.test(cell)) cell = `'${cell}`;
  return /[";\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
