import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import { selectNewest } from '../../state/catalogue/selectors.ts';
import { useCatalogue } from '../../state/catalogue/useCatalogue.ts';
import { CatalogueState } from '../../components/CatalogueState.tsx';
import { ListingGrid } from './ListingGrid.tsx';

/**
 * The home page's newest properties: at most 4, 4 per row (spec section 9). Their photos are in
 * the HTML only when the module leads the page; under a picture banner they are below the first
 * screen and would only share the slow line with the banner's picture, the page's largest paint.
 */
export function NewestListings({
  lng,
  max,
  perRow,
  leading = false,
}: {
  lng: Lng;
  max: number;
  perRow: number;
  leading?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { status, retry } = useCatalogue(lng);
  const newest = useAppSelector((state) => selectNewest(state, lng, max));
  return (
    <section className="container section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalogue.newest.title')}</h2>
      {status !== 'ready' ? (
        <CatalogueState status={status} retry={retry} />
      ) : newest.length === 0 ? (
        <p>{t('catalogue.list.empty')}</p>
      ) : (
        <ListingGrid lng={lng} listings={newest} perRow={perRow} eagerFirstRow={leading} />
      )}
    </section>
  );
}
