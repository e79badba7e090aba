import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuModule } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import { ArticleCards } from '../../features/content/ArticleCards.tsx';
import { NewsCards } from '../../features/content/NewsCards.tsx';
import { TeamCards } from '../../features/content/TeamCards.tsx';
import { useContent } from '../../features/content/useContent.ts';
import { ContentPending } from '../../features/content/ContentPending.tsx';
import { hrefFor } from '../../domain/routes/routeTable.ts';

/**
 * The editorial modules of menu.json: "article" (the services articles, then the way to the
 * testimonials) and "category" as the news view (spec section 9: at most 10, 3 per row, newest
 * first) or the team view (at most 4, by position), each limited by the module's maxItems and
 * laid out by its numberItemOfRow.
 */
export function ContentModule({ module, lng }: { module: MenuModule; lng: Lng }) {
  const { t } = useTranslation();
  const ctaId = useId();
  const { data, status } = useContent(lng);
  if (!data) {
    return <ContentPending status={status} />;
  }
  if (module.type === 'article') {
    return (
      <>
        <ArticleCards
          articles={data.articles}
          hrefOf={(article) => hrefFor('service-article', lng, { slug: article.slug })}
        />
        {/* What clients say of these services: the testimonials' way in (docs/DECISIONS.md, "Content pages"). */}
        {data.testimonials.length > 0 && (
          <section className="content-cta" aria-labelledby={ctaId}>
            <h2 id={ctaId} className="content-cta__title">
              {t('content.testimonialsCta.title')}
            </h2>
            <p>{t('content.testimonialsCta.text')}</p>
            <Link className="button button--secondary" to={hrefFor('testimonials', lng)}>
              {t('content.testimonialsCta.link')}
            </Link>
          </section>
        )}
      </>
    );
  }
  if (module.view === 'team-view') {
    return (
      <TeamCards
        members={data.team.members}
        max={module.maxItems ?? 4}
        perRow={module.numberItemOfRow ?? 4}
        heading={data.team.name}
      />
    );
  }
  return (
    <div>
      <NewsCards
        items={data.news.items}
        max={module.maxItems ?? 10}
        perRow={module.numberItemOfRow ?? 3}
        hrefOf={(item) => hrefFor('news-item', lng, { slug: item.slug })}
        heading={data.news.name}
      />
      {data.news.items.length > (module.maxItems ?? 10) && (
        <p className="content-section__more">
          <Link to={hrefFor('news', lng)}>{t('content.allNews')}</Link>
        </p>
      )}
    </div>
  );
}
