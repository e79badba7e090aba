/**
 * The mails of a saved search once it is confirmed, in the demand's language: one per new
 * listing ("immediately"), or a digest of the listings that waited (daily, weekly). Each
 * shows the listing's photo, type and town, price and link; each carries the preferences and
 * unsubscribe links in the text and the HTML, and List-Unsubscribe with the one-click POST of
 * RFC 8058, so the mail program's own "unsubscribe" works without opening the site. The HTML
 * is built with markup``, which escapes every value.
 */
import type { TFunction } from 'i18next';
import type { Lng } from '../../src/config/languages.ts';
import { defaultLanguage, isEnabledLanguage } from '../../src/config/site.ts';
import { alertPageUrl, type AlertFrequency } from '../../src/domain/forms/alerts.ts';
import { formatPrice } from '../../src/lib/price.ts';
import { markup } from '../mail/html.ts';
import { memoT, page, signature, type Agency, type OutgoingMail, type Part } from '../mail/render.ts';
import type { ListingShown } from './catalogue.ts';

export interface AlertRecipient {
  email: string;
  lng: Lng;
  /** The visitor's name as they gave it, or '' (then "Hello,"). */
  name: string;
  token: string;
}

/** A listing as one mail shows it: in the mail's language, or the site's default one. */
export interface MailListing {
  id: number;
  shown: ListingShown;
  /** The canonical detail path (build/canonical.json). */
  path: string;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);
const absolute = (sitePath: string, agency: Agency) => new URL(sitePath, agency.siteUrl).href;

/**
 * The language of the alert pages a mail links to: the search's, while the site serves it (the
 * German catalogue is kept ready but off: its pages would not exist), else the default one.
 */
export const pageLanguage = (lng: Lng): Lng => (isEnabledLanguage(lng) ? lng : defaultLanguage);

/** The one-click unsubscribe endpoint (RFC 8058): a POST there unsubscribes, no page, no login. */
export function oneClickUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function priceOf(shown: ListingShown, t: TFunction): string {
  const { amount, from, unit } = shown.price;
  if (amount === null) return t('mail:alerts.price.onDemand');
  return `${from ? `${t('mail:alerts.price.from')} ` : ''}${formatPrice(amount)}${unit ? ` ${unit}` : ''}`;
}

function heading(shown: ListingShown, t: TFunction): string {
  return t('mail:alerts.typeInCity', { type: shown.type, city: shown.city });
}

function listingBlock(listing: MailListing, agency: Agency, t: TFunction): Part {
  const { shown } = listing;
  const link = absolute(listing.path, agency);
  const photo = absolute(shown.photo, agency);
  const title = heading(shown, t);
  const price = priceOf(shown, t);
  const reference = t('mail:reference', { id: listing.id });
  return {
    text: `${title}\n${shown.title}\n${price} · ${reference}\n${link}`,
    html: markup`${[
      markup`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border-collapse:collapse"><tr><td>`,
      markup`<a href="${link}"><img src="${photo}" width="300" alt="${shown.title}" style="display:block;width:300px;max-width:100%;height:auto;border:0"></a>`,
      markup`<p style="margin:8px 0 0;font-size:17px"><strong>${title}</strong></p>`,
      markup`<p style="margin:4px 0">${shown.title}</p>`,
      markup`<p style="margin:4px 0"><strong>${price}</strong> <span style="color:#555">· ${reference}</span></p>`,
      markup`<p style="margin:4px 0"><a href="${link}">${t('mail:alerts.view')}</a></p>`,
      markup`</td></tr></table>`,
    ]}`,
  };
}

/** What every alert ends with: why it comes, how to change it, how to stop it; and the headers. */
function footer(recipient: AlertRecipient, agency: Agency, t: TFunction) {
  const lng = pageLanguage(recipient.lng);
  const preferences = alertPageUrl(agency.siteUrl, lng, 'preferences', recipient.token);
  const unsubscribe = alertPageUrl(agency.siteUrl, lng, 'unsubscribe', recipient.token);
  const why = t('mail:alerts.why', { site: agency.siteUrl });
  return {
    text: `${why}\n${t('mail:alerts.preferences', { link: preferences })}\n${t('mail:alerts.unsubscribe', { link: unsubscribe })}`,
    html: markup`${[
      markup`<p style="color:#555;font-size:13px">${why}<br>`,
      markup`<a href="${preferences}">${t('mail:alerts.preferencesLink')}</a> · `,
      markup`<a href="${unsubscribe}">${t('mail:alerts.unsubscribeLink')}</a></p>`,
    ]}`,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(agency.siteUrl, recipient.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function compose(
  recipient: AlertRecipient,
  agency: Agency,
  t: TFunction,
  subject: string,
  intro: string,
  blocks: Part[],
): OutgoingMail {
  const greeting = recipient.name ? t('mail:greeting', { name: recipient.name }) : t('mail:greetingPlain');
  const sign = signature(agency, t);
  const end = footer(recipient, agency, t);
  return {
    role: 'alert',
    to: recipient.email,
    replyTo: agency.email,
    subject,
    text: `${greeting}\n\n${intro}\n\n${blocks.map((b) => b.text).join('\n\n')}${sign.text}\n\n${end.text}`,
    html: page(subject, markup`<p>${greeting}</p><p>${intro}</p>${blocks.map((b) => b.html)}${sign.html}${end.html}`),
    attachments: [],
    headers: end.headers,
  };
}

/** One new listing, mailed as soon as it is found. */
export function matchMail(recipient: AlertRecipient, listing: MailListing, agency: Agency): OutgoingMail {
  const t = memoT(recipient.lng);
  const subject = oneLine(t('mail:alerts.match.subject', { title: heading(listing.shown, t) }));
  return compose(recipient, agency, t, subject, t('mail:alerts.match.intro'), [listingBlock(listing, agency, t)]);
}

/** The listings that waited for the day's or the week's mail. */
export function digestMail(
  recipient: AlertRecipient,
  listings: MailListing[],
  frequency: Exclude<AlertFrequency, 'immediately'>,
  agency: Agency,
): OutgoingMail {
  const t = memoT(recipient.lng);
  const subject = oneLine(t(`mail:alerts.digest.subject.${frequency}`));
  const intro = t(`mail:alerts.digest.intro.${frequency}`);
  return compose(
    recipient,
    agency,
    t,
    subject,
    intro,
    listings.map((listing) => listingBlock(listing, agency, t)),
  );
}
