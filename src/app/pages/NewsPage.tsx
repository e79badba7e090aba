import { useTranslation } from 'react-i18next';
import { NewsCards } from '../../features/content/NewsCards.tsx';
import { useContent } from '../../features/content/useContent.ts';
import { ContentPending } from '../../features/content/ContentPending.tsx';
import { hrefFor, type RouteMatch } from '../../domain/routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/** Every published news item, newest first (the services page shows the latest ten). */
export function NewsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const { lng } = match;
  const { data, status } = useContent(lng);
  return (
    <>
      <PageHeader match={match} intro={t(`routes.${match.route.id}.description`)} />
      <div className="container section">
        {data ? (
          <NewsCards
            items={data.news.items}
            max={data.news.items.length}
            perRow={3}
            hrefOf={(item) => hrefFor('news-item', lng, { slug: item.slug })}
          />
        ) : (
          <ContentPending status={status} />
        )}
      </div>
    </>
  );
}
