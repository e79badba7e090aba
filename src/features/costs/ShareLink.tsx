import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Copied = 'idle' | 'done' | 'failed';

/** Copies the page's address, which holds the estimate's figures, for sharing. */
export function ShareLink() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<Copied>('idle');
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(window.location.href).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className="costs__share">
      <button type="button" className="button button--secondary" onClick={copy}>
        {t('costs:share.copy')}
      </button>
      <p role="status" className="costs__share-status">
        {copied === 'done' ? t('costs:share.done') : copied === 'failed' ? t('costs:share.failed') : ''}
      </p>
    </div>
  );
}
