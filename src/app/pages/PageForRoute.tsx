import type { RouteMatch } from '../routes/routeTable.ts';
import { HomePage } from './HomePage.tsx';
import { MenuPage } from './MenuPage.tsx';
import { ContentPage } from './ContentPage.tsx';
import { FeedbackPage } from './FeedbackPage.tsx';
import { DetailPageSlot } from './detailPageLoader.tsx';
import { OwnerPage } from './OwnerPage.tsx';
import { ContentItemPage, NewsPage } from './contentSlots.tsx';
import { AlertsPage, ComparePage, FavouritesPage } from './toolSlots.tsx';
import { CostsPage } from './costSlots.tsx';

/** Chooses the page module of a matched route. */
export function PageForRoute({ match }: { match: RouteMatch }) {
  switch (match.route.page) {
    case 'home':
      return <HomePage match={match} />;
    case 'menu':
      return <MenuPage match={match} />;
    case 'feedback':
      return <FeedbackPage match={match} />;
    case 'login':
    case 'owner-portal':
      return <OwnerPage match={match} />;
    case 'content':
    case 'testimonials':
      return <ContentPage match={match} />;
    case 'article':
    case 'news-item':
    case 'testimonial':
      return <ContentItemPage match={match} />;
    case 'news':
      return <NewsPage match={match} />;
    case 'favourites':
      return <FavouritesPage match={match} />;
    case 'alerts':
      return <AlertsPage match={match} />;
    case 'compare':
      return <ComparePage match={match} />;
    case 'costs':
      return <CostsPage match={match} />;
    case 'property':
    case 'project':
    case 'project-unit':
      return <DetailPageSlot match={match} />;
  }
}
