import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../components/useHydrated.ts';
import type { Lng } from '../../config/languages.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { isAlertToken, type AlertPage } from '../../domain/forms/alerts.ts';
import { alertsApi, type AlertAnswer } from './alertsApi.ts';
import { AlertPreferences } from './AlertPreferences.tsx';

const ACTIONS = { confirm: alertsApi.confirm, unsubscribe: alertsApi.unsubscribe, preferences: alertsApi.demand };

/**
 * The page a saved-search mail links to. The request is made by the page once it runs, not by
 * opening the link: mail scanners that follow links run no script, so they confirm or
 * unsubscribe nobody. The token is read only after hydration (the HTML is the same for all).
 */
export function AlertView({ page, lng }: { page: AlertPage; lng: Lng }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const token = hydrated ? searchParams.get('token') : null;
  const valid = isAlertToken(token);
  const [answer, setAnswer] = useState<{ token: string; answer: AlertAnswer } | null>(null);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    void ACTIONS[page](token).then((result) => {
      if (live) setAnswer({ token, answer: result });
    });
    return () => {
      live = false;
    };
  }, [page, token, valid]);

  const again = (
    <p>
      <Link to={hrefFor('demand-register', lng)}>{t('tools:alerts.newSearch')}</Link>
    </p>
  );
  if (!hydrated || (valid && answer?.token !== token)) {
    return (
      <p className="notice" role="status">
        {t(`tools:alerts.working.${page}`)}
      </p>
    );
  }
  const result: AlertAnswer = valid && answer ? answer.answer : { ok: false, error: 'badToken' };
  if (!result.ok) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t(`tools:alerts.errors.${result.error}`)}</p>
        {again}
      </div>
    );
  }
  const { view } = result;
  const preferences = `${hrefFor('alerts-preferences', lng)}?token=${encodeURIComponent(token ?? '')}`;
  if (page === 'preferences') {
    return (
      <AlertPreferences
        token={token ?? ''}
        view={view}
        lng={lng}
        onChange={(next) => setAnswer({ token: token ?? '', answer: { ok: true, view: next } })}
      />
    );
  }
  return (
    <div className="notice" role="status">
      <p>{t(`tools:alerts.done.${page === 'confirm' ? view.status : 'unsubscribed'}`)}</p>
      {page === 'confirm' && view.status === 'active' && <p>{t(`tools:alerts.frequency.now.${view.frequency}`)}</p>}
      {view.status === 'unsubscribed' ? (
        again
      ) : (
        <p>
          <Link to={preferences}>{t('tools:alerts.preferencesLink')}</Link>
        </p>
      )}
    </div>
  );
}
