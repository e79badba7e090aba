import type { RouteMatch } from '../routes/routeTable.ts';
import { lazyViews } from '../../components/lazyViews.tsx';

/**
 * The purchase-cost calculator's page, a chunk of its own (costViews.ts, with the calculator
 * and its dated rates): see components/lazyViews.tsx.
 */
const costs = lazyViews(() => import('./costViews.ts'));
export const loadCostsPage = costs.load;
export const isCostsPage = (match: RouteMatch | null) => match?.route.page === 'costs';

export const CostsPage = costs.slot<{ match: RouteMatch }>((v) => v.CostsPage);
