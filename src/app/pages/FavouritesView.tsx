import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../components/useHydrated.ts';
import type { Lng } from '../../config/languages.ts';
import { useCatalogue } from '../../state/catalogue/useCatalogue.ts';
import { CatalogueState } from '../../components/CatalogueState.tsx';
import { ListingGrid } from '../../features/catalogue/ListingGrid.tsx';
import { MARQUEE } from '../../domain/catalogue/constants.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import { ComparePicker } from '../../features/compare/ComparePicker.tsx';
import {
  favouriteRemoved,
  selectFavourites,
  selectFavouritesRestored,
  type FavouriteItem,
} from '../../state/favourites/favouritesSlice.ts';

/**
 * The favourites page's list: the listings still online as cards (a sold or rented one keeps
 * its card, with its label and a note), the boxes to tick some of them for a comparison, and
 * the ones that are gone, named as they were, with a button to remove them. Nothing is shown
 * before the stored list is read (after hydration).
 */
export function FavouritesView({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const headingId = useId();
  // Until this part is hydrated it shows what the prerendered page shows: it may hydrate after
  // the list was read (inside a lazy boundary), and must not differ from the HTML then.
  const hydrated = useHydrated();
  const restored = useAppSelector(selectFavouritesRestored) && hydrated;
  const items = useAppSelector(selectFavourites);
  const { status, data, retry } = useCatalogue(lng);

  if (!restored) return <p className="notice">{t('tools:favourites.reading')}</p>;
  if (items.length === 0) return <p className="notice">{t('tools:favourites.empty')}</p>;
  if (status !== 'ready' || !data) return <CatalogueState status={status} retry={retry} />;

  const byId = new Map(data.properties.map((listing) => [listing.ID, listing]));
  const online: ListingCard[] = [];
  const gone: FavouriteItem[] = [];
  for (const item of items) {
    const listing = byId.get(item.id);
    if (listing) online.push(listing);
    else gone.push(item);
  }
  const ended = online.filter((l) => l.Marquee === MARQUEE.sold || l.Marquee === MARQUEE.rented).length;

  return (
    <>
      <p role="status" className="favourites__count">
        {t('tools:favourites.count', { count: items.length })}
      </p>
      {ended > 0 && <p className="notice">{t('tools:favourites.ended', { count: ended })}</p>}
      {online.length > 0 && <ListingGrid lng={lng} listings={online} perRow={3} headingLevel={2} />}
      <ComparePicker lng={lng} listings={online} />
      {gone.length > 0 && (
        <section className="section" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('tools:favourites.goneTitle')}</h2>
          <p>{t('tools:favourites.goneText')}</p>
          <ul className="favourites__gone">
            {gone.map((item) => (
              <li key={item.id}>
                <span>
                  {item.title || t('tools:favourites.reference', { id: item.id })}
                  {item.place && <span className="favourites__place">{item.place}</span>}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => dispatch(favouriteRemoved(item.id))}
                >
                  {t('tools:favourites.remove')}
                  <span className="visually-hidden"> {item.title || item.id}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
