import type { MenuModule } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import type { RouteMatch } from '../routes/routeTable.ts';
import { lazyViews } from '../../components/lazyViews.tsx';

/** The editorial views, their own chunk (contentViews.ts): see components/lazyViews.tsx. */
const content = lazyViews(() => import('./contentViews.ts'));
const slot = content.slot;
export const loadContentViews = content.load;

export const ContentItemPage = slot<{ match: RouteMatch }>((v) => v.ContentItemPage);
export const NewsPage = slot<{ match: RouteMatch }>((v) => v.NewsPage);
export const ContentModule = slot<{ module: MenuModule; lng: Lng }>((v) => v.ContentModule);
export const EditorialPart = slot<{ routeId: string; lng: Lng }>((v) => v.EditorialPart);
export const ContactDetailsPart = slot<{ lng: Lng }>((v) => v.ContactDetailsPart);
