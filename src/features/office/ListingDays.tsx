import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../components/FieldShell.tsx';
import { addDays, belgianDay, isRealDate } from '../../lib/dates.ts';
import { CONTACT_SLOTS, type ContactSlot } from '../../domain/forms/common.ts';
import { useListingDaysQuery, useRemoveListingDayMutation, useSetListingDayMutation } from './ownersApi.ts';
import { dayText } from './ownerWords.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { focusSoon } from './useFocusOnMount.ts';

const LISTING_ID = 'office-days-listing';
const DAY_ID = 'office-days-day';

/**
 * A listing's own days: pick a listing by its number, see its days that differ from the
 * agency's hours, add one (its slots, or none: no visits that day) or remove one (the hours
 * apply again).
 */
export function ListingDays({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const [property, setProperty] = useState<number | null>(null);
  const pick = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
      setTypedError(value ? 'errors.numberInvalid' : 'errors.required');
      requestAnimationFrame(() => document.getElementById(LISTING_ID)?.focus());
      return;
    }
    setTypedError(undefined);
    setProperty(Number(value));
  };
  return (
    <section aria-labelledby="office-days-heading">
      <h2 id="office-days-heading">{t('office:visits.daysTitle')}</h2>
      <p>{t('office:visits.daysIntro')}</p>
      <form className="office-form office-inline" aria-labelledby="office-days-heading" noValidate onSubmit={pick}>
        <FieldShell id={LISTING_ID} label={t('office:visits.listingNumber')} required error={typedError} width="half">
          {(describedBy) => (
            <input
              id={LISTING_ID}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              required
              aria-required="true"
              aria-invalid={typedError ? true : undefined}
              aria-describedby={describedBy}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </FieldShell>
        <button type="submit" className="button button--secondary">
          {t('office:visits.show')}
        </button>
      </form>
      {property !== null && <ListingDaysOf key={property} property={property} readOnly={readOnly} />}
    </section>
  );
}

function ListingDaysOf({ property, readOnly }: { property: number; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const days = useListingDaysQuery(property);
  const [setDay, { isLoading: saving }] = useSetListingDayMutation();
  const [removeDay, { isLoading: removing }] = useRemoveListingDayMutation();
  const tomorrow = addDays(belgianDay(new Date()), 1);
  const [day, setDayValue] = useState('');
  const [dayError, setDayError] = useState<string | undefined>();
  const [slots, setSlots] = useState<ContactSlot[]>([]);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const slotLabel = (slot: string) => t(`forms:options.contactTime.${slot}`);
  const slotsText = (list: readonly string[]) =>
    list.length === 0 ? t('office:visits.noVisits') : list.map(slotLabel).join(', ');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!isRealDate(day) || day < tomorrow) {
      setDayError(day ? 'errors.dateInvalid' : 'errors.required');
      requestAnimationFrame(() => document.getElementById(DAY_ID)?.focus());
      return;
    }
    setDayError(undefined);
    const answer = await setDay({ property, day, slots });
    if ('error' in answer) setNotice({ tone: 'error', text: failureKey(answer.error) });
    else {
      setNotice({ tone: 'success', text: 'visits.daySaved' });
      setDayValue('');
      setSlots([]);
    }
    focusSoon(noticeRef);
  };
  const remove = async (entry: string) => {
    setNotice(null);
    const answer = await removeDay({ property, day: entry });
    setNotice(
      'error' in answer
        ? { tone: 'error', text: failureKey(answer.error) }
        : { tone: 'success', text: 'visits.dayRemoved' },
    );
    focusSoon(noticeRef);
  };

  const offered = days.data?.slots.length ?? 0;
  return (
    <>
      <h3>{t('office:visits.listing', { id: property })}</h3>
      {days.isLoading && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice tone="error" text={days.error ? failureKey(days.error) : null} />
      <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
      {days.data && (
        <>
          <p>{t('office:visits.offered', { count: offered })}</p>
          {days.data.days.length === 0 ? (
            <p>{t('office:visits.noDays')}</p>
          ) : (
            // Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className="office-table" role="region" aria-labelledby="office-days-caption" tabIndex={0}>
              <table>
                <caption id="office-days-caption">{t('office:visits.daysCaption', { id: property })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('office:visits.day')}</th>
                    <th scope="col">{t('office:visits.slots')}</th>
                    {!readOnly && <th scope="col">{t('office:visits.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {days.data.days.map((entry) => (
                    <tr key={entry.day}>
                      <td>
                        <time dateTime={entry.day}>{dayText(entry.day, i18n.language)}</time>
                      </td>
                      <td>{slotsText(entry.slots)}</td>
                      {!readOnly && (
                        <td>
                          <button
                            type="button"
                            className="button button--secondary office-table__action"
                            disabled={removing}
                            onClick={() => void remove(entry.day)}
                          >
                            {t('office:visits.removeDay')}
                            <span className="visually-hidden"> {dayText(entry.day, i18n.language)}</span>
                          </button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {!readOnly && (
            <form
              className="office-form"
              aria-labelledby="office-day-heading"
              noValidate
              onSubmit={(event) => void add(event)}
            >
              <h4 id="office-day-heading" className="office-form__title">
                {t('office:visits.addDay')}
              </h4>
              <div className="form__grid">
                <FieldShell id={DAY_ID} label={t('office:visits.day')} required error={dayError} width="half">
                  {(describedBy) => (
                    <input
                      id={DAY_ID}
                      type="date"
                      className="input"
                      min={tomorrow}
                      required
                      aria-required="true"
                      aria-invalid={dayError ? true : undefined}
                      aria-describedby={describedBy}
                      value={day}
                      onChange={(event) => setDayValue(event.target.value)}
                    />
                  )}
                </FieldShell>
                <fieldset className="form-field form-field--half" aria-describedby="office-day-slots-hint">
                  <legend className="form-field__label">{t('office:visits.slots')}</legend>
                  <p id="office-day-slots-hint" className="form-field__hint">
                    {t('office:visits.slotsHint')}
                  </p>
                  {CONTACT_SLOTS.map((slot) => (
                    <label key={slot} className="office-check office-check--text">
                      <input
                        type="checkbox"
                        checked={slots.includes(slot)}
                        onChange={(event) =>
                          setSlots((current) =>
                            CONTACT_SLOTS.filter((value) =>
                              value === slot ? event.target.checked : current.includes(value),
                            ),
                          )
                        }
                      />
                      {slotLabel(slot)}
                    </label>
                  ))}
                </fieldset>
              </div>
              <div className="office-actions">
                <button type="submit" className="button" disabled={saving}>
                  {t('office:visits.saveDay')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </>
  );
}
