/** The purchase-cost calculator's page: see costSlots.tsx. */
export { CostsPage } from './CostsPage.tsx';
