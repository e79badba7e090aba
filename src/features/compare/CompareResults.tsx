import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import type { Compared } from './compareFacts.ts';
import { CompareTable } from './CompareTable.tsx';
import { useCompareDetails } from './useCompareDetails.ts';
import { usePurchaseEstimate } from './usePurchaseEstimate.ts';

/**
 * The table once every detail file has settled (and the cost estimate has loaded), so its rows
 * do not fill in one by one. A file that failed leaves its cells "not known" and offers a retry.
 */
export function CompareResults({
  lng,
  listings,
  onRemove,
  regionRef,
}: {
  lng: Lng;
  listings: ListingCard[];
  onRemove: (id: number) => void;
  regionRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const ids = useMemo(() => listings.map((listing) => listing.ID), [listings]);
  const { status, details, retry } = useCompareDetails(lng, ids);
  const estimate = usePurchaseEstimate();
  const compared = useMemo<Compared[]>(
    () => listings.map((listing) => ({ listing, detail: details.get(listing.ID) ?? null })),
    [listings, details],
  );

  if (status === 'loading' || !estimate) {
    return (
      <p className="notice" role="status">
        {t('tools:compare.loading')}
      </p>
    );
  }
  return (
    <>
      {status === 'failed' && (
        <div className="notice notice--error" role="alert">
          <p>{t('tools:compare.failed')}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('tools:compare.retry')}
          </button>
        </div>
      )}
      <CompareTable lng={lng} compared={compared} estimate={estimate} onRemove={onRemove} regionRef={regionRef} />
    </>
  );
}
