import { useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The rows of a card grid: `perRow` on wide screens, at most two on tablets, one on phones
 * (the breakpoints live in catalogue.css and content.css).
 */
export function gridStyle(perRow: number): CSSProperties {
  const wide = Math.min(Math.max(Math.round(perRow), 1), 6);
  return { '--per-row': wide, '--per-row-md': Math.min(wide, 2) } as CSSProperties;
}

/** A section of content cards (articles, news, team, testimonials): its heading, then the grid. */
export function CardSection<T extends { key: string }>({
  items,
  heading,
  perRow,
  empty,
  children,
}: {
  items: T[];
  heading?: string;
  /** Without it the grid keeps the stylesheet's columns. */
  perRow?: number;
  /** Shown instead of an empty grid. */
  empty?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="content-section" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className="content-section__title">
          {heading}
        </h2>
      )}
      {items.length === 0 && empty ? (
        empty
      ) : (
        <ul className="card-grid content-grid" style={perRow === undefined ? undefined : gridStyle(perRow)}>
          {items.map((item) => (
            <li key={item.key}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A card whose title is its one link and covers the whole card, as the listing cards do; `media` shows above it. */
export function LinkedCard({
  href,
  title,
  media,
  children,
}: {
  href: string;
  title: string;
  media?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="card content-card">
      {media}
      <div className="card__body">
        <h3 className="card__title">
          <Link className="card__link" to={href}>
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}
