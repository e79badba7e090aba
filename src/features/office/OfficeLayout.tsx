import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../domain/forms/staff.ts';
import { officeApi, useLogoutMutation, useMeQuery } from './officeApi.ts';
import { failureKey, failureStatus } from './staffBaseQuery.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { OfficeNav } from './OfficeNav.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { useOfficeDispatch } from './useOfficeDispatch.ts';

/** What the pages under the layout read with useOutletContext. */
export type OfficeOutlet = { me: StaffMe };

/**
 * The signed-in part: who is signed in (GET me; without a session, off to the login), their
 * language, the navigation their role allows, the sign-out, and the page.
 */
export function OfficeLayout() {
  const { t, i18n } = useTranslation();
  const me = useMeQuery(undefined);
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const dispatch = useOfficeDispatch();
  const lng = me.data?.lng;
  useEffect(() => {
    if (lng && i18n.language !== lng) void i18n.changeLanguage(lng);
  }, [lng, i18n]);

  if (me.error && failureStatus(me.error) === 401) return <Navigate to="/login" replace />;
  if (!me.data) {
    return (
      <main id="main" className="office-main">
        {me.isLoading ? (
          <p role="status">{t('office:loading')}</p>
        ) : (
          <OfficeNotice tone="error" text={failureKey(me.error)} />
        )}
      </main>
    );
  }
  const signOut = async () => {
    await logout(undefined);
    // Nothing of the member's stays in memory for the next person at this screen.
    dispatch(officeApi.util.resetApiState());
    navigate('/login', { replace: true });
  };
  return (
    <>
      <a className="skip-link" href="#main">
        {t('office:skip')}
      </a>
      <header className="office-header">
        <div className="office-header__who">
          <p className="office-header__name">{me.data.name}</p>
          <p className="office-header__role">{t(`office:roles.${me.data.role}`)}</p>
        </div>
        <LanguageSwitcher current={me.data.lng} />
        <button type="button" className="button button--secondary" onClick={() => void signOut()}>
          {t('office:home.logout')}
        </button>
      </header>
      <OfficeNav role={me.data.role} />
      <main id="main" className="office-main">
        <Outlet context={{ me: me.data } satisfies OfficeOutlet} />
      </main>
    </>
  );
}
