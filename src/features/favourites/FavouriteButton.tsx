import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../components/useHydrated.ts';
import {
  favouriteAdded,
  favouriteRemoved,
  selectFavouritesRestored,
  selectIsFavourite,
  type FavouriteItem,
} from '../../state/favourites/favouritesSlice.ts';

const HEART = 'M12 20 4.5 12.5A4.5 4.5 0 0 1 12 6.8a4.5 4.5 0 0 1 7.5 5.7z';

/**
 * The heart on a card or a detail page: a toggle button (aria-pressed) whose name says what it
 * keeps. It waits for the stored list to be read, so an early click cannot overwrite it.
 */
export function FavouriteButton({
  listing,
  className = '',
}: {
  listing: Omit<FavouriteItem, 'addedAt'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Hydrated as prerendered (off, disabled) even when the list was read first: a button in a
  // lazy boundary may hydrate after that, and its attributes would not be corrected.
  const hydrated = useHydrated();
  const ready = useAppSelector(selectFavouritesRestored) && hydrated;
  const saved = useAppSelector((state) => selectIsFavourite(state, listing.id)) && hydrated;
  const toggle = () =>
    dispatch(saved ? favouriteRemoved(listing.id) : favouriteAdded({ ...listing, addedAt: new Date().toISOString() }));
  return (
    <button
      type="button"
      className={`favourite${saved ? ' favourite--on' : ''} ${className}`}
      aria-pressed={saved}
      aria-label={t('favourites.button', { title: listing.title })}
      title={t(saved ? 'favourites.saved' : 'favourites.save')}
      disabled={!ready}
      onClick={toggle}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART} fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
