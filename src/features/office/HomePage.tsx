import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfficeOutlet } from './OfficeLayout.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/** /admin/: who is signed in and in which role; the navigation above leads on. */
export function HomePage() {
  const { t } = useTranslation();
  const { me } = useOutletContext<OfficeOutlet>();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('nav.home');
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:home.welcome', { name: me.name })}
      </h1>
      <p>{t('office:home.signedInAs', { email: me.email, role: t(`office:roles.${me.role}`) })}</p>
      <p>{t(me.role === 'admin' ? 'office:home.introAdmin' : 'office:home.introAgent')}</p>
    </>
  );
}
