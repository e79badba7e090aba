import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The sign-in and set-password pages: the back office's name above the page. */
export function SignedOutFrame() {
  const { t } = useTranslation();
  return (
    <>
      <header className="office-header office-header--plain">
        <p className="office-header__name">{t('office:title')}</p>
      </header>
      <Outlet />
    </>
  );
}
