import { useTranslation } from 'react-i18next';
import { useOwnersQuery } from './ownersApi.ts';
import { useOwnerWords } from './ownerWords.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OwnersTable } from './OwnersTable.tsx';
import { OwnerForm } from './OwnerForm.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/**
 * /admin/owners (agents and admins): the owners with their listings and access, a new owner
 * (invited by mail), another invitation, (de)activation. With the agency's CRM: read only.
 */
export function OwnersPage() {
  const { t } = useTranslation();
  const { ready } = useOwnerWords();
  const owners = useOwnersQuery(undefined);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('owners.title');
  const crm = owners.data?.crm ?? false;
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:owners.title')}
      </h1>
      {(owners.isLoading || !ready) && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice tone="error" text={owners.error ? failureKey(owners.error) : null} />
      {owners.data && ready && (
        <>
          {crm ? <p className="notice">{t('office:owners.crm')}</p> : <p>{t('office:owners.intro')}</p>}
          <OwnersTable owners={owners.data.owners} readOnly={crm} />
          {!crm && <OwnerForm />}
        </>
      )}
    </>
  );
}
