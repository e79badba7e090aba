import { useTranslation } from 'react-i18next';
import { formatField, hasValue } from './formatField.ts';
import { SECTIONS, type SectionDef, type SectionId } from './fields.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

/** The fields of one section that have a value; planning flags count only when one of them is set. */
export function visibleFields(section: SectionDef, detail: PropertyDetail) {
  const fields = section.fields.filter((field) => hasValue(field, detail[field.key]));
  if (section.id === 'planning') {
    const anySet = section.fields.some(
      (field) => detail[field.key] !== null && (field.format !== 'text' || hasValue(field, detail[field.key])),
    );
    return anySet ? fields : [];
  }
  return fields;
}

/** Short figures sit in two columns on wide screens; sentences need the whole width. */
const COLUMNS: readonly SectionId[] = ['layout', 'surfaces'];

export function FieldList({ section, detail }: { section: SectionDef; detail: PropertyDetail }) {
  const { t } = useTranslation();
  const fields = visibleFields(section, detail);
  if (fields.length === 0) return null;
  return (
    <dl className={COLUMNS.includes(section.id) ? 'fields fields--columns' : 'fields'}>
      {fields.map((field) => (
        <div key={field.key} className={`fields__row${field.key === 'TotalCost' ? ' fields__row--total' : ''}`}>
          <dt>{t(`detail:field.${field.key}`)}</dt>
          <dd>{formatField(field, detail[field.key], t)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sections a reader scans, each under its own heading; empty ones are left out. */
export function FieldSections({ detail, only }: { detail: PropertyDetail; only: readonly SectionId[] }) {
  const { t } = useTranslation();
  return (
    <>
      {SECTIONS.filter((section) => only.includes(section.id) && visibleFields(section, detail).length > 0).map(
        (section) => (
          <section key={section.id} className="detail-section" aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`}>{t(`detail:section.${section.id}`)}</h2>
            <FieldList section={section} detail={detail} />
          </section>
        ),
      )}
    </>
  );
}
