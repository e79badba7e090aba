/**
 * Dates as Belgians write them in all three languages: day/month/year with two digits
 * ("12/05/2034"). Written out, not left to Intl, so the prerendered HTML and the browser
 * agree (like price.ts). Input is an ISO date (YYYY-MM-DD) from the snapshot.
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${match[3]}/${match[2]}/${match[1]}`;
}
