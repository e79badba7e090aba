/**
 * An amount in euros as a Belgian, French, Dutch or English visitor types it: "240000",
 * "240.000", "240 000", "240,000", "240.000,50", "€ 240.000", "240.000 EUR".
 *
 * The form shows the amount in words and posts it as a number; both come from this one
 * reading, so the words on the offer can never say a thousand times more than what is sent
 * (yup's own conversion reads the Belgian "240.000" as 240).
 *
 * A dot or a comma followed by exactly three digits groups thousands (the Belgian and the
 * English habit), so "1.234" is one thousand two hundred and thirty-four, never a decimal.
 * Decimals have one or two digits: cents are the smallest amount. Anything that could be
 * read two ways ("1.2.3", "24.00.00", "1.234.5", three decimals) is not an amount.
 */

/** The spaces a keyboard or a copied price puts between thousands: plain, no-break, narrow no-break, thin. */
const SPACES = /[\u00a0\u202f\u2009]/g;

/** The euro before or after the number, with or without a space ("€", "EUR", "euro", "euros"). */
const CURRENCY = /^(?:€|eur)\s?(.+)$|^(.+?)\s?(?:€|eur|euros?)$/i;

const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;

/** Thousands grouped by one separator (dot, comma or space), then perhaps decimals after the other mark. */
const GROUPED = /^([1-9]\d{0,2}(?:([., ])\d{3})(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/;

/** The amount typed, or null when it is not one. */
export function parseAmount(typed: string): number | null {
  const trimmed = typed.replace(SPACES, ' ').trim();
  const currency = CURRENCY.exec(trimmed);
  const text = currency ? (currency[1] ?? currency[2] ?? '').trim() : trimmed;

  let whole: string;
  let cents: string | undefined;
  const plain = PLAIN.exec(text);
  const grouped = plain ? null : GROUPED.exec(text);
  if (plain) {
    whole = plain[1] ?? '';
    cents = plain[2];
  } else if (grouped) {
    const [, digits = '', separator, decimalMark, decimals] = grouped;
    // "1.234.56" or "1,234,56": the same mark cannot both group thousands and start the cents.
    if (decimalMark !== undefined && decimalMark === separator) return null;
    whole = digits.replace(/\D/g, '');
    cents = decimals;
  } else {
    return null;
  }

  const euros = Number(whole);
  // Beyond this the number no longer holds every digit, and the words would differ from them.
  if (!Number.isSafeInteger(euros)) return null;
  return cents === undefined ? euros : Number(`${euros}.${cents}`);
}
