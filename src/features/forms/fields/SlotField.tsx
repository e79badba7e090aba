import { useEffect, useMemo, useState } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { parseCrmSlot } from '../../../domain/forms/appointments.ts';
import { FieldShell, fieldId } from '../../../components/FieldShell.tsx';
import type { FieldProps } from './types.ts';

interface Availability {
  open: boolean;
  slots: string[];
  full: boolean;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: Availability };

/**
 * The free moments of the next two weeks for this listing, from GET /api/appointments/{id},
 * grouped by day. When none is left, the form says the appointments are full instead.
 */
export function SlotField({ spec, path, formId, required, context }: FieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(path);
  const { setStatus, status } = useFormikContext<unknown>();
  const [state, setState] = useState<State>({ status: 'loading' });
  const reload = (status as { reloadSlots?: number } | undefined)?.reloadSlots ?? 0;
  useEffect(() => {
    let live = true;
    fetch(`/api/appointments/${context.propertyId ?? 0}`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Availability>) : Promise.reject(new Error())))
      .then((data) => {
        if (!live) return;
        setState({ status: 'ready', data });
        if (data.full) setStatus({ appointmentsFull: true });
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [context.propertyId, setStatus, reload]);

  const days = useMemo(() => {
    const byDay = new Map<string, string[]>();
    if (state.status === 'ready') {
      for (const slot of state.data.slots) {
        const day = slot.slice(0, 10);
        byDay.set(day, [...(byDay.get(day) ?? []), slot]);
      }
    }
    return [...byDay];
  }, [state]);
  const id = fieldId(formId, path);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;

  if (state.status === 'loading') return <p role="status">{t('forms:slots.loading')}</p>;
  if (state.status === 'failed') return <p role="alert">{t('forms:slots.failed')}</p>;
  const dayLabel = (day: string) =>
    t('forms:slots.day', {
      weekday: t(`forms:slots.weekday.${new Date(`${day}T12:00:00Z`).getUTCDay()}`),
      date: formatDate(day),
    });
  // The agent's visit from the CRM shows its times; the site's own slot its part of the day.
  const slotTime = (slot: string) => {
    const crm = parseCrmSlot(slot);
    return crm ? `${crm.from}–${crm.to}` : t(`forms:options.contactTime.${slot.slice(11)}`);
  };
  return (
    <FieldShell id={id} label={t('forms:fields.slot')} required={required} error={error} width={spec.width}>
      {(describedBy) => (
        <select
          id={id}
          {...field}
          className="input"
          required={required}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          <option value="">{t('forms:choose')}</option>
          {days.map(([day, slots]) => (
            <optgroup key={day} label={dayLabel(day)}>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {dayLabel(day)}, {slotTime(slot)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
