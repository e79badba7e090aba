import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: the page's, then the back office's name (in the member's language). */
export function usePageTitle(key: string) {
  const { t } = useTranslation();
  const title = `${t(`office:${key}`)} – ${t('office:title')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
