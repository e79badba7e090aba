import { useTranslation } from 'react-i18next';
import type { BannerKey } from './submit.ts';

export interface SummaryItem {
  id: string;
  label: string;
  error: string;
}

/** Banners whose text the catalogue already holds elsewhere, said the same way in both places. */
const BANNER_TEXT: Partial<Record<BannerKey, string>> = { propertyGone: 'forms:errors.unknownProperty' };

/**
 * The banner above the form after a failed send: what went wrong and nothing was sent,
 * with a link to each field in red. It is an alert, so it is read out when it appears.
 * `messages` are the server's errors that belong to no field the visitor can correct (the
 * listing itself is gone): text, since there is nothing to link to.
 */
export function ErrorSummary({
  banner,
  items,
  messages = [],
}: {
  banner: BannerKey;
  items: SummaryItem[];
  messages?: string[];
}) {
  const { t } = useTranslation();
  // "The fields in red are not valid" would send the visitor looking for red that is not there.
  const title = banner !== 'invalid' || items.length > 0 || messages.length === 0;
  return (
    <div className="form-banner" role="alert">
      {title && <p className="form-banner__title">{t(BANNER_TEXT[banner] ?? `forms:banner.${banner}`)}</p>}
      {messages.map((message) => (
        <p key={message} className="form-banner__title">
          {t(`forms:${message}`)}
        </p>
      ))}
      {banner === 'invalid' && items.length > 0 && (
        <ul className="form-banner__list">
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>
                {item.label}: {t(`forms:${item.error}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
