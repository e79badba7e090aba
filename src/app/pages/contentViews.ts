/**
 * The editorial pages' views, one chunk: no page that shows no content loads them (they would
 * push every page's boot JavaScript over its budget). contentSlots.tsx loads them.
 */
export { ContentItemPage } from './ContentItemPage.tsx';
export { NewsPage } from './NewsPage.tsx';
export { ContentModule } from './ContentModule.tsx';
export { EditorialPart } from './EditorialPart.tsx';
export { ContactDetailsPart } from './ContactDetailsPart.tsx';
