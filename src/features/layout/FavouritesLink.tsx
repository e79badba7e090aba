import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import type { Lng } from '../../config/languages.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { useAppSelector } from '../../state/hooks.ts';
import { selectFavourites } from '../../state/favourites/favouritesSlice.ts';

/** The header's way to the favourites page: a heart, with the count once the list is read. */
export function FavouritesLink({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const count = useAppSelector((state) => selectFavourites(state).length);
  return (
    <Link to={hrefFor('favourites', lng)} className="icon-button header__favourites">
      <Icon name="heart" />
      <span className="visually-hidden">{t('favourites.link', { count })}</span>
      {count > 0 && (
        <span className="header__count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
