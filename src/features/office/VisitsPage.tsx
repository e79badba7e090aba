import { useTranslation } from 'react-i18next';
import { useVisitHoursQuery } from './ownersApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { HoursGrid } from './HoursGrid.tsx';
import { ListingDays } from './ListingDays.tsx';
import { BookingsList } from './BookingsList.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/**
 * /admin/visits (agents and admins): the agency's visiting hours per weekday, a listing's own
 * days (other slots, or none), and the visits booked in the next 15 days, which an agent can
 * cancel (the server mails the visitor). With the agency's CRM: read only.
 */
export function VisitsPage() {
  const { t } = useTranslation();
  const hours = useVisitHoursQuery(undefined);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('visits.title');
  const crm = hours.data?.crm ?? false;
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:visits.title')}
      </h1>
      {hours.isLoading && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice tone="error" text={hours.error ? failureKey(hours.error) : null} />
      {hours.data && (
        <>
          {crm && <p className="notice">{t('office:visits.crm')}</p>}
          <HoursGrid hours={hours.data.hours} readOnly={crm} />
          <ListingDays readOnly={crm} />
          <BookingsList readOnly={crm} />
        </>
      )}
    </>
  );
}
