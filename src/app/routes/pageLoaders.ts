import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import type { PageData } from './pageData.ts';
import { notFound } from './notFound.ts';
import { FEEDBACK_KINDS } from '../../domain/routes/fixedRoutes.ts';
import { contentItemOf } from '../pages/contentPages.ts';

/** An article, news item or testimonial: an unknown slug is a 404. */
export async function contentItemLoader(match: RouteMatch, data: PageData): Promise<void> {
  const content = await data.content(match.lng);
  if (content && !contentItemOf(match, content)) throw notFound();
}

/** A thank-you page exists for each kind of request only. */
export function feedbackLoader(match: RouteMatch): Promise<void> {
  if (!(FEEDBACK_KINDS as readonly string[]).includes(match.params.kind ?? '')) throw notFound();
  return Promise.resolve();
}
