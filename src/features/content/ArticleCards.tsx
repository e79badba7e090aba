import { useId } from 'react';
import { useTranslation } from '../../components/i18n.tsx';
import { Link } from '../../components/router/index.ts';
import type { ServiceArticle } from './types.ts';

/**
 * The services articles as cards. The title is each card's one link and covers the whole card
 * (as the listing cards do); "read more" is only a visual cue inside it, hidden from screen
 * readers, so no two links share the text "Read more" for different pages (WCAG 2.4.4).
 */
export function ArticleCards({
  articles,
  hrefOf,
  heading,
}: {
  articles: ServiceArticle[];
  hrefOf: (article: ServiceArticle) => string;
  heading?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="content-section" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className="content-section__title">
          {heading}
        </h2>
      )}
      <ul className="card-grid content-grid">
        {articles.map((article) => (
          <li key={article.key}>
            <article className="card content-card">
              <div className="card__body">
                <h3 className="card__title">
                  <Link className="card__link" to={hrefOf(article)}>
                    {article.title}
                  </Link>
                </h3>
                <p className="content-card__summary">{article.summary}</p>
                <span className="content-card__more" aria-hidden="true">
                  {t('content.readMore')}
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
