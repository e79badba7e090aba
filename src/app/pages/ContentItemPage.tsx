import { ArticleView } from '../../features/content/ArticleView.tsx';
import { NewsItemView } from '../../features/content/NewsItemView.tsx';
import { TestimonialView } from '../../features/content/TestimonialView.tsx';
import { useContent } from '../../features/content/useContent.ts';
import { ContentPending } from '../../features/content/ContentPending.tsx';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageHeader } from './PageHeader.tsx';
import { contentItemOf } from './contentPages.ts';

/** A services article, a news item or a testimonial, found by its slug; an unknown slug is a 404. */
export function ContentItemPage({ match }: { match: RouteMatch }) {
  const { lng } = match;
  const entry = useContent(lng);
  if (!entry.data) {
    return <ContentPending status={entry.status} className="container section notice" />;
  }
  const item = contentItemOf(match, entry.data);
  if (!item) return <NotFoundPage lng={lng} />;
  const { slug } = match.params;
  const article = item.kind === 'articles' ? entry.data.articles.find((a) => a.slug === slug) : undefined;
  const news = item.kind === 'news' ? entry.data.news.items.find((n) => n.slug === slug) : undefined;
  const testimonial = item.kind === 'testimonials' ? entry.data.testimonials.find((x) => x.slug === slug) : undefined;
  return (
    <>
      <PageHeader match={match} title={item.title} />
      <div className="container section content-page">
        {article && <ArticleView article={article} lng={lng} />}
        {news && <NewsItemView item={news} />}
        {testimonial && <TestimonialView testimonial={testimonial} />}
      </div>
    </>
  );
}
