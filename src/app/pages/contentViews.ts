/**
 * The editorial parts of pages, one chunk: no page that shows no content loads them (they would
 * push every page's boot JavaScript over its budget). contentSlots.tsx loads them.
 */
export { ContentModule } from './ContentModule.tsx';
export { EditorialPart } from './EditorialPart.tsx';
export { ContactDetailsPart } from './ContactDetailsPart.tsx';
