import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The home search's popup: the listbox the combobox controls and a hint under it. Its options
 * (PanelGroups, with the search index and the option builders) are a chunk of their own that
 * the combobox loads when the panel first opens: every page boots without them.
 */
export function SearchPanel({
  id,
  open,
  query,
  found,
  children,
}: {
  id: string;
  open: boolean;
  query: string;
  /** Whether the text matched a town or a property; null while the options are loading. */
  found: boolean | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="panel" hidden={!open}>
      <div id={id} role="listbox" aria-label={t('search.panel.results')} className="panel__list">
        {/* The options exist only while the panel is open: rendering and hydrating every type's
            two options behind a hidden panel cost a phone ~10 ms at start-up for nothing. */}
        {open && children}
      </div>
      {query === '' ? (
        <p className="panel__hint">{t('search.panel.hint')}</p>
      ) : (
        found === false && <p className="panel__hint">{t('search.panel.noResults')}</p>
      )}
    </div>
  );
}
