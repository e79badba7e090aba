import { useId, useMemo, useState, type Ref } from 'react';
import { useAppSelector } from '../../state/hooks.ts';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { selectProjectsById } from '../../state/catalogue/selectors.ts';
import { compareRows, goalsOf, type Compared, type FactRow, type PurchaseEstimator } from './compareFacts.ts';
import { CompareColumnHeader } from './CompareColumnHeader.tsx';
import { CompareRow } from './CompareRow.tsx';

/** The price rows are named for what is compared: a price, a rent, or both. */
function rowLabel(row: FactRow, goals: ReturnType<typeof goalsOf>, t: (key: string) => string): string {
  if (row.id === 'price') return t(`tools:compare.rows.price.${goals}`);
  return t(`tools:compare.rows.${row.id}`);
}

/**
 * The comparison: one column per listing, one row per fact. On a phone it scrolls sideways in
 * a region a keyboard can focus (the row headers stay in view), and "only the differences"
 * hides the rows where every listing says the same.
 */
export function CompareTable({
  lng,
  compared,
  estimate,
  onRemove,
  regionRef,
}: {
  lng: Lng;
  compared: Compared[];
  estimate: PurchaseEstimator;
  onRemove: (id: number) => void;
  regionRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const switchId = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const projects = useAppSelector((state) => selectProjectsById(state, lng));
  const rows = useMemo(() => compareRows(compared, estimate), [compared, estimate]);
  const goals = goalsOf(compared);
  // Labels of two regions' scales are not the same thing: name the region when they differ.
  const regions = new Set(
    rows.find((row) => row.id === 'epcLabel')?.values.flatMap((v) => (v.kind === 'epc' ? [v.region] : [])),
  );
  const showRegion = regions.size > 1;
  const several = compared.length > 1;
  const shown = several && onlyDifferences ? rows.filter((row) => row.differs) : rows;

  return (
    <div className="compare">
      {several && (
        <p className="compare__switch">
          <input
            id={switchId}
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
          />
          <label htmlFor={switchId}>{t('tools:compare.onlyDifferences')}</label>
        </p>
      )}
      {several && onlyDifferences && shown.length === 0 && <p className="notice">{t('tools:compare.noDifferences')}</p>}
      {/* Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={regionRef} className="compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="compare__table">
          <caption id={captionId} className="compare__caption">
            {t('tools:compare.caption', { count: compared.length })}
          </caption>
          <thead>
            <tr>
              <td className="compare__corner" />
              {compared.map(({ listing }) => (
                <CompareColumnHeader
                  key={listing.ID}
                  listing={listing}
                  project={listing.ProjectID === null ? undefined : projects.get(listing.ProjectID)}
                  lng={lng}
                  onRemove={() => onRemove(listing.ID)}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <CompareRow
                key={row.id}
                row={row}
                compared={compared}
                label={rowLabel(row, goals, t)}
                showRegion={showRegion}
                lng={lng}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
