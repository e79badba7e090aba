import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHydrated } from '../../components/useHydrated.ts';
import { useNear } from '../../components/useNear.ts';
import type { Lng } from '../../config/languages.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';
import { queryOfDraft } from '../../domain/costs/costsDraft.ts';
import { CostCalculatorSlot } from './costsSlots.tsx';
import { draftOfListing } from '../../domain/costs/listingDraft.ts';

/** How far below the screen the calculator starts loading, so it is there when scrolled to. */
const AHEAD = '600px 0px';

/**
 * A sale listing's purchase costs, computed for the visitor's situation. The page's HTML has
 * the section and a link to the calculator's page with this listing's figures (it works
 * without JavaScript and is the address to share); once the page runs and the visitor nears
 * the section, the calculator itself replaces the link, so the listing's first load does not
 * carry its code and rates. Someone on the link with the keyboard then lands on its first field.
 */
export function ListingCosts({ detail, lng }: { detail: PropertyDetail; lng: Lng }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref, hydrated, AHEAD);
  const draft = draftOfListing(detail);
  return (
    <section
      ref={ref}
      className="detail-section listing-costs"
      id="purchase-costs"
      aria-labelledby="section-purchase-costs"
    >
      <h2 id="section-purchase-costs">{t('detail:purchaseCosts.title')}</h2>
      <p>{t('detail:purchaseCosts.intro')}</p>
      {near ? (
        <CostCalculatorSlot lng={lng} initial={draft} page={false} headingLevel={3} focusFirst={near.focus} />
      ) : (
        <p>
          <Link to={hrefFor('purchase-costs', lng) + queryOfDraft(draft)}>{t('detail:purchaseCosts.open')}</Link>
        </p>
      )}
    </section>
  );
}
