import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, isLanguage } from '../../config/languages.ts';
import type { VisitBooking } from '../../domain/forms/visitSlots.ts';
import { useBookingsQuery, useCancelBookingMutation } from './ownersApi.ts';
import { dayText } from './ownerWords.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { focusSoon } from './useFocusOnMount.ts';

/** "property/162" → "162" (a listing's number), anything else as it is. */
const listingOf = (subject: string) => /^property\/(\d+)$/.exec(subject)?.[1] ?? subject;

/**
 * The visits booked from today for 15 days, by day: when, which listing, who (name, e-mail,
 * phone) and "cancel", which asks first; the server frees the slot and mails the visitor.
 */
export function BookingsList({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const bookings = useBookingsQuery(null);
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const slotLabel = (slot: string) => t(`forms:options.contactTime.${slot}`, { defaultValue: slot });
  const nameOf = (booking: VisitBooking) =>
    `${dayText(booking.day, i18n.language)} ${slotLabel(booking.slot)}, ${booking.name ?? booking.email ?? ''}`;

  const cancelOne = async (booking: VisitBooking) => {
    setNotice(null);
    if (!window.confirm(t('office:visits.cancelConfirm', { visit: nameOf(booking) }))) return;
    const answer = await cancel(booking.id);
    setNotice(
      'error' in answer
        ? { tone: 'error', text: failureKey(answer.error) }
        : { tone: 'success', text: 'visits.cancelled' },
    );
    focusSoon(noticeRef);
  };

  const byDay = new Map<string, VisitBooking[]>();
  for (const booking of bookings.data?.bookings ?? [])
    byDay.set(booking.day, [...(byDay.get(booking.day) ?? []), booking]);
  return (
    <section aria-labelledby="office-bookings-heading">
      <h2 id="office-bookings-heading">{t('office:visits.bookingsTitle')}</h2>
      {bookings.isLoading && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice tone="error" text={bookings.error ? failureKey(bookings.error) : null} />
      <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
      {bookings.data && byDay.size === 0 && <p>{t('office:visits.noBookings')}</p>}
      {[...byDay.entries()].map(([day, list]) => (
        // Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div key={day} className="office-table" role="region" aria-labelledby={`office-bookings-${day}`} tabIndex={0}>
          <table>
            <caption id={`office-bookings-${day}`}>{dayText(day, i18n.language)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('office:visits.slot')}</th>
                <th scope="col">{t('office:visits.listingColumn')}</th>
                <th scope="col">{t('office:visits.visitor')}</th>
                <th scope="col">{t('office:visits.language')}</th>
                {!readOnly && <th scope="col">{t('office:visits.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.map((booking) => (
                <tr key={booking.id}>
                  <td>{slotLabel(booking.slot)}</td>
                  <td>{listingOf(booking.subject)}</td>
                  <td>
                    {booking.name ?? ''}
                    {booking.email && (
                      <span className="office-table__sub">
                        <a href={`mailto:${booking.email}`}>{booking.email}</a>
                      </span>
                    )}
                    {booking.phone && (
                      <span className="office-table__sub">
                        <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>
                      </span>
                    )}
                  </td>
                  <td lang={booking.lng}>{isLanguage(booking.lng) ? LANGUAGE_NAMES[booking.lng] : booking.lng}</td>
                  {!readOnly && (
                    <td>
                      <button
                        type="button"
                        className="button button--secondary office-table__action"
                        disabled={isLoading}
                        onClick={() => void cancelOne(booking)}
                      >
                        {t('office:visits.cancel')}
                        <span className="visually-hidden"> {nameOf(booking)}</span>
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
