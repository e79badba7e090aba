/**
 * The back office's one mail: the invitation, with the one-time link to choose a password, in
 * the invited member's language (every catalogue, German too, whatever languages the site
 * serves: staff pick their own).
 */
import { markup } from '../mail/html.ts';
import { memoT, page, signature, type Agency, type OutgoingMail } from '../mail/render.ts';
import type { StaffLng, StaffRole } from '../../src/domain/forms/staff.ts';

export function inviteMail(
  member: { email: string; name: string; role: StaffRole; lng: StaffLng },
  inviter: string,
  agency: Agency,
  link: string,
): OutgoingMail {
  const t = memoT(member.lng);
  const subject = t('mail:staff.invite.subject', { agency: agency.name }).replace(/[\r\n]+/g, ' ');
  const greeting = t('mail:greeting', { name: member.name });
  const intro = t('mail:staff.invite.intro', { inviter, agency: agency.name });
  const role = t('mail:staff.invite.role', { role: t(`mail:staff.invite.roles.${member.role}`) });
  const action = t('mail:staff.invite.action');
  const next = t('mail:staff.invite.next');
  const ignore = t('mail:staff.invite.ignore');
  const sign = signature(agency, t);
  return {
    role: 'visitor',
    to: member.email,
    replyTo: agency.email,
    subject,
    text: `${greeting}\n\n${intro} ${role}\n\n${action}\n${link}\n\n${next}\n\n${ignore}${sign.text}`,
    html: page(
      subject,
      markup`<p>${greeting}</p><p>${intro} ${role}</p><p>${action}<br><a href="${link}">${link}</a></p><p>${next}</p><p style="color:#555">${ignore}</p>${sign.html}`,
    ),
    attachments: [],
  };
}
