import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';

/**
 * A list's filters on a phone: a full-screen native modal <dialog>, mounted only while open
 * (as the gallery's Lightbox). The browser traps focus in it, makes the list behind it inert
 * and closes it on Escape; `onClose` is called however it closes, and the list gives focus
 * back to its "Filters" button.
 */
export function FiltersDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog ref={ref} className="filters-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="filters-dialog__head">
        <h2 className="filters-dialog__title" id={titleId}>
          {t('catalogue.filters.open')}
        </h2>
        <button type="button" className="icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{t('catalogue.filters.close')}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
