import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { site } from '../../config/site.ts';
import type { Lng } from '../../config/languages.ts';
import { formatDate } from '../../lib/dates.ts';
import { RichText } from './RichText.tsx';
import type { ServiceArticle } from '../../domain/content/types.ts';

/** A services article under its page's h1: the text, its date, and an invitation to ask for a valuation. */
export function ArticleView({ article, lng }: { article: ServiceArticle; lng: Lng }) {
  const { t } = useTranslation();
  const ctaId = useId();
  return (
    <div className="content-body">
      <RichText nodes={article.body} />
      <p className="content-meta">{t('content.updated', { date: formatDate(article.updated) })}</p>
      {/* The valuation page exists only while the agency offers it (as in the header). */}
      {site.freeEvaluation.enabled && (
        <section className="content-cta" aria-labelledby={ctaId}>
          <h2 id={ctaId} className="content-cta__title">
            {t('content.valuationCta.title')}
          </h2>
          <p>{t('content.valuationCta.text')}</p>
          <Link className="button button--accent" to={hrefFor('contact-demand', lng)}>
            {t('content.valuationCta.link')}
          </Link>
        </section>
      )}
    </div>
  );
}
