import { useTranslation } from '../../components/i18n.tsx';
import type { BannerKey } from './submit.ts';

export interface SummaryItem {
  id: string;
  label: string;
  error: string;
}

/**
 * The banner above the form after a failed send: what went wrong and nothing was sent,
 * with a link to each field in red. It is an alert, so it is read out when it appears.
 */
export function ErrorSummary({ banner, items }: { banner: BannerKey; items: SummaryItem[] }) {
  const { t } = useTranslation();
  return (
    <div className="form-banner" role="alert">
      <p className="form-banner__title">{t(`forms:banner.${banner}`)}</p>
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
