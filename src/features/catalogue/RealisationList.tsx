import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import { selectRealisations } from '../../state/catalogue/selectors.ts';
import { useCatalogue } from '../../state/catalogue/useCatalogue.ts';
import { CatalogueState } from '../../components/CatalogueState.tsx';
import { ListingGrid } from './ListingGrid.tsx';

/** The realisations page's module: listings sold or let by the agency. */
export function RealisationList({ lng, perRow, max }: { lng: Lng; perRow: number; max: number }) {
  const { t } = useTranslation();
  const { status, retry } = useCatalogue(lng);
  const listings = useAppSelector((state) => selectRealisations(state, lng)).slice(0, max);
  if (status !== 'ready') return <CatalogueState status={status} retry={retry} />;
  if (listings.length === 0) return <p className="notice">{t('catalogue.list.empty')}</p>;
  return <ListingGrid lng={lng} listings={listings} perRow={perRow} headingLevel={2} />;
}
