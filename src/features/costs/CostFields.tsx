import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BelgianRegion } from '../../lib/region.ts';
import type { CostsDraft, DraftErrors } from '../../domain/costs/costsDraft.ts';

interface Props {
  idPrefix: string;
  draft: CostsDraft;
  /** Errors to show: only for fields the visitor has left or a shared link filled in. */
  errors: DraftErrors;
  region: BelgianRegion | null;
  onChange: (next: CostsDraft) => void;
  onBlur: (field: keyof DraftErrors) => void;
}

/** One text field with its label, hint and error, tied together for screen readers. */
function AmountField(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  inputMode: 'decimal' | 'numeric';
  maxLength: number;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { id, label, hint, value, error, inputMode, maxLength } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`form-field form-field--half${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        className="input"
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The calculator's inputs: price, postcode (which gives the region), only home, new build. */
export function CostFields({ idPrefix, draft, errors, region, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<CostsDraft>) => onChange({ ...draft, ...patch });
  const error = (field: keyof DraftErrors) => (errors[field] ? t(`costs:errors.${errors[field]}`) : undefined);
  return (
    <div className="form__grid costs__fields">
      <AmountField
        id={`${idPrefix}-price`}
        label={t(draft.newBuild ? 'costs:field.priceWithoutVat' : 'costs:field.price')}
        hint={t('costs:hint.price')}
        value={draft.price}
        error={error('price')}
        inputMode="decimal"
        maxLength={24}
        onChange={(price) => set({ price })}
        onBlur={() => onBlur('price')}
      />
      <AmountField
        id={`${idPrefix}-zip`}
        label={t('costs:field.zip')}
        hint={region ? t('costs:hint.region', { region: t(`costs:region.${region}`) }) : t('costs:hint.zip')}
        value={draft.zip}
        error={error('zip')}
        inputMode="numeric"
        maxLength={4}
        onChange={(zip) => set({ zip })}
        onBlur={() => onBlur('zip')}
      />
      <div className="form-field form-field--full costs__check">
        <input
          type="checkbox"
          id={`${idPrefix}-home`}
          checked={draft.onlyHome}
          aria-describedby={`${idPrefix}-home-hint`}
          onChange={(event) => set({ onlyHome: event.target.checked })}
        />
        <label htmlFor={`${idPrefix}-home`}>{t('costs:field.onlyHome')}</label>
        <p id={`${idPrefix}-home-hint`} className="form-field__hint">
          {t('costs:hint.onlyHome')}
        </p>
      </div>
      <div className="form-field form-field--full costs__check">
        <input
          type="checkbox"
          id={`${idPrefix}-new`}
          checked={draft.newBuild}
          aria-describedby={`${idPrefix}-new-hint`}
          onChange={(event) => set({ newBuild: event.target.checked })}
        />
        <label htmlFor={`${idPrefix}-new`}>{t('costs:field.newBuild')}</label>
        <p id={`${idPrefix}-new-hint`} className="form-field__hint">
          {t('costs:hint.newBuild')}
        </p>
      </div>
      {draft.newBuild && (
        <AmountField
          id={`${idPrefix}-ground`}
          label={t('costs:field.groundPart')}
          hint={t('costs:hint.groundPart')}
          value={draft.groundPart}
          error={error('groundPart')}
          inputMode="decimal"
          maxLength={24}
          onChange={(groundPart) => set({ groundPart })}
          onBlur={() => onBlur('groundPart')}
        />
      )}
    </div>
  );
}
