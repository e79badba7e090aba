import { useId, type CSSProperties } from 'react';
import { useTranslation } from '../../components/i18n.tsx';
import { Link } from '../../components/router/index.ts';
import { formatDate } from '../../lib/dates.ts';
import type { NewsItem } from './types.ts';

/**
 * The rows of a card grid: `perRow` on wide screens, at most two on tablets, one on phones
 * (the breakpoints live in catalogue.css and content.css).
 */
export function gridStyle(perRow: number): CSSProperties {
  const wide = Math.min(Math.max(Math.round(perRow), 1), 6);
  return { '--per-row': wide, '--per-row-md': Math.min(wide, 2) } as CSSProperties;
}

/** The news view: the newest `max` items (they arrive newest first), each card one link. */
export function NewsCards({
  items,
  max,
  perRow,
  hrefOf,
  heading,
}: {
  items: NewsItem[];
  max: number;
  perRow: number;
  hrefOf: (item: NewsItem) => string;
  heading?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = items.slice(0, Math.max(max, 0));
  return (
    <section className="content-section" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className="content-section__title">
          {heading}
        </h2>
      )}
      {shown.length === 0 ? (
        <p className="content-empty">{t('content.noNews')}</p>
      ) : (
        <ul className="card-grid content-grid" style={gridStyle(perRow)}>
          {shown.map((item) => (
            <li key={item.key}>
              <article className="card content-card">
                <div className="card__body">
                  <h3 className="card__title">
                    <Link className="card__link" to={hrefOf(item)}>
                      {item.title}
                    </Link>
                  </h3>
                  {/* After the title in the HTML (a heading starts the card), shown above it. */}
                  <p className="content-card__date">
                    <time dateTime={item.date}>{formatDate(item.date)}</time>
                  </p>
                  <p className="content-card__summary">{item.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
