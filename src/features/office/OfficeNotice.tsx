import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message above a form or a table: an error is an alert (read out at once), a confirmation a
 * status. It can take focus, so a keyboard or screen-reader user lands on it after a send.
 * `text` is a key of the `office` namespace; an unknown key (a server newer than the page)
 * reads as the generic failure.
 */
export const OfficeNotice = forwardRef<HTMLDivElement, { tone: 'error' | 'success'; text: string | null }>(
  function OfficeNotice({ tone, text }, ref) {
    const { t } = useTranslation();
    return (
      <div ref={ref} tabIndex={-1} className="office-notice-anchor">
        {text && (
          <p
            className={`notice ${tone === 'error' ? 'notice--error' : 'notice--success'}`}
            role={tone === 'error' ? 'alert' : 'status'}
          >
            {t([`office:${text}`, 'office:errors.unknown'])}
          </p>
        )}
      </div>
    );
  },
);
