import { useTranslation } from 'react-i18next';

/**
 * The owner portal's words (history kinds, statuses, mandate sources: locales/{lng}/owner.json)
 * beside the back office's own, loaded when a page needs them: `ready` is false until they are.
 */
export function useOwnerWords() {
  return useTranslation(['office', 'owner', 'forms'], { useSuspense: false });
}

/** The Intl locale of a member's language: Belgian customs, English as in Britain. */
export const officeLocale = (lng: string) => (lng === 'en' ? 'en-GB' : `${lng}-BE`);

/** "28/11/2026 14:30" from the API's Belgian wall-clock moment "2026-11-28T14:30". */
export function wallText(at: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(at);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}` : at;
}

/** A weekday's name (Sunday 0) in the member's language. */
export function weekdayName(weekday: number, lng: string): string {
  // 2026-11-22 is a Sunday.
  return new Intl.DateTimeFormat(officeLocale(lng), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + weekday)),
  );
}

/** "Monday 30 November" for a YYYY-MM-DD day. */
export function dayText(day: string, lng: string): string {
  return new Intl.DateTimeFormat(officeLocale(lng), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
