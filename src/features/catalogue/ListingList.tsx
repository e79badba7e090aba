import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Pagination } from '../../components/Pagination.tsx';
import { useHydrated } from '../../components/useHydrated.ts';
import { useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import type { Goal } from '../../domain/catalogue/types.ts';
import { listSearch, parseListQuery } from '../../domain/catalogue/listQuery.ts';
import { prerenderedSearch } from '../../lib/listPages.ts';
import { selectCities, selectTypeCounts } from '../../state/catalogue/selectors.ts';
import { selectListPage } from '../../state/catalogue/listSelectors.ts';
import { useCatalogue } from '../../state/catalogue/useCatalogue.ts';
import { CatalogueState } from '../../components/CatalogueState.tsx';
import { ListFilters } from './ListFilters.tsx';
import { FiltersDialog } from './FiltersDialog.tsx';
import { criteriaCount } from '../../domain/criteria/criteria.ts';
import { ListingGrid } from './ListingGrid.tsx';
import { useSlots } from '../../components/slots.tsx';
import { SaveSearchLink } from './SaveSearchLink.tsx';

/**
 * A list page's listings (module "property-list"): filters, the paging line, the cards and
 * the pages. The query string is read once hydrated: the prerendered HTML is a page of the
 * unfiltered list (the first, or page N for ?page=N: listPages.ts), and a link with filters
 * renders them right after.
 *
 * A phone opens on the listings: the form is hidden by CSS and a "Filters (n)" button beside
 * the paging line opens it in a full-screen dialog (FiltersDialog). Both are in the HTML and
 * the media query alone picks one (catalogue.css), so nothing moves when the page loads.
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
  const { useListingsShown } = useSlots();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const search = hydrated ? searchParams.toString() : prerenderedSearch(searchParams);
  const { query, ignored } = parseListQuery(search);
  const { status, retry } = useCatalogue(lng);
  const list = useAppSelector((state) => selectListPage(state, lng, goal, query, pageSize));
  const types = useAppSelector((state) => selectTypeCounts(state, lng));
  const cities = useAppSelector((state) => selectCities(state, lng, goal === 0 ? 'sale' : 'rent'));
  useListingsShown(lng, list.items, status === 'ready');
  const { key: locationKey } = useLocation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  // Closed by Escape or its close button, focus goes back to the "Filters" button at once;
  // applied, once the list has its new URL, which first sends focus to <main> (AppRoot.tsx).
  const returnFocus = useRef<'now' | 'navigated' | null>(null);
  const openDialog = () => {
    returnFocus.current = null;
    setDialogOpen(true);
  };
  const closeDialog = (applied: boolean) => {
    returnFocus.current ??= applied ? 'navigated' : 'now';
    setDialogOpen(false);
  };
  const focusBackAfter = (when: 'now' | 'navigated') => {
    if (returnFocus.current !== when) return;
    returnFocus.current = null;
    requestAnimationFrame(() => filtersButton.current?.focus());
  };
  useEffect(() => {
    focusBackAfter('now');
  }, [dialogOpen]);
  useEffect(() => {
    focusBackAfter('navigated');
  }, [locationKey]);

  if (status !== 'ready') return <CatalogueState status={status} retry={retry} />;
  // Sold and let listings never count as for sale or for rent: they follow, counted apart.
  const ended = list.total - list.available;
  const filtered = query.q !== null || query.city !== null || query.type !== null;
  // Criteria set, as the form's disclosure counts them, plus the type and the town.
  const set = criteriaCount(query) + (query.type !== null ? 1 : 0) + (query.city !== null ? 1 : 0);
  const filterProps = { lng, goal, query, types, cities, action };

  return (
    <div className="listing-list">
      <div className="listing-list__filters">
        <ListFilters key={search} {...filterProps} />
      </div>
      {ignored.length > 0 && (
        <p className="notice" role="status">
          {t('catalogue.list.ignored')}
        </p>
      )}
      {query.q && <p className="listing-list__query">{t('catalogue.list.searchedFor', { q: query.q })}</p>}
      <div className="listing-list__summary">
        <button
          ref={filtersButton}
          type="button"
          className="button button--secondary listing-list__open-filters"
          aria-haspopup="dialog"
          onClick={openDialog}
        >
          {set > 0 ? t('catalogue.filters.openCount', { count: set }) : t('catalogue.filters.open')}
        </button>
        <p role="status" className="listing-list__paging">
          {list.total === 0
            ? t('catalogue.list.empty')
            : t('catalogue.list.paging', { page: list.page, pages: list.pages, count: list.available })}
          {ended > 0 && t(goal === 0 ? 'catalogue.list.soldAfter' : 'catalogue.list.letAfter', { count: ended })}
        </p>
        {filtered && (
          <Link className="listing-list__reset" to={action + listSearch({ sort: query.sort })}>
            {t('catalogue.list.reset')}
          </Link>
        )}
      </div>
      {list.items.length > 0 && (
        // On a phone the filters are behind their button, so the first card's photo is the
        // largest paint of the first screen: fetched first, not natively lazy (which waits for layout).
        <ListingGrid lng={lng} listings={list.items} perRow={perRow} priorityFirst />
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
      <SaveSearchLink lng={lng} goal={goal} query={query} />
      {dialogOpen && (
        <FiltersDialog onClose={() => closeDialog(false)}>
          <ListFilters key={search} {...filterProps} inDialog onApplied={() => closeDialog(true)} />
        </FiltersDialog>
      )}
    </div>
  );
}
