import { useRef, useState, type ReactNode } from 'react';
import { Formik } from 'formik';
import type { AnyObjectSchema } from 'yup';
import {
  useAddHistoryMutation,
  useEditHistoryMutation,
  useRemoveHistoryMutation,
  type HistoryTable,
} from './ownersApi.ts';
import type { HistoryValues } from './ownersApi.ts';
import { useOwnerWords } from './ownerWords.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeSelectField } from './OfficeSelectField.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';
import { focusSoon } from './useFocusOnMount.ts';

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'url' | 'date' | 'datetime-local' | 'select';
  options?: { value: string; label: string }[];
  optional?: boolean;
  hint?: string;
  width?: 'third' | 'half' | 'full';
}

export interface ColumnSpec<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

type Values = Record<string, string>;

interface Props<Row extends { id: number }> {
  property: number;
  table: HistoryTable;
  title: string;
  rows: Row[];
  columns: ColumnSpec<Row>[];
  fields: FieldSpec[];
  schema: AnyObjectSchema;
  blank: Values;
  valuesOf: (row: Row) => Values;
  /** What names a row in its buttons and the confirmation ("28/11/2026 14:30, Visit"). */
  rowName: (row: Row) => string;
  readOnly: boolean;
}

/**
 * One part of a listing's history (calendar, communications or media): its rows in a table
 * with "edit" and "remove" (after a confirmation), and the form that adds a row or changes the
 * one being edited. What is saved is what the owner reads in the portal.
 */
export function HistorySection<Row extends { id: number }>(props: Props<Row>) {
  const { property, table, title, rows, columns, fields, schema, blank, valuesOf, rowName, readOnly } = props;
  const { t } = useOwnerWords();
  const [add] = useAddHistoryMutation();
  const [edit] = useEditHistoryMutation();
  const [remove, { isLoading: removing }] = useRemoveHistoryMutation();
  const [editing, setEditing] = useState<Row | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const prefix = `office-${table}`;
  const ids = Object.fromEntries(fields.map((field) => [field.name, `${prefix}-${field.name}`]));

  const startEdit = (row: Row) => {
    setNotice(null);
    setEditing(row);
    focusSoon(formHeadingRef);
  };
  const removeRow = async (row: Row) => {
    setNotice(null);
    if (!window.confirm(t('office:listing.removeConfirm', { row: rowName(row) }))) return;
    const answer = await remove({ property, table, id: row.id });
    if (editing?.id === row.id) setEditing(null);
    setNotice(
      'error' in answer
        ? { tone: 'error', text: failureKey(answer.error) }
        : { tone: 'success', text: 'listing.removed' },
    );
    focusSoon(noticeRef);
  };

  const headingId = `${prefix}-heading`;
  const formHeadingId = `${prefix}-form-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
      {rows.length === 0 ? (
        <p>{t('office:listing.empty')}</p>
      ) : (
        // Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="office-table" role="region" aria-labelledby={`${prefix}-caption`} tabIndex={0}>
          <table>
            <caption id={`${prefix}-caption`}>{t('office:listing.caption', { title, total: rows.length })}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
                {!readOnly && <th scope="col">{t('office:listing.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.label}>{column.cell(row)}</td>
                  ))}
                  {!readOnly && (
                    <td>
                      <button
                        type="button"
                        className="button button--secondary office-table__action"
                        onClick={() => startEdit(row)}
                      >
                        {t('office:listing.edit')}
                        <span className="visually-hidden"> {rowName(row)}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary office-table__action"
                        disabled={removing}
                        onClick={() => void removeRow(row)}
                      >
                        {t('office:listing.remove')}
                        <span className="visually-hidden"> {rowName(row)}</span>
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
        <Formik
          key={editing?.id ?? 'new'}
          initialValues={editing ? { ...blank, ...valuesOf(editing) } : blank}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            setNotice(null);
            // The rules' own reading (trimmed), without the optional fields left empty.
            const cast = schema.cast(values, { stripUnknown: true }) as Values;
            const body = Object.fromEntries(
              Object.entries(cast).filter(([, value]) => value !== '' && value !== undefined),
            ) as unknown as HistoryValues;
            const answer = editing
              ? await edit({ property, table, id: editing.id, values: body })
              : await add({ property, table, values: body });
            if ('data' in answer) {
              noticeRef.current?.focus();
              helpers.resetForm();
              setNotice({ tone: 'success', text: editing ? 'listing.saved' : 'listing.added' });
              setEditing(null);
              return;
            }
            const failure = answer.error as { errors?: Record<string, string> };
            if (failure.errors) helpers.setErrors(failure.errors);
            setNotice({ tone: 'error', text: failureKey(answer.error) });
            focusSoon(noticeRef);
          }}
        >
          {(formik) => (
            <OfficeForm fields={ids} labelledBy={formHeadingId}>
              <h3 id={formHeadingId} ref={formHeadingRef} tabIndex={-1} className="office-form__title">
                {editing
                  ? t('office:listing.editTitle', { row: rowName(editing) })
                  : t('office:listing.addTitle', { title })}
              </h3>
              <div className="form__grid">
                {fields.map((field) =>
                  field.type === 'select' ? (
                    <OfficeSelectField
                      key={field.name}
                      id={ids[field.name] ?? field.name}
                      name={field.name}
                      label={field.label}
                      options={field.options ?? []}
                      width={field.width ?? 'third'}
                    />
                  ) : (
                    <OfficeTextField
                      key={field.name}
                      id={ids[field.name] ?? field.name}
                      name={field.name}
                      label={field.label}
                      type={field.type}
                      autoComplete="off"
                      hint={field.hint}
                      optional={field.optional}
                      width={field.width ?? 'third'}
                    />
                  ),
                )}
              </div>
              <div className="office-actions">
                <button type="submit" className="button" disabled={formik.isSubmitting}>
                  {t(editing ? 'office:listing.save' : 'office:listing.add')}
                </button>
                {editing && (
                  <button type="button" className="button button--secondary" onClick={() => setEditing(null)}>
                    {t('office:listing.cancelEdit')}
                  </button>
                )}
              </div>
            </OfficeForm>
          )}
        </Formik>
      )}
    </section>
  );
}
