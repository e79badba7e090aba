import { useId, useState, type FormEvent } from 'react';
import { useAppSelector } from '../../state/hooks.ts';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../components/useHydrated.ts';
import { favouriteOf } from '../../state/favourites/favouriteOf.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import { selectFavourites, selectFavouritesRestored } from '../../state/favourites/favouritesSlice.ts';
import { MAX_COMPARED } from './compareUrl.ts';

/**
 * "Add a listing": the visitor's favourites still online and not compared yet. A select and a
 * button, not a select that acts on change (WCAG 3.2.2); at the limit both are disabled and
 * the page says why. Nothing shows before the stored favourites are read (after hydration).
 */
export function CompareAdd({
  catalogue,
  ids,
  onAdd,
}: {
  catalogue: ListingCard[] | null;
  ids: readonly number[];
  onAdd: (id: number) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const noteId = useId();
  const hydrated = useHydrated();
  const restored = useAppSelector(selectFavouritesRestored) && hydrated;
  const favourites = useAppSelector(selectFavourites);
  const [choice, setChoice] = useState('');
  if (!restored || !catalogue) return null;

  const byId = new Map(catalogue.map((listing) => [listing.ID, listing]));
  const candidates = favourites.flatMap((item) => {
    const listing = byId.get(item.id);
    return listing && !ids.includes(item.id) ? [favouriteOf(listing)] : [];
  });
  if (candidates.length === 0) return null;
  const full = ids.length >= MAX_COMPARED;
  const selected = candidates.some((c) => String(c.id) === choice) ? choice : String(candidates[0]?.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!full) onAdd(Number(selected));
  };

  return (
    <form className="compare-add" onSubmit={submit}>
      <label htmlFor={selectId} className="compare-add__label">
        {t('tools:compare.add.label')}
      </label>
      <div className="compare-add__row">
        <select
          id={selectId}
          className="input compare-add__select"
          value={selected}
          disabled={full}
          aria-describedby={full ? noteId : undefined}
          onChange={(event) => setChoice(event.target.value)}
        >
          {candidates.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.title} (${item.place})`}
            </option>
          ))}
        </select>
        <button type="submit" className="button" disabled={full} aria-describedby={full ? noteId : undefined}>
          {t('tools:compare.add.button')}
        </button>
      </div>
      {full && (
        <p id={noteId} className="compare-add__note">
          {t('tools:compare.add.full', { max: MAX_COMPARED })}
        </p>
      )}
    </form>
  );
}
