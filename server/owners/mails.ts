/**
 * The portal's mails: the notice to the agency that an owner logged in (the spec's
 * owner-login notification), the password reset link to the owner, and the invitation of an
 * owner the back office created, in their language.
 */
import type { Lng } from '../../src/config/languages.ts';
import { markup } from '../mail/html.ts';
import {
  BRUSSELS_DATE,
  BRUSSELS_TIME,
  memoT,
  page,
  signature,
  type Agency,
  type OutgoingMail,
} from '../mail/render.ts';
import type { Owner } from './accounts.ts';

export function loginNotice(owner: Owner, agency: Agency, inbox: string, lng: Lng, at: Date): OutgoingMail {
  const t = memoT(lng);
  const vars = { name: owner.name, email: owner.email, date: BRUSSELS_DATE.format(at), time: BRUSSELS_TIME.format(at) };
  const subject = t('mail:owner.login.subject', vars).replace(/[\r\n]+/g, ' ');
  const body = t('mail:owner.login.body', vars);
  return {
    role: 'agency',
    to: inbox,
    replyTo: owner.email,
    subject,
    text: body,
    html: page(subject, markup`<p>${body}</p>`),
    attachments: [],
  };
}

/** A mail to an owner with a one-time link: greeting, why, the link, what if it was not them. */
function linkMail(
  owner: Pick<Owner, 'name' | 'email'>,
  agency: Agency,
  lng: Lng,
  link: string,
  texts: (t: ReturnType<typeof memoT>) => { subject: string; intro: string; action: string; ignore: string },
): OutgoingMail {
  const t = memoT(lng);
  const { subject, intro, action, ignore } = texts(t);
  const greeting = t('mail:greeting', { name: owner.name });
  const sign = signature(agency, t);
  return {
    role: 'visitor',
    to: owner.email,
    replyTo: agency.email,
    subject,
    text: `${greeting}\n\n${intro}\n\n${action}\n${link}\n\n${ignore}${sign.text}`,
    html: page(
      subject,
      markup`<p>${greeting}</p><p>${intro}</p><p>${action}<br><a href="${link}">${link}</a></p><p style="color:#555">${ignore}</p>${sign.html}`,
    ),
    attachments: [],
  };
}

export function resetMail(owner: Owner, agency: Agency, lng: Lng, link: string): OutgoingMail {
  return linkMail(owner, agency, lng, link, (t) => ({
    subject: t('mail:owner.reset.subject'),
    intro: t('mail:owner.reset.intro', { site: agency.siteUrl }),
    action: t('mail:owner.reset.action'),
    ignore: t('mail:owner.reset.ignore'),
  }));
}

/** The invitation of an owner the back office created: a reset link, valid for 7 days. */
export function inviteMail(owner: Pick<Owner, 'name' | 'email'>, agency: Agency, lng: Lng, link: string): OutgoingMail {
  const vars = { agency: agency.name, site: agency.siteUrl };
  return linkMail(owner, agency, lng, link, (t) => ({
    subject: t('mail:owner.invite.subject', vars).replace(/[\r\n]+/g, ' '),
    intro: t('mail:owner.invite.intro', vars),
    action: t('mail:owner.invite.action'),
    ignore: t('mail:owner.invite.ignore'),
  }));
}
