import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';
import { ModuleView, sortedModules } from './ModuleView.tsx';
import { columnClasses } from '../../lib/columns.ts';

/** A page from menu.json: header and introduction, then its modules in position order. */
export function MenuPage({ match }: { match: RouteMatch }) {
  const entry = match.route.menuEntry;
  return (
    <div className={entry?.css ?? undefined}>
      <PageHeader match={match} intro={entry?.params.seo.description[match.lng]} />
      {/* Modules on a 12-column grid, each as wide as its column sizes say (sm, md, lg). */}
      <div className="container section module-grid">
        {sortedModules(entry?.modules ?? [])
          .filter((module) => module.status === 'Published')
          .map((module, index) => (
            <div key={module.id} className={columnClasses(module.columns)}>
              <ModuleView module={module} match={match} lng={match.lng} leading={index === 0} />
            </div>
          ))}
      </div>
    </div>
  );
}
