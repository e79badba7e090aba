import { useEffect, useState } from 'react';
import type { PurchaseEstimator } from './compareFacts.ts';

/** Said when the estimate's code could not be loaded: the cells then read "not known". */
const unavailable: PurchaseEstimator = ({ listing }) => ({ kind: listing.Goal === 0 ? 'unknown' : 'none' });

/**
 * The purchase-cost estimator, loaded once the page runs (never during the prerender, which
 * shows no comparison): its rates travel in their own small chunk, not in the tools chunk.
 * Null until it is there.
 */
export function usePurchaseEstimate(): PurchaseEstimator | null {
  const [estimate, setEstimate] = useState<PurchaseEstimator | null>(null);
  useEffect(() => {
    let live = true;
    import('./purchaseEstimate.ts')
      .then((module) => live && setEstimate(() => module.estimatePurchaseCosts))
      .catch(() => live && setEstimate(() => unavailable));
    return () => {
      live = false;
    };
  }, []);
  return estimate;
}
