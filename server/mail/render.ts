/**
 * Renders the mails of one submission, in the visitor's language: the agency's (every value
 * the visitor sent, in the form's order and with its labels; Reply-To the visitor), the
 * visitor's confirmation where it tells them something, and the friend's mail for "send to
 * a friend". Each has a plain-text and an HTML part; the HTML is built with markup`` (html.ts),
 * which escapes every value it is given.
 */
import type { RecipientKind } from './recipientCap.ts';
import type { TFunction } from 'i18next';
import type { Lng } from '../../src/config/languages.ts';
import { defaultLanguage, isEnabledLanguage } from '../../src/config/site.ts';
import { KIND_RULES, type FormKind } from '../../src/domain/forms/kinds.ts';
import { fieldsOf } from '../../src/domain/forms/layouts.ts';
import { formatPrice } from '../../src/lib/price.ts';
import { alertPageUrl } from '../../src/domain/forms/alerts.ts';
import { formatValue, slotText, type MailContext } from './format.ts';
import { htmlLines, joinHtml, markup, type SafeHtml } from './html.ts';
import { mailT } from './texts.ts';

export interface Subject {
  key: string;
  id: number;
  kind: 'property' | 'project';
  label: string;
  url: string;
}

export interface Agency {
  name: string;
  email: string;
  phone: string;
  address: string;
  siteUrl: string;
}

export interface OutgoingMail {
  role: 'agency' | 'visitor' | 'friend' | 'alert';
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: { field: string; storedName: string; filename: string }[];
  /** Extra header lines (List-Unsubscribe of the alerts); names and values are ours, never a visitor's. */
  headers?: Record<string, string>;
  /**
   * Sent to an address a visitor typed, under the daily caps (recipientCap.ts): `to` says whose
   * address it claims to be (a third party's, or the visitor's own); past the cap, 'refuse'
   * refuses the submission (the mail is what the form is for), 'drop' leaves this mail out (a
   * courtesy confirmation).
   */
  capped?: { to: RecipientKind; over: 'refuse' | 'drop' };
}

export interface RenderInput {
  kind: FormKind;
  lng: Lng;
  values: Record<string, unknown>;
  subject: Subject | null;
  uploads: { field: string; storedName: string; filename: string }[];
  agency: Agency;
  /** Where the mail sends the agency (MAIL_TO); the agency's address by default. */
  agencyInbox: string;
  typeName: (webId: number) => string | undefined;
  now: Date;
  /** The newsletter page, for the unsubscribe line. */
  newsletterUrl: string;
  /** A saved search's token: the visitor's mail is then the opt-in with its confirm link. */
  alertToken?: string;
}

type Values = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function visitorName(values: Values): string {
  const signer = (values.signerA ?? {}) as Values;
  const first = str(values.firstName) || str(signer.firstName);
  const last = str(values.lastName) || str(signer.lastName);
  return [first, last].filter(Boolean).join(' ') || str(values.name) || str(values.senderName) || str(values.email);
}

function visitorEmail(kind: FormKind, values: Values): string | null {
  if (kind === 'purchase-offer') return str((values.signerA as Values | undefined)?.email) || null;
  if (kind === 'send-to-friend') return str(values.senderEmail) || null;
  return str(values.email) || null;
}

function get(values: Values, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Values | undefined)?.[part], values);
}

interface Row {
  label: string;
  value: string;
  /** A free text (remarks, conditions…): the agency reads it, a confirmation does not repeat it. */
  free?: boolean;
}

/** Label and text of each value the visitor filled in. */
function rows(input: RenderInput, t: TFunction): Row[] {
  const context: MailContext = { t, typeName: input.typeName };
  const out: Row[] = [];
  for (const { path, spec, set } of fieldsOf(input.kind)) {
    if (set.when && get(input.values, set.when) !== true) continue;
    const value = formatValue(spec, get(input.values, path), context);
    if (value === null) continue;
    const label = t(`forms:fields.${spec.label ?? spec.name}`);
    out.push({
      label: set.prefix ? `${t(`forms:legends.${set.legend}`)}: ${label}` : label,
      value,
      free: spec.control === 'textarea',
    });
  }
  for (const upload of input.uploads) {
    out.push({ label: t(`forms:fields.${upload.field}`), value: t('mail:attachment', { name: upload.filename }) });
  }
  return out;
}

/** A part of a mail in both forms: plain text, and HTML whose values markup`` escaped. */
export interface Part {
  text: string;
  html: SafeHtml;
}

function subjectBlock(input: RenderInput, t: TFunction): Part {
  const subject = input.subject;
  if (!subject) return { text: '', html: markup`` };
  const kindLabel = t(`mail:${subject.kind}`);
  const ref = subject.kind === 'property' ? ` (${t('mail:reference', { id: subject.id })})` : '';
  return {
    text: `${kindLabel}: ${subject.label}${ref}\n${subject.url}\n\n`,
    html: markup`<p><strong>${kindLabel}:</strong> ${subject.label}${ref}<br><a href="${subject.url}">${t('mail:link')}</a></p>`,
  };
}

function table(list: Row[]): Part {
  const rowsHtml = list.map(
    (row) =>
      markup`<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd">${row.label}</th><td style="border-bottom:1px solid #ddd">${htmlLines(row.value)}</td></tr>`,
  );
  return {
    text: list.map((row) => `${row.label}: ${row.value}`).join('\n'),
    html: markup`<table cellpadding="6" style="border-collapse:collapse">${rowsHtml}</table>`,
  };
}

export function page(title: string, body: SafeHtml): string {
  return String(
    markup`<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;color:#1d2a36;line-height:1.5">${body}</body></html>`,
  );
}

export function signature(agency: Agency, t: TFunction): Part {
  const lines = [agency.name, agency.address, agency.phone, agency.email, agency.siteUrl];
  return {
    text: `\n\n${t('mail:signature')}\n${lines.join('\n')}`,
    html: markup`<p>${t('mail:signature')}<br>${joinHtml(lines, markup`<br>`)}</p>`,
  };
}

function subjectVars(input: RenderInput, t: TFunction): Record<string, string | number> {
  const v = input.values;
  return {
    name: visitorName(v),
    email: str(v.email),
    id: input.subject?.id ?? '',
    project: input.subject?.label ?? '',
    slot: typeof v.slot === 'string' ? slotText(t, v.slot) : '',
    amount: typeof v.amount === 'number' ? formatPrice(v.amount) : '',
    address: [str(v.propertyStreet), str(v.propertyNumber), str(v.propertyZip), str(v.propertyCity)]
      .filter(Boolean)
      .join(' '),
  };
}

// One formatter each: building an Intl formatter with a time zone costs more than a whole mail.
export const BRUSSELS_DATE = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
export const BRUSSELS_TIME = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Labels, option names and templates are the same in every mail of a language: each is looked
 * up once (an i18next lookup costs more than the rest of rendering a mail) and values are put
 * into the template here. The mail catalogue uses plain {{name}} placeholders only; a call
 * with a count (plurals) still goes through i18next.
 */
const memo = new Map<Lng, Map<string, string>>();
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;
export function memoT(lng: Lng): TFunction {
  const t = mailT(lng);
  const cache = memo.get(lng) ?? new Map<string, string>();
  memo.set(lng, cache);
  const withOptions = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const template = (key: string): string => {
    let text = cache.get(key);
    if (text === undefined) {
      text = withOptions(key, { skipInterpolation: true });
      cache.set(key, text);
    }
    return text;
  };
  return ((key: string, options?: Record<string, unknown>) => {
    if (!options) return template(key);
    if ('count' in options) return withOptions(key, options);
    return template(key).replace(PLACEHOLDER, (_all, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  }) as TFunction;
}

/** Mail headers take one line: a visitor's text in a subject never breaks it. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

export function renderMails(input: RenderInput): OutgoingMail[] {
  const t = memoT(input.lng);
  const rule = KIND_RULES[input.kind];
  const vars = subjectVars(input, t);
  const about = subjectBlock(input, t);
  const filled = rows(input, t);
  const list = table(filled);
  // What the visitor's own mail repeats: an address typed in a form may be anyone's, so the
  // agency does not send a stranger's long free text to it (issue 18).
  const summary = table(filled.map((row) => (row.free ? { label: row.label, value: t('mail:notRepeated') } : row)));
  const sign = signature(input.agency, t);
  const received = t('mail:received', {
    date: BRUSSELS_DATE.format(input.now),
    time: BRUSSELS_TIME.format(input.now),
    language: t(`mail:languages.${input.lng}`),
  });
  const email = visitorEmail(input.kind, input.values);
  const mails: OutgoingMail[] = [];

  if (rule.recipient === 'friend') {
    const subject = oneLine(t('mail:friend.subject', { name: vars.name }));
    const intro = t('mail:friend.intro', {
      name: vars.name,
      email: str(input.values.senderEmail),
      site: input.agency.siteUrl,
    });
    const note = t('mail:friend.notice');
    // No free text of the sender: a stranger's words never go out under the agency's name.
    mails.push({
      role: 'friend',
      to: str(input.values.friendEmail),
      replyTo: email,
      subject,
      text: `${intro}\n\n${about.text}${note}${sign.text}`,
      html: page(subject, markup`<p>${intro}</p>${about.html}<p style="color:#555">${note}</p>${sign.html}`),
      attachments: [],
      capped: { to: 'third-party', over: 'refuse' },
    });
    return mails;
  }

  const agencySubject = oneLine(t(`mail:agency.subject.${input.kind}`, vars));
  const intro = t(`mail:agency.intro.${input.kind}`);
  mails.push({
    role: 'agency',
    to: input.agencyInbox,
    replyTo: email,
    subject: agencySubject,
    text: `${intro}\n\n${about.text}${list.text}\n\n${received}`,
    html: page(agencySubject, markup`<p>${intro}</p>${about.html}${list.html}<p style="color:#555">${received}</p>`),
    attachments: input.uploads,
  });

  if (input.kind === 'demand-register' && input.alertToken && email) {
    mails.push(optInMail(input, t, email, input.alertToken, { about, list: summary, sign, vars }));
    return mails;
  }

  if (rule.confirmation && email) {
    const subject = oneLine(t(`mail:visitor.subject.${input.kind}`, vars));
    const greeting = vars.name ? t('mail:greeting', { name: vars.name }) : t('mail:greetingPlain');
    const body = t(`mail:visitor.body.${input.kind}`, vars);
    const footer = t('mail:footer', { site: input.agency.siteUrl });
    const unsubscribe =
      input.kind === 'sign-newsletter' ? `\n${t('mail:unsubscribe', { link: input.newsletterUrl })}` : '';
    const summaryTitle = t('mail:summary');
    mails.push({
      role: 'visitor',
      to: email,
      replyTo: input.agency.email,
      subject,
      text: `${greeting}\n\n${body}\n\n${about.text}${summaryTitle}\n${summary.text}${sign.text}\n\n${footer}${unsubscribe}`,
      html: page(
        subject,
        markup`<p>${greeting}</p><p>${body}</p>${about.html}<h2 style="font-size:16px">${summaryTitle}</h2>${summary.html}${sign.html}<p style="color:#555;font-size:13px">${footer}${unsubscribe ? markup`<br>${unsubscribe.trim()}` : ''}</p>`,
      ),
      attachments: [],
      capped: { to: 'visitor', over: 'drop' },
    });
  }
  return mails;
}

/**
 * The double opt-in of a saved search: nothing is mailed to the address until its owner
 * follows the confirm link (a typo or someone else's address never receives alerts). The
 * summary of the search is kept, so the visitor sees what they are confirming.
 */
function optInMail(
  input: RenderInput,
  t: TFunction,
  email: string,
  token: string,
  parts: {
    about: Part;
    list: Part;
    sign: Part;
    vars: Record<string, string | number>;
  },
): OutgoingMail {
  const { about, list, sign, vars } = parts;
  // The confirm page of the visitor's language, while the site serves that language.
  const pageLng = isEnabledLanguage(input.lng) ? input.lng : defaultLanguage;
  const link = alertPageUrl(input.agency.siteUrl, pageLng, 'confirm', token);
  const subject = oneLine(t('mail:alerts.confirm.subject'));
  const greeting = vars.name ? t('mail:greeting', { name: vars.name }) : t('mail:greetingPlain');
  const intro = t('mail:alerts.confirm.intro', { site: input.agency.siteUrl });
  const action = t('mail:alerts.confirm.action');
  const button = t('mail:alerts.confirm.button');
  const ignore = t('mail:alerts.confirm.ignore');
  const summaryTitle = t('mail:summary');
  const footer = t('mail:footer', { site: input.agency.siteUrl });
  return {
    role: 'visitor',
    to: email,
    replyTo: input.agency.email,
    subject,
    text: `${greeting}\n\n${intro}\n\n${action}\n${link}\n\n${ignore}\n\n${about.text}${summaryTitle}\n${list.text}${sign.text}\n\n${footer}`,
    html: page(
      subject,
      markup`${[
        markup`<p>${greeting}</p><p>${intro}</p><p>${action}</p>`,
        markup`<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4f7a;color:#ffffff;text-decoration:none;border-radius:4px">${button}</a></p>`,
        markup`<p style="font-size:13px;color:#555">${link}</p><p style="color:#555">${ignore}</p>`,
        markup`${about.html}<h2 style="font-size:16px">${summaryTitle}</h2>${list.html}${sign.html}<p style="color:#555;font-size:13px">${footer}</p>`,
      ]}`,
    ),
    attachments: [],
    capped: { to: 'visitor', over: 'refuse' },
  };
}
