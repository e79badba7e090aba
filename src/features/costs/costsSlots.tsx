import { lazyViews } from '../../components/lazyViews.tsx';
import type { CostCalculatorProps } from './CostCalculator.tsx';

/** The calculator's own chunk (costsViews.ts): see components/lazyViews.tsx. */
const costs = lazyViews(() => import('./costsViews.ts'));
export const loadCostsViews = costs.load;

export const CostCalculatorSlot = costs.slot<CostCalculatorProps>((v) => v.CostCalculatorView);
