import type { RouteMatch } from '../routes/routeTable.ts';
import { HomePage } from './HomePage.tsx';
import { MenuPage } from './MenuPage.tsx';
import { ContentPage } from './ContentPage.tsx';
import { FeedbackPage } from './FeedbackPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * Chooses the page module of a matched route. Detail pages answer "not found" until the
 * catalogue provides listings: an unknown id is exactly that.
 */
export function PageForRoute({ match }: { match: RouteMatch }) {
  switch (match.route.page) {
    case 'home':
      return <HomePage match={match} />;
    case 'menu':
      return <MenuPage match={match} />;
    case 'feedback':
      return <FeedbackPage match={match} />;
    case 'content':
    case 'login':
    case 'owner-portal':
    case 'testimonials':
      return <ContentPage match={match} />;
    case 'testimonial':
    case 'property':
    case 'project':
    case 'project-unit':
      return <NotFoundPage lng={match.lng} />;
  }
}
