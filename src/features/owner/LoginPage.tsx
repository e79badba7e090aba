import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import type { Lng } from '../../config/languages.ts';
import { ForgotForm } from './ForgotForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { ResetForm } from './ResetForm.tsx';
import { safeNext } from './nextPath.ts';

type Mode =
  | { name: 'login'; notice: { tone: 'error' | 'success'; text: string } | null }
  | { name: 'forgot' }
  | { name: 'reset'; token: string };

/**
 * /{lng}/aanmelden/ (login): the login, the forgotten-password form, and the new password of
 * a reset link. `?next=` brings the owner back to the portal page they were on, `?ended=1`
 * says why they are here (their session ended).
 */
export default function LoginPage({ lng }: { lng: Lng }) {
  const { t } = useTranslation(['common', 'owner', 'forms']);
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const ended = query.get('ended') === '1';
  const [mode, setMode] = useState<Mode>({
    name: 'login',
    notice: ended ? { tone: 'error', text: 'errors.sessionGone' } : null,
  });

  useEffect(() => {
    // The link's token is in the #fragment (never sent to a server, never in a log); it is
    // taken out of the address bar at once so it does not stay in the history.
    const match = /^#reset=([A-Za-z0-9_-]{20,100})$/.exec(window.location.hash);
    if (!match?.[1]) return;
    // Browser-only state, read once after hydration (the prerendered page cannot know it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMode({ name: 'reset', token: match[1] });
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  const portal = hrefFor('owner-portal', lng);
  const toLogin = (notice: { tone: 'error' | 'success'; text: string } | null = null) =>
    setMode({ name: 'login', notice });
  return (
    <div className="container section owner-login">
      {mode.name === 'login' && <p className="page-header__intro">{t('owner:login.intro')}</p>}
      {mode.name === 'login' && (
        <LoginForm
          lng={lng}
          notice={mode.notice}
          onLoggedIn={() => navigate(safeNext(query.get('next'), portal))}
          onForgot={() => setMode({ name: 'forgot' })}
        />
      )}
      {mode.name === 'forgot' && <ForgotForm lng={lng} onBack={() => toLogin()} />}
      {mode.name === 'reset' && (
        <ResetForm
          lng={lng}
          token={mode.token}
          onDone={() => toLogin({ tone: 'success', text: 'reset.done' })}
          onBack={() => toLogin()}
        />
      )}
    </div>
  );
}
