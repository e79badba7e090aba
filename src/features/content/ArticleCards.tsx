import { useTranslation } from 'react-i18next';
import type { ServiceArticle } from '../../domain/content/types.ts';
import { CardSection, LinkedCard } from './CardSection.tsx';

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
  return (
    <CardSection items={articles} heading={heading}>
      {(article) => (
        <LinkedCard href={hrefOf(article)} title={article.title}>
          <p className="content-card__summary">{article.summary}</p>
          <span className="content-card__more" aria-hidden="true">
            {t('content.readMore')}
          </span>
        </LinkedCard>
      )}
    </CardSection>
  );
}
