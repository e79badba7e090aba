import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';

/**
 * The login and the portal are their own chunks (with Formik and yup, which the forms chunk
 * shares): public pages never load them, and the portal's graph is a further chunk. Like the
 * forms, a login or portal page loads its chunk before it renders or hydrates.
 */
export type OwnerPageName = 'login' | 'portal';
type PageComponent = ComponentType<{ lng: Lng }>;

const loaded: Partial<Record<OwnerPageName, PageComponent>> = {};
const importers: Record<OwnerPageName, () => Promise<{ default: PageComponent }>> = {
  login: () => import('./LoginPage.tsx'),
  portal: () => import('./PortalPage.tsx'),
};

export function loadOwnerPage(page: OwnerPageName): Promise<PageComponent> {
  return importers[page]().then((module) => {
    loaded[page] = module.default;
    return module.default;
  });
}

const lazyPages: Record<OwnerPageName, PageComponent> = {
  login: lazy(() => loadOwnerPage('login').then((component) => ({ default: component }))),
  portal: lazy(() => loadOwnerPage('portal').then((component) => ({ default: component }))),
};

export function OwnerSlot({ page, lng }: { page: OwnerPageName; lng: Lng }) {
  const { t } = useTranslation();
  const Page = loaded[page] ?? lazyPages[page];
  return (
    <Suspense fallback={<p className="container form-loading">{t('formLoading')}</p>}>
      <Page lng={lng} />
    </Suspense>
  );
}
