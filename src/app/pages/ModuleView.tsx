import type { MenuModule } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import { ListingListSlot } from '../../features/catalogue/listSlots.tsx';
import { NewestListings } from '../../features/catalogue/NewestListings.tsx';
import { ProjectList } from '../../features/catalogue/ProjectList.tsx';
import { RealisationList } from '../../features/catalogue/RealisationList.tsx';
import { StatsView } from '../../features/catalogue/StatsView.tsx';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { ContactModule } from './ContactModule.tsx';
import { ContentModule } from './contentSlots.tsx';
import { goalOfPage, moduleItems } from '../../domain/routes/moduleProps.ts';

/**
 * Renders one module of a menu page (menu.json "modules"), honouring its view, maxItems and
 * numberItemOfRow. `leading`: the module opens the page, so its first photo may be the largest paint.
 */
export function ModuleView({
  module,
  match,
  lng,
  leading = false,
}: {
  module: MenuModule;
  match: RouteMatch;
  lng: Lng;
  leading?: boolean;
}) {
  if (module.status !== 'Published') return null;
  const { max, perRow } = moduleItems(module);
  switch (module.type) {
    case 'property-list':
      if (module.view === 'newest') {
        return <NewestListings lng={lng} max={max} perRow={perRow} leading={leading} />;
      }
      if (module.view === 'realisations') return <RealisationList lng={lng} max={max} perRow={perRow} />;
      return (
        <ListingListSlot
          lng={lng}
          goal={goalOfPage(match.route.menuEntry?.path)}
          pageSize={max}
          perRow={perRow}
          action={hrefFor(match.route.id, lng)}
        />
      );
    case 'stats-view':
      return <StatsView lng={lng} />;
    case 'project-list':
      return <ProjectList lng={lng} max={max} perRow={perRow} leading={leading} />;
    case 'contact':
      return <ContactModule lng={lng} />;
    case 'article':
    case 'category':
      return <ContentModule module={module} lng={lng} />;
    default:
      return null;
  }
}

export function sortedModules(modules: MenuModule[]): MenuModule[] {
  return [...modules].sort((a, b) => a.position - b.position);
}
