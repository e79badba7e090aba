/**
 * The visitor's tools (favourites, and next compare and the purchase costs), one chunk: pages
 * that do not show them never load it. toolSlots.tsx loads it.
 */
export { FavouritesPage } from './FavouritesPage.tsx';
export { AlertsPage } from './AlertsPage.tsx';
export { ComparePage } from './ComparePage.tsx';
