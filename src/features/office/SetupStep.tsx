import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMfaSetupQuery } from './officeApi.ts';
import { failureKey, sessionLost } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SetupConfirmForm } from './SetupConfirmForm.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';

/** The secret in groups of four, as authenticator apps show it and as it is easiest to type. */
export const groupedSecret = (secret: string) => (secret.match(/.{1,4}/g) ?? []).join(' ');

/**
 * The first sign-in: add the account to an authenticator app (QR code, or the secret typed by
 * hand), prove it with a code, then keep the recovery codes (POST mfa/confirm shows them once).
 */
export function SetupStep({ onDone, onRestart }: { onDone: () => void; onRestart: (notice: string) => void }) {
  const { t } = useTranslation();
  const setup = useMfaSetupQuery(undefined);
  const lost = setup.error && sessionLost(setup.error) ? failureKey(setup.error) : null;
  useEffect(() => {
    if (lost) onRestart(lost);
  }, [lost, onRestart]);
  const [codes, setCodes] = useState<string[] | null>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <section className="office-step" aria-labelledby="office-setup-heading">
      <h1 id="office-setup-heading" ref={headingRef} tabIndex={-1}>
        {t('office:setup.title')}
      </h1>
      <p>{t('office:setup.intro')}</p>
      {setup.isLoading && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice tone="error" text={setup.error ? failureKey(setup.error) : null} />
      {setup.data && (
        <>
          <ol className="office-setup__steps">
            <li>
              <p>{t('office:setup.scan')}</p>
              <img
                className="office-setup__qr"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`}
                alt={t('office:setup.qrAlt')}
                width={200}
                height={200}
              />
              <p>
                <a href={setup.data.otpauthUrl}>{t('office:setup.openApp')}</a>
              </p>
            </li>
            <li>
              <p id="office-secret-label">{t('office:setup.secret')}</p>
              <p>
                <code className="office-secret" aria-labelledby="office-secret-label" translate="no">
                  {groupedSecret(setup.data.secret)}
                </code>
              </p>
            </li>
          </ol>
          <SetupConfirmForm onConfirmed={setCodes} onRestart={onRestart} />
        </>
      )}
    </section>
  );
}
