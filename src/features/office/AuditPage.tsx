import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditQuery } from './officeApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { AuditTable } from './AuditTable.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/** /admin/audit (admins): the log, newest first, 50 entries a page, then older ones. */
export function AuditPage() {
  const { t } = useTranslation();
  // The id the shown page starts below (null: the newest entries).
  const [before, setBefore] = useState<number | null>(null);
  const audit = useAuditQuery(before);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('audit.title');
  const turn = (to: number | null) => {
    setBefore(to);
    // The new page starts at the heading again, as a new page would.
    headingRef.current?.focus();
  };
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:audit.title')}
      </h1>
      {audit.isFetching && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice tone="error" text={audit.error ? failureKey(audit.error) : null} />
      {audit.data && (
        <>
          <AuditTable entries={audit.data.entries} />
          <div className="office-actions">
            {before !== null && (
              <button type="button" className="button button--secondary" onClick={() => turn(null)}>
                {t('office:audit.newest')}
              </button>
            )}
            {audit.data.next !== null && (
              <button type="button" className="button" onClick={() => turn(audit.data?.next ?? null)}>
                {t('office:audit.older')}
              </button>
            )}
          </div>
        </>
      )}
    </>
  );
}
