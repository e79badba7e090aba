import type { RouteMatch } from '../routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';
import { ModuleView, sortedModules } from './ModuleView.tsx';

/** A page from menu.json: header and introduction, then its modules in position order. */
export function MenuPage({ match }: { match: RouteMatch }) {
  const entry = match.route.menuEntry;
  return (
    <div className={entry?.css ?? undefined}>
      <PageHeader match={match} intro={entry?.params.seo.description[match.lng]} />
      <div className="container section">
        {sortedModules(entry?.modules ?? []).map((module) => (
          <ModuleView key={module.id} module={module} match={match} lng={match.lng} />
        ))}
      </div>
    </div>
  );
}
