import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message above a portal form: an error is an alert (read out at once), a confirmation a
 * status. It can take focus, so a keyboard or screen-reader user lands on it after a send.
 */
export const OwnerNotice = forwardRef<HTMLDivElement, { tone: 'error' | 'success'; text: string | null }>(
  function OwnerNotice({ tone, text }, ref) {
    const { t } = useTranslation();
    return (
      <div ref={ref} tabIndex={-1} className="owner-notice-anchor">
        {text && (
          <p
            className={`notice ${tone === 'error' ? 'notice--error' : 'notice--success'}`}
            role={tone === 'error' ? 'alert' : 'status'}
          >
            {t(text)}
          </p>
        )}
      </div>
    );
  },
);
