import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SLOTS, type ContactSlot } from '../../domain/forms/common.ts';
import { WEEKDAYS, type VisitHours } from '../../domain/forms/visitSlots.ts';
import { useSetVisitHoursMutation } from './ownersApi.ts';
import { weekdayName } from './ownerWords.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { focusSoon } from './useFocusOnMount.ts';

/** Every weekday's slots, in the order the rules list them (what the server stores). */
const complete = (hours: VisitHours): VisitHours =>
  Object.fromEntries(
    WEEKDAYS.map((weekday) => [
      String(weekday),
      CONTACT_SLOTS.filter((slot) => (hours[String(weekday)] ?? []).includes(slot)),
    ]),
  );

/**
 * The agency's hours: a weekday × slot grid of checkboxes, Monday first, each read as
 * "Monday, 10:00 – 13:00". Saved as a whole (PUT visits/hours).
 */
export function HoursGrid({ hours, readOnly }: { hours: VisitHours; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const [save, { isLoading }] = useSetVisitHoursMutation();
  const [chosen, setChosen] = useState<VisitHours>(() => complete(hours));
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const toggle = (weekday: number, slot: ContactSlot, on: boolean) => {
    setNotice(null);
    setChosen((current) => {
      const day = current[String(weekday)] ?? [];
      const next = on ? [...day, slot] : day.filter((value) => value !== slot);
      return { ...current, [String(weekday)]: CONTACT_SLOTS.filter((value) => next.includes(value)) };
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const answer = await save(chosen);
    setNotice(
      'error' in answer
        ? { tone: 'error', text: failureKey(answer.error) }
        : { tone: 'success', text: 'visits.hoursSaved' },
    );
    focusSoon(noticeRef);
  };
  const slotLabel = (slot: ContactSlot) => t(`forms:options.contactTime.${slot}`);
  return (
    <form className="office-form" aria-labelledby="office-hours-heading" onSubmit={(event) => void submit(event)}>
      <h2 id="office-hours-heading">{t('office:visits.hoursTitle')}</h2>
      <p>{t('office:visits.hoursIntro')}</p>
      <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
      {/* Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="office-table" role="region" aria-labelledby="office-hours-caption" tabIndex={0}>
        <table className="office-grid">
          <caption id="office-hours-caption">{t('office:visits.hoursCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office:visits.weekday')}</th>
              {CONTACT_SLOTS.map((slot) => (
                <th key={slot} scope="col">
                  {slotLabel(slot)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => {
              const name = weekdayName(weekday, i18n.language);
              return (
                <tr key={weekday}>
                  <th scope="row" className="office-grid__day">
                    {name}
                  </th>
                  {CONTACT_SLOTS.map((slot) => {
                    const on = (chosen[String(weekday)] ?? []).includes(slot);
                    return (
                      <td key={slot}>
                        <label className="office-check">
                          <input
                            type="checkbox"
                            checked={on}
                            disabled={readOnly}
                            onChange={(event) => toggle(weekday, slot, event.target.checked)}
                          />
                          <span className="visually-hidden">
                            {name}, {slotLabel(slot)}
                          </span>
                        </label>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <div className="office-actions">
          <button type="submit" className="button" disabled={isLoading}>
            {t('office:visits.saveHours')}
          </button>
        </div>
      )}
    </form>
  );
}
