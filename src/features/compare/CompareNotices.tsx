import { useTranslation } from 'react-i18next';
import { MAX_COMPARED, type CompareSelection } from './compareUrl.ts';

/**
 * What the page could not show as the link asked, each said plainly: parts of the address it
 * did not understand, references beyond the limit, and listings no longer online (with a way
 * to take them out of the link).
 */
export function CompareNotices({
  selection,
  gone,
  onRemove,
}: {
  selection: CompareSelection;
  gone: number[];
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {selection.invalid.length > 0 && (
        <p className="notice" role="status">
          {t('tools:compare.notices.invalid', { parts: selection.invalid.join(', ') })}
        </p>
      )}
      {selection.beyond.length > 0 && (
        <p className="notice" role="status">
          {t('tools:compare.notices.tooMany', { max: MAX_COMPARED })}
        </p>
      )}
      {gone.length > 0 && (
        <ul className="notice compare-gone">
          {gone.map((id) => (
            <li key={id}>
              <span>{t('tools:compare.notices.gone', { id })}</span>
              <button type="button" className="button button--secondary" onClick={() => onRemove(id)}>
                {t('tools:compare.notices.removeGone', { id })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
