/**
 * Money as the spec shows it in every language: the euro symbol, a space, then Belgian Dutch
 * number formatting: dots between thousands, a comma before cents ("€ 245.000",
 * "€ 1.250,50"). Written out rather than left to Intl so the prerendered HTML and the
 * browser can never disagree (ICU data differs between Node builds and browsers).
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function formatNumber(value: number, fractionDigits = 0): string {
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const text = groupThousands(whole) + (fraction ? `,${fraction}` : '');
  return negative ? `-${text}` : text;
}

/** Whole euros without decimals; amounts with cents keep two. */
export function formatPrice(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return `€ ${formatNumber(amount, cents ? 2 : 0)}`;
}
