import type { RouteMatch } from '../routes/routeTable.ts';
import { lazyViews } from '../../components/lazyViews.tsx';

/** Route pages served by the tools' chunk (toolViews.ts): see components/lazyViews.tsx. */
export const TOOL_PAGES: readonly string[] = ['favourites', 'alerts', 'compare'];
export const isToolPage = (match: RouteMatch | null) => match !== null && TOOL_PAGES.includes(match.route.page);

const tools = lazyViews(() => import('./toolViews.ts'));
export const loadToolViews = tools.load;

export const FavouritesPage = tools.slot<{ match: RouteMatch }>((v) => v.FavouritesPage);
export const AlertsPage = tools.slot<{ match: RouteMatch }>((v) => v.AlertsPage);
export const ComparePage = tools.slot<{ match: RouteMatch }>((v) => v.ComparePage);
