import type { MenuModule } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import { lazyViews } from '../../components/lazyViews.tsx';

/**
 * The editorial parts of pages in the main bundle (menu modules, legal texts, contact details),
 * their own chunk (contentViews.ts): see components/lazyViews.tsx. A route whose page shows
 * them loads the chunk with its own (routes/routeObjects.tsx).
 */
const content = lazyViews(() => import('./contentViews.ts'));
const slot = content.slot;
export const loadContentViews = content.load;

export const ContentModule = slot<{ module: MenuModule; lng: Lng }>((v) => v.ContentModule);
export const EditorialPart = slot<{ routeId: string; lng: Lng }>((v) => v.EditorialPart);
export const ContactDetailsPart = slot<{ lng: Lng }>((v) => v.ContactDetailsPart);
