import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from './useFocusOnMount.ts';

/**
 * The ten recovery codes, shown once (the server keeps only their hashes): to copy, print or
 * download as a text file, before going on.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // A data: URL, not a blob: one has nothing to revoke and works the same in every browser.
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${t('office:recovery.fileTitle')}\n\n${codes.join('\n')}\n`)}`;
  return (
    <section className="office-step" aria-labelledby="office-recovery-heading">
      <h1 id="office-recovery-heading" ref={headingRef} tabIndex={-1}>
        {t('office:recovery.title')}
      </h1>
      <p>{t('office:recovery.intro')}</p>
      <ol className="office-recovery" translate="no">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="office-actions">
        <a className="button button--secondary" href={file} download="recovery-codes.txt">
          {t('office:recovery.download')}
        </a>
        <button type="button" className="button" onClick={onDone}>
          {t('office:recovery.stored')}
        </button>
      </div>
    </section>
  );
}
