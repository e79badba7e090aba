import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import { favouriteOf } from '../../state/favourites/favouriteOf.ts';
import { priceText } from '../../components/PriceText.tsx';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import { compareHref, MAX_COMPARED } from './compareUrl.ts';

/**
 * The favourites page's way into a comparison: a checkbox per listing still online, at most
 * MAX_COMPARED ticked (the others are disabled and the page says why), and a link to the
 * comparison once two are ticked. The link is the comparison's address, so it can be opened
 * in a new tab or copied.
 */
export function ComparePicker({ lng, listings }: { lng: Lng; listings: ListingCard[] }) {
  const { t } = useTranslation();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const fullId = `${baseId}-full`;
  const [ticked, setTicked] = useState<number[]>([]);
  // In the list's order, and only listings still on it (another tab may remove a favourite).
  const selected = listings.filter((listing) => ticked.includes(listing.ID)).map((listing) => listing.ID);
  const full = selected.length >= MAX_COMPARED;
  const toggle = (id: number, on: boolean) =>
    setTicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  if (listings.length < 2) return null;
  return (
    <fieldset className="compare-pick" aria-describedby={hintId}>
      <legend className="compare-pick__legend">{t('tools:favourites.compare.legend')}</legend>
      <p id={hintId} className="compare-pick__hint">
        {t('tools:favourites.compare.hint', { max: MAX_COMPARED })}
      </p>
      <ul className="compare-pick__list">
        {listings.map((listing) => {
          const { title, place } = favouriteOf(listing);
          const on = selected.includes(listing.ID);
          const disabled = full && !on;
          const inputId = `${baseId}-${listing.ID}`;
          return (
            <li key={listing.ID} className="compare-pick__item">
              <input
                id={inputId}
                type="checkbox"
                checked={on}
                disabled={disabled}
                aria-describedby={disabled ? fullId : undefined}
                onChange={(event) => toggle(listing.ID, event.target.checked)}
              />
              <label htmlFor={inputId} className="compare-pick__label">
                <span className="compare-pick__title">{title}</span>{' '}
                <span className="compare-pick__place">{place}</span>{' '}
                <span className="compare-pick__price">{priceText(listing, t)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div role="status" className="compare-pick__status">
        {full && <p id={fullId}>{t('tools:favourites.compare.full', { max: MAX_COMPARED })}</p>}
      </div>
      {selected.length >= 2 && (
        <Link className="button" to={compareHref(lng, selected)}>
          {t('tools:favourites.compare.link', { count: selected.length })}
        </Link>
      )}
    </fieldset>
  );
}
