import { createContext, useContext, useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The rows of a card grid: `perRow` on wide screens, at most two on tablets, one on phones
 * (the breakpoints live in catalogue.css and content.css).
 */
export function gridStyle(perRow: number): CSSProperties {
  const wide = Math.min(Math.max(Math.round(perRow), 1), 6);
  return { '--per-row': wide, '--per-row-md': Math.min(wide, 2) } as CSSProperties;
}

/**
 * The level of a card's title: under the section's own h2, an h3; in a section without a heading
 * (a list page whose h1 says what it lists), an h2, so the outline never jumps from h1 to h3.
 */
const CardHeading = createContext<'h2' | 'h3'>('h3');

/** A card's title: an h2 or an h3, by the section it is in. */
export function CardTitle({ children }: { children: ReactNode }) {
  return useContext(CardHeading) === 'h2' ? (
    <h2 className="card__title">{children}</h2>
  ) : (
    <h3 className="card__title">{children}</h3>
  );
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
        <CardHeading.Provider value={heading ? 'h3' : 'h2'}>
          <ul className="card-grid content-grid" style={perRow === undefined ? undefined : gridStyle(perRow)}>
            {items.map((item) => (
              <li key={item.key}>{children(item)}</li>
            ))}
          </ul>
        </CardHeading.Provider>
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
        <CardTitle>
          <Link className="card__link" to={href}>
            {title}
          </Link>
        </CardTitle>
        {children}
      </div>
    </article>
  );
}
