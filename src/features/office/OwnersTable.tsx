import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LANGUAGE_NAMES, isLanguage } from '../../config/languages.ts';
import { formatDate } from '../../lib/dates.ts';
import type { OwnerRow } from '../../domain/forms/ownerAdmin.ts';
import { useInviteOwnerMutation, useSetOwnerActiveMutation } from './ownersApi.ts';
import { useOwnerWords } from './ownerWords.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { focusSoon } from './useFocusOnMount.ts';

/**
 * The owners: name and address, language, listings (each a link to its history), whether they
 * are active and have chosen a password, and their actions. Scrolls sideways on a phone.
 */
export function OwnersTable({ owners, readOnly }: { owners: OwnerRow[]; readOnly: boolean }) {
  const { t } = useOwnerWords();
  const [setActive, { isLoading: switching }] = useSetOwnerActiveMutation();
  const [invite, { isLoading: inviting }] = useInviteOwnerMutation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const sourceText = (source: string) => t(`owner:sources.${source}`, { defaultValue: source });
  const yesNo = (value: boolean) => t(value ? 'office:staff.yes' : 'office:staff.no');

  const toggle = async (owner: OwnerRow) => {
    setNotice(null);
    const answer = await setActive({ id: owner.id, active: !owner.active });
    if ('error' in answer) {
      setNotice({ tone: 'error', text: failureKey(answer.error) });
      focusSoon(noticeRef);
    }
  };
  const inviteAgain = async (owner: OwnerRow) => {
    setNotice(null);
    const answer = await invite(owner.id);
    setNotice(
      'error' in answer
        ? { tone: 'error', text: failureKey(answer.error) }
        : { tone: 'success', text: 'owners.invited' },
    );
    focusSoon(noticeRef);
  };

  if (owners.length === 0) return <p>{t('office:owners.empty')}</p>;
  return (
    <>
      <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
      {/* Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="office-table" role="region" aria-labelledby="office-owners-caption" tabIndex={0}>
        <table>
          <caption id="office-owners-caption">{t('office:owners.caption', { total: owners.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office:owners.name')}</th>
              <th scope="col">{t('office:owners.language')}</th>
              <th scope="col">{t('office:owners.listings')}</th>
              <th scope="col">{t('office:owners.active')}</th>
              <th scope="col">{t('office:owners.access')}</th>
              {!readOnly && <th scope="col">{t('office:owners.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {owners.map((owner) => (
              <tr key={owner.id}>
                <th scope="row">
                  {owner.name}
                  <span className="office-table__sub">{owner.email}</span>
                </th>
                <td lang={owner.lng}>{isLanguage(owner.lng) ? LANGUAGE_NAMES[owner.lng] : owner.lng}</td>
                <td>
                  <ul className="office-list">
                    {owner.properties.map((property) => (
                      <li key={property.id}>
                        <Link to={`/owners/listing/${property.id}`}>
                          {t('office:owners.listing', { id: property.id })}
                        </Link>
                        {(property.since || property.source) && (
                          <span className="office-table__sub">
                            {property.since
                              ? t('office:owners.since', {
                                  date: formatDate(property.since),
                                  source: sourceText(property.source),
                                })
                              : t('office:owners.sourceOnly', { source: sourceText(property.source) })}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{yesNo(owner.active)}</td>
                <td>{t(owner.hasPassword ? 'office:owners.passwordSet' : 'office:owners.invitationWaiting')}</td>
                {!readOnly && (
                  <td>
                    {/* Only while the invitation waits: an owner with a password asks for a new one in the portal. */}
                    {!owner.crm && owner.active && !owner.hasPassword && (
                      <button
                        type="button"
                        className="button button--secondary office-table__action"
                        disabled={inviting}
                        onClick={() => void inviteAgain(owner)}
                      >
                        {t('office:owners.inviteAgain')}
                        <span className="visually-hidden"> {owner.name}</span>
                      </button>
                    )}
                    {!owner.crm && (
                      <button
                        type="button"
                        className="button button--secondary office-table__action"
                        disabled={switching}
                        onClick={() => void toggle(owner)}
                      >
                        {t(owner.active ? 'office:owners.deactivate' : 'office:owners.activate')}
                        <span className="visually-hidden"> {owner.name}</span>
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
