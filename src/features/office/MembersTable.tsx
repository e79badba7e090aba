import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../config/languages.ts';
import type { StaffMember } from '../../domain/forms/staff.ts';
import { useResetMfaMutation, useSetActiveMutation } from './officeApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { focusSoon } from './useFocusOnMount.ts';

/**
 * The members with their role, language and state, and the button that (de)activates each.
 * On a phone the table scrolls sideways in its own frame, which a keyboard can scroll too.
 */
export function MembersTable({ members, selfId }: { members: StaffMember[]; selfId: number }) {
  const { t } = useTranslation();
  const [setActive, { isLoading }] = useSetActiveMutation();
  const [resetMfa, { isLoading: resetting }] = useResetMfaMutation();
  const [error, setError] = useState<string | null>(null);
  /** Keys of the office catalogue, as OfficeNotice reads them. */
  const [done, setDone] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const yesNo = (value: boolean) => t(value ? 'office:staff.yes' : 'office:staff.no');
  const toggle = async (member: StaffMember) => {
    setError(null);
    setDone(null);
    const answer = await setActive({ id: member.id, active: !member.active });
    if ('error' in answer) {
      setError(failureKey(answer.error));
      focusSoon(noticeRef);
    }
  };
  /** A lost phone: after a confirmation, the member sets a new app up at the next sign-in. */
  const reset = async (member: StaffMember) => {
    setError(null);
    setDone(null);
    if (!window.confirm(t('office:staff.resetMfaConfirm', { name: member.name }))) return;
    const answer = await resetMfa(member.id);
    if ('error' in answer) setError(failureKey(answer.error));
    else setDone('staff.resetMfaDone');
    focusSoon(noticeRef);
  };
  return (
    <>
      <OfficeNotice ref={noticeRef} tone={error ? 'error' : 'success'} text={error ?? done} />
      {/* Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="office-table" role="region" aria-labelledby="office-members-caption" tabIndex={0}>
        <table>
          <caption id="office-members-caption">{t('office:staff.caption', { total: members.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office:staff.name')}</th>
              <th scope="col">{t('office:staff.role')}</th>
              <th scope="col">{t('office:staff.language')}</th>
              <th scope="col">{t('office:staff.active')}</th>
              <th scope="col">{t('office:staff.mfa')}</th>
              <th scope="col">{t('office:staff.invited')}</th>
              <th scope="col">{t('office:staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <th scope="row">
                  {member.name}
                  <span className="office-table__sub">{member.email}</span>
                </th>
                <td>{t(`office:roles.${member.role}`)}</td>
                <td lang={member.lng}>{LANGUAGE_NAMES[member.lng]}</td>
                <td>{yesNo(member.active)}</td>
                <td>{yesNo(member.mfa)}</td>
                <td>{yesNo(member.invited)}</td>
                <td>
                  {member.id !== selfId && (
                    <button
                      type="button"
                      className="button button--secondary office-table__action"
                      disabled={isLoading}
                      onClick={() => void toggle(member)}
                    >
                      {t(member.active ? 'office:staff.deactivate' : 'office:staff.activate')}
                      <span className="visually-hidden"> {member.name}</span>
                    </button>
                  )}
                  {member.id !== selfId && member.mfa && (
                    <button
                      type="button"
                      className="button button--secondary office-table__action"
                      disabled={resetting}
                      onClick={() => void reset(member)}
                    >
                      {t('office:staff.resetMfa')}
                      <span className="visually-hidden"> {member.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
