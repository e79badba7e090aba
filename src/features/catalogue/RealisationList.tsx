import { useTranslation } from '../../components/i18n.tsx';
import { useAppSelector } from '../../app/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import { selectProjectsById, selectRealisations } from './selectors.ts';
import { useCatalogue } from './useCatalogue.ts';
import { CatalogueState } from './CatalogueState.tsx';
import { ListingCardView } from './ListingCardView.tsx';

/** The realisations page's module: listings sold or let by the agency. */
export function RealisationList({ lng, perRow, max }: { lng: Lng; perRow: number; max: number }) {
  const { t } = useTranslation();
  const { status, retry } = useCatalogue(lng);
  const listings = useAppSelector((state) => selectRealisations(state, lng)).slice(0, max);
  const projects = useAppSelector((state) => selectProjectsById(state, lng));
  if (status !== 'ready') return <CatalogueState status={status} retry={retry} />;
  if (listings.length === 0) return <p className="notice">{t('catalogue.list.empty')}</p>;
  return (
    <ul className="card-grid" style={{ '--per-row': perRow } as React.CSSProperties}>
      {listings.map((listing, i) => (
        <li key={listing.ID}>
          <ListingCardView
            listing={listing}
            project={listing.ProjectID === null ? undefined : projects.get(listing.ProjectID)}
            lng={lng}
            eager={i < perRow}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}
