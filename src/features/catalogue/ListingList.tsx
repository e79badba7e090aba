import { useTranslation } from '../../components/i18n.tsx';
import { Link, useLocation } from '../../components/router/index.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { useIsHydrated } from '../../components/useIsHydrated.ts';
import { useAppSelector } from '../../app/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import type { Goal } from './types.ts';
import { listSearch, parseListQuery } from './listQuery.ts';
import { selectCities, selectListPage, selectProjectsById, selectTypeCounts } from './selectors.ts';
import { useCatalogue } from './useCatalogue.ts';
import { CatalogueState } from './CatalogueState.tsx';
import { ListFilters } from './ListFilters.tsx';
import { ListingCardView } from './ListingCardView.tsx';

/**
 * A list page's listings (module "property-list"): filters, the paging line, the cards and
 * the pages. The query string is read once hydrated: the prerendered HTML is the unfiltered
 * first page, and a link with filters renders them right after.
 */
export function ListingList({
  lng,
  goal,
  pageSize,
  perRow,
  action,
}: {
  lng: Lng;
  goal: Goal;
  pageSize: number;
  perRow: number;
  action: string;
}) {
  const { t } = useTranslation();
  const hydrated = useIsHydrated();
  const location = useLocation();
  const search = hydrated ? location.search : '';
  const { query, ignored } = parseListQuery(search);
  const { status, retry } = useCatalogue(lng);
  const list = useAppSelector((state) => selectListPage(state, lng, goal, query, pageSize));
  const types = useAppSelector((state) => selectTypeCounts(state, lng));
  const cities = useAppSelector((state) => selectCities(state, lng, goal === 0 ? 'sale' : 'rent'));
  const projects = useAppSelector((state) => selectProjectsById(state, lng));

  if (status !== 'ready') return <CatalogueState status={status} retry={retry} />;
  const filtered = query.q !== null || query.city !== null || query.type !== null;

  return (
    <div className="listing-list">
      <ListFilters key={search} goal={goal} query={query} types={types} cities={cities} action={action} />
      {ignored.length > 0 && (
        <p className="notice" role="status">
          {t('catalogue.list.ignored')}
        </p>
      )}
      {query.q && <p className="listing-list__query">{t('catalogue.list.searchedFor', { q: query.q })}</p>}
      <div className="listing-list__summary">
        <p role="status" className="listing-list__paging">
          {list.total === 0
            ? t('catalogue.list.empty')
            : t('catalogue.list.paging', { page: list.page, pages: list.pages, count: list.total })}
        </p>
        {filtered && (
          <Link className="listing-list__reset" to={action + listSearch({ sort: query.sort })}>
            {t('catalogue.list.reset')}
          </Link>
        )}
      </div>
      {list.items.length > 0 && (
        <ul className="card-grid" style={{ '--per-row': perRow } as React.CSSProperties}>
          {list.items.map((listing, i) => (
            <li key={listing.ID}>
              <ListingCardView
                listing={listing}
                project={listing.ProjectID === null ? undefined : projects.get(listing.ProjectID)}
                lng={lng}
                // The first row is in the HTML; none is fetched at high priority: on a phone the
                // first photo sits below the filters, so the largest paint is the intro text,
                // and an early image only delays it on a slow line (Lighthouse mobile LCP
                // 1280 ms with it, 1083 ms without).
                eager={i < perRow}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pages={list.pages}
        hrefFor={(page) => action + listSearch({ ...query, page })}
        labels={{
          nav: t('catalogue.pagination.nav'),
          previous: t('catalogue.pagination.previous'),
          next: t('catalogue.pagination.next'),
          page: (n) => t('catalogue.pagination.page', { page: n }),
        }}
      />
    </div>
  );
}
