import { formatDate } from '../../lib/dates.ts';
import { RichText } from './RichText.tsx';
import type { NewsItem } from './types.ts';

/** A news item under its page's h1: its date, then its text. */
export function NewsItemView({ item }: { item: NewsItem }) {
  return (
    <div className="content-body">
      <p className="content-meta">
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </p>
      <RichText nodes={item.body} />
    </div>
  );
}
