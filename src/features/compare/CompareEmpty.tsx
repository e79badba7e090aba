import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import type { Lng } from '../../config/languages.ts';
import { MAX_COMPARED } from './compareUrl.ts';

/** The page without a comparison (and the prerendered page): how to start one. */
export function CompareEmpty({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  return (
    <div className="notice compare-empty">
      <p>{t('tools:compare.empty.text', { max: MAX_COMPARED })}</p>
      <p>
        <Link to={hrefFor('favourites', lng)}>{t('tools:compare.empty.link')}</Link>
      </p>
    </div>
  );
}
