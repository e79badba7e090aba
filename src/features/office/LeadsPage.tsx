import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LEAD_QUERY_KEYS, leadQueryString, useLeadsQuery, type LeadQuery } from './leadsApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { LeadFiltersForm } from './LeadFiltersForm.tsx';
import { LeadsTable } from './LeadsTable.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/** A new lead shows within this time while the page is in view (RTK Query's polling). */
const REFRESH_MS = 5000;

/**
 * /admin/leads: every request the site's forms accepted, newest first, 50 a page; the filters
 * and the page live in the query string. The list asks again every 5 s while the tab is in view.
 */
export function LeadsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query: LeadQuery = Object.fromEntries(
    LEAD_QUERY_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : [])),
  );
  const leads = useLeadsQuery(query, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('leads.title');
  const go = (next: LeadQuery) => {
    setParams(new URLSearchParams(leadQueryString(next)));
    // The new list starts at the heading again, as a new page would.
    headingRef.current?.focus();
  };
  const filters = { ...query, before: '' };
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:leads.title')}
      </h1>
      <LeadFiltersForm query={query} onApply={go} />
      <div className="office-actions">
        <a className="button button--secondary" href={`/api/staff/leads.csv${leadQueryString(filters)}`} download>
          {t('office:leads.export')}
        </a>
      </div>
      {leads.isLoading && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice tone="error" text={leads.error ? failureKey(leads.error) : null} />
      {leads.data && (
        <>
          <LeadsTable leads={leads.data.leads} total={leads.data.total} query={filters} />
          <div className="office-actions">
            {query.before && (
              <button type="button" className="button button--secondary" onClick={() => go(filters)}>
                {t('office:leads.newest')}
              </button>
            )}
            {leads.data.next !== null && (
              <button
                type="button"
                className="button"
                onClick={() => go({ ...filters, before: String(leads.data?.next ?? '') })}
              >
                {t('office:leads.older')}
              </button>
            )}
          </div>
        </>
      )}
    </>
  );
}
