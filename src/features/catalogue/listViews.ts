/**
 * The sale and rent lists with their filter form and advanced criteria, one chunk: only the
 * pages with a list load it (listSlots.tsx; routes/routeObjects.tsx loads it with the page).
 */
export { ListingList } from './ListingList.tsx';
