import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import type { Lng } from '../../config/languages.ts';
import type { Compared, FactRow } from './compareFacts.ts';
import { formatFact } from './formatFact.ts';

const DASH = '–';

/**
 * One fact across the listings. A difference is said in words, not by colour alone: the row
 * header says "differs", the values are bold, and the best figure carries a badge in text.
 */
export function CompareRow({
  row,
  compared,
  label,
  showRegion,
  lng,
}: {
  row: FactRow;
  compared: Compared[];
  label: string;
  showRegion: boolean;
  lng: Lng;
}) {
  const { t } = useTranslation();
  return (
    <tr className={row.differs ? 'compare__row compare__row--differs' : 'compare__row'}>
      <th scope="row" className="compare__fact">
        <span className="compare__fact-label">{label}</span>{' '}
        {row.id === 'purchaseCosts' && (
          <span className="compare__fact-note">
            {t('tools:compare.costs.estimate')}{' '}
            <Link to={hrefFor('purchase-costs', lng)}>{t('tools:compare.costs.calculator')}</Link>
          </span>
        )}{' '}
        {row.differs && <span className="compare__differs">{t('tools:compare.differs')}</span>}
      </th>
      {row.values.map((value, i) => {
        const item = compared[i];
        const text = item ? formatFact(row.id, value, item, t, { showRegion }) : null;
        return (
          <td key={item?.listing.ID ?? i} className="compare__value">
            {text === null ? (
              <>
                <span aria-hidden="true">{DASH}</span>
                <span className="visually-hidden">
                  {t(value.kind === 'none' ? 'tools:compare.notApplicable' : 'tools:compare.unknown')}
                </span>
              </>
            ) : (
              <span className="compare__figure">{text}</span>
            )}
            {row.best[i] && row.badge && (
              <>
                {' '}
                <span className="compare__badge">{t(`tools:compare.badge.${row.badge}`)}</span>
              </>
            )}
          </td>
        );
      })}
    </tr>
  );
}
