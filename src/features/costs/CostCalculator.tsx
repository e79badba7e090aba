import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import { purchaseCosts } from '../../config/purchaseCosts.ts';
import { formatPrice } from '../../lib/price.ts';
import { computePurchaseCosts } from '../../lib/purchaseCosts.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { queryOfDraft, readDraft, type CostsDraft, type DraftErrors } from '../../domain/costs/costsDraft.ts';
import { CostFields } from './CostFields.tsx';
import { CostResult } from './CostResult.tsx';
import { ShareLink } from './ShareLink.tsx';
import { useSettled } from './useSettled.ts';

export interface CostCalculatorProps {
  lng: Lng;
  initial: CostsDraft;
  /** On its own page the URL follows the fields, so the address is the estimate to share. */
  page: boolean;
  headingLevel: 2 | 3;
  /** Put focus on the price when it appears (it replaced the link that had it). */
  focusFirst?: boolean;
}

type Touched = Partial<Record<keyof DraftErrors, boolean>>;

/** Fields that start filled in (a listing, a shared link) show their errors straight away. */
const filledAtStart = (draft: CostsDraft): Touched => ({
  price: draft.price.trim() !== '',
  zip: draft.zip.trim() !== '',
  groundPart: draft.groundPart.trim() !== '',
});

/**
 * The purchase-cost calculator: the figures the visitor can change, and the estimate, which
 * follows every change. A screen reader hears the new total once typing pauses.
 */
export function CostCalculator({ lng, initial, page, headingLevel, focusFirst = false }: CostCalculatorProps) {
  const { t } = useTranslation();
  const idPrefix = useId().replace(/:/g, '');
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<Touched>(() => filledAtStart(initial));
  const read = useMemo(() => readDraft(draft), [draft]);
  const result = read.ok ? computePurchaseCosts(read.input, purchaseCosts) : null;
  const costs = result?.ok ? result.value : null;

  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (focusFirst) document.getElementById(`${idPrefix}-price`)?.focus();
  }, [focusFirst, idPrefix]);
  const query = queryOfDraft(draft);
  // Only once the visitor changes a figure: a page opened from a shared link keeps its
  // address. The history entry is replaced directly, not through the router: a new figure is
  // the same page (no page view, no re-render of the layout per key typed).
  useEffect(() => {
    if (page && changed && window.location.search !== query) {
      window.history.replaceState(window.history.state, '', window.location.pathname + query);
    }
  }, [page, changed, query]);

  const errors: DraftErrors = read.ok ? {} : read.errors;
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched[field as keyof DraftErrors]),
  ) as DraftErrors;

  const summary = costs
    ? t('costs:result.summary', { total: formatPrice(costs.total), all: formatPrice(costs.totalWithPrice) })
    : t('costs:result.incomplete');
  const announced = useSettled(summary, 800);

  return (
    <div className="costs">
      <form className="costs__form" noValidate onSubmit={(event) => event.preventDefault()}>
        <CostFields
          idPrefix={idPrefix}
          draft={draft}
          errors={shown}
          region={read.region}
          onChange={(next) => {
            setDraft(next);
            setChanged(true);
          }}
          onBlur={(field) => setTouched((before) => ({ ...before, [field]: true }))}
        />
      </form>
      <p className="visually-hidden" role="status">
        {changed ? announced : ''}
      </p>
      {costs && read.ok ? (
        <CostResult costs={costs} region={read.region} asOf={purchaseCosts.asOf} headingLevel={headingLevel} />
      ) : (
        <p className="notice costs__incomplete">{t('costs:result.incomplete')}</p>
      )}
      {page ? (
        <ShareLink />
      ) : (
        <p className="costs__open">
          <Link to={hrefFor('purchase-costs', lng) + query}>{t('costs:openPage')}</Link>
        </p>
      )}
    </div>
  );
}
