import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import type { NewsItem } from '../../domain/content/types.ts';
import { CardSection, LinkedCard } from './CardSection.tsx';
import { ContentPicture } from './ContentPicture.tsx';

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
  return (
    <CardSection
      items={items.slice(0, Math.max(max, 0))}
      heading={heading}
      perRow={perRow}
      empty={<p className="content-empty">{t('content.noNews')}</p>}
    >
      {(item) => (
        <LinkedCard
          href={hrefOf(item)}
          title={item.title}
          media={item.photo && <ContentPicture photo={item.photo} shape="wide" />}
        >
          {/* After the title in the HTML (a heading starts the card), shown above it. */}
          <p className="content-card__date">
            <time dateTime={item.date}>{formatDate(item.date)}</time>
          </p>
          <p className="content-card__summary">{item.summary}</p>
        </LinkedCard>
      )}
    </CardSection>
  );
}
