import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { ALERT_FREQUENCIES, type AlertDemandView, type AlertFrequency } from '../../domain/forms/alerts.ts';
import { alertsApi, type AlertError } from './alertsApi.ts';
import { AlertCriteria } from './AlertCriteria.tsx';

/** The preferences page's form: how often to be told, or stop altogether. */
export function AlertPreferences({
  token,
  view,
  lng,
  onChange,
}: {
  token: string;
  view: AlertDemandView;
  lng: Lng;
  onChange: (view: AlertDemandView) => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const [frequency, setFrequency] = useState<AlertFrequency>(view.frequency);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ saved: true } | { error: AlertError } | null>(null);

  const run = async (call: () => ReturnType<typeof alertsApi.frequency>) => {
    setBusy(true);
    setResult(null);
    const answer = await call();
    setBusy(false);
    if (answer.ok) {
      onChange(answer.view);
      setResult({ saved: true });
    } else {
      setResult({ error: answer.error });
    }
  };

  return (
    <>
      <AlertCriteria criteria={view.criteria} lng={lng} />
      <p>{t(`tools:alerts.status.${view.status}`)}</p>
      {view.status !== 'unsubscribed' && (
        <form
          className="alert-preferences"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => alertsApi.frequency(token, frequency));
          }}
        >
          <fieldset aria-labelledby={legendId}>
            <legend id={legendId}>{t('tools:alerts.frequency.legend')}</legend>
            {ALERT_FREQUENCIES.map((value) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                />{' '}
                {t(`tools:alerts.frequency.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="alert-preferences__actions">
            <button type="submit" className="button" disabled={busy}>
              {t('tools:alerts.save')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void run(() => alertsApi.unsubscribe(token))}
            >
              {t('tools:alerts.unsubscribe')}
            </button>
          </div>
        </form>
      )}
      <div role="status">{result && 'saved' in result && <p className="notice">{t('tools:alerts.saved')}</p>}</div>
      {result && 'error' in result && (
        <p className="notice notice--error" role="alert">
          {t(`tools:alerts.errors.${result.error}`)}
        </p>
      )}
    </>
  );
}
