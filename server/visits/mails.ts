/** The visitor's mail when the agency cancels their booked visit, in the language they booked in. */
import { isLanguage, type Lng } from '../../src/config/languages.ts';
import type { VisitBooking } from '../../src/domain/forms/visitSlots.ts';
import { markup } from '../mail/html.ts';
import { slotText } from '../mail/format.ts';
import { memoT, page, signature, type Agency, type OutgoingMail } from '../mail/render.ts';

export function cancelledVisitMail(booking: VisitBooking, agency: Agency): OutgoingMail | null {
  if (!booking.email) return null;
  const lng: Lng = isLanguage(booking.lng) ? booking.lng : 'fr';
  const t = memoT(lng);
  const vars = { slot: slotText(t, `${booking.day} ${booking.slot}`), id: booking.subject.split('/')[1] ?? '' };
  const subject = t('mail:visitCancelled.subject', vars).replace(/[\r\n]+/g, ' ');
  const greeting = booking.name ? t('mail:greeting', { name: booking.name }) : t('mail:greetingPlain');
  const body = t('mail:visitCancelled.body', vars);
  const sign = signature(agency, t);
  return {
    role: 'visitor',
    to: booking.email,
    replyTo: agency.email,
    subject,
    text: `${greeting}\n\n${body}${sign.text}`,
    html: page(subject, markup`<p>${greeting}</p><p>${body}</p>${sign.html}`),
    attachments: [],
  };
}
