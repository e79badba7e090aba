import type { ComponentType } from 'react';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import type { Lng } from '../../config/languages.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * The login page and the owner portal: the page's heading, then the owner feature, whose
 * chunk the route's `lazy` has loaded with this one (pages.ts).
 */
export function ownerPage(Feature: ComponentType<{ lng: Lng }>): ComponentType<{ match: RouteMatch }> {
  return function OwnerPage({ match }: { match: RouteMatch }) {
    return (
      <>
        <PageHeader match={match} />
        <Feature lng={match.lng} />
      </>
    );
  };
}
