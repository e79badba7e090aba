import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';

/**
 * The mobile menu as a native modal <dialog>: the browser traps focus, makes the page
 * behind it inert and closes it on Escape; focus returns to the menu button.
 */
export function MobileDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The click handler is a mouse convenience for the backdrop; keyboard users close with
    // Escape (native to <dialog>) or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id="mobile-drawer"
      className="drawer"
      aria-label={t('nav.mobileMenu')}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="drawer__panel">
        <button type="button" className="icon-button drawer__close" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{t('nav.closeMenu')}</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
