import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfficeOutlet } from './OfficeLayout.tsx';
import { useMembersQuery } from './officeApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { MembersTable } from './MembersTable.tsx';
import { InviteForm } from './InviteForm.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/** /admin/staff (admins): the members, their state, and the invitation of a new one. */
export function StaffPage() {
  const { t } = useTranslation();
  const { me } = useOutletContext<OfficeOutlet>();
  const members = useMembersQuery(undefined);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('staff.title');
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:staff.title')}
      </h1>
      {members.isLoading && <p role="status">{t('office:loading')}</p>}
      {/* An agent who types the address gets the server's 403 in words ("not allowed"). */}
      <OfficeNotice tone="error" text={members.error ? failureKey(members.error) : null} />
      {members.data && (
        <>
          <MembersTable members={members.data.members} selfId={me.id} />
          <InviteForm />
        </>
      )}
    </>
  );
}
