import type { RouteMatch } from '../routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * A page from menu.json: header and introduction now; its modules (property lists, project
 * list, articles, news and team, contact) render here as the features that own them land.
 */
export function MenuPage({ match }: { match: RouteMatch }) {
  const entry = match.route.menuEntry;
  return (
    <div className={entry?.css ?? undefined}>
      <PageHeader match={match} intro={entry?.params.seo.description[match.lng]} />
    </div>
  );
}
