import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../components/useHydrated.ts';
import { draftFromQuery, EMPTY_DRAFT } from '../../domain/costs/costsDraft.ts';
import { CostCalculatorView } from '../../features/costs/CostCalculatorView.tsx';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * The purchase-cost calculator on its own page (aankoopkosten / frais-d-achat /
 * purchase-costs). Its figures come from the query (?price=&zip=&home=&new=&ground=), read
 * once the page runs: the prerendered page is the empty calculator, and the calculator
 * starts again from the link's figures after hydration (the key).
 */
export function CostsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation(['common', 'costs']);
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const initial = hydrated ? draftFromQuery(searchParams) : EMPTY_DRAFT;
  return (
    <>
      <PageHeader match={match} intro={t('costs:page.intro')} />
      <div className="container section costs-page">
        <CostCalculatorView
          key={hydrated ? 'link' : 'prerender'}
          lng={match.lng}
          initial={initial}
          page
          headingLevel={2}
        />
        <section className="costs-page__about" aria-labelledby="costs-about">
          <h2 id="costs-about">{t('costs:page.aboutTitle')}</h2>
          <p>{t('costs:page.about')}</p>
        </section>
      </div>
    </>
  );
}
