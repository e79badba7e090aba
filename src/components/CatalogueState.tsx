import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../lib/loadStatus.ts';

/** What a catalogue view shows while its data is on the way, or when it could not come. */
export function CatalogueState({ status, retry }: { status: LoadStatus; retry: () => void }) {
  const { t } = useTranslation();
  if (status === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('catalogue.error')}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t('catalogue.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="notice" role="status">
      {t('catalogue.loading')}
    </p>
  );
}
