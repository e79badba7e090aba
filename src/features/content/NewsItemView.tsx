import { formatDate } from '../../lib/dates.ts';
import { Picture } from '../../components/Picture.tsx';
import { RichText } from './RichText.tsx';
import type { NewsItem } from '../../domain/content/types.ts';

/**
 * A news item under its page's h1: its date, its picture (the page's largest paint: in the
 * HTML, fetched first), then its text.
 */
export function NewsItemView({ item }: { item: NewsItem }) {
  return (
    <div className="content-body">
      <p className="content-meta">
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </p>
      {item.photo && (
        <Picture
          name={item.photo.name}
          alt=""
          width={item.photo.width}
          height={item.photo.height}
          sizes="(min-width: 860px) 800px, 100vw"
          widths={[400, 600, 1360]}
          priority
          className="content-photo"
        />
      )}
      <RichText nodes={item.body} />
    </div>
  );
}
