import { useTranslation } from 'react-i18next';

/** What a page shows while its own code (a lazy route chunk) loads. */
export function OfficeLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('office:loading')}</p>;
}
