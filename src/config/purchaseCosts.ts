/**
 * The purchase-cost figures, typed. snapshot/config/purchase-costs.json is checked against
 * src/config/purchaseCostsSchema.ts at build time (`checkPurchaseCosts`), so here it is only
 * given its type: zod stays out of the browser.
 *
 * The file's notes and sources travel with whatever chunk imports this module (a few KB):
 * import it from the calculator's lazy chunk, not from code every page runs.
 */
import type { PurchaseCostsConfig } from './purchaseCostsSchema.ts';
import purchaseCostsJson from '../../snapshot/config/purchase-costs.json';

export const purchaseCosts = purchaseCostsJson as PurchaseCostsConfig;
