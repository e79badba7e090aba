import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/price.ts';
import type { PropertyReport as Report } from './ownerApi.ts';
import { CalendarTable, CommunicationsTable, MediaTable } from './HistoryTables.tsx';
import { VisitNumbers } from './VisitNumbers.tsx';
import { shortDay, whenText } from './whenText.ts';
import type { CrmFigures } from '../../domain/forms/portal.ts';
import { useNear } from '../../components/useNear.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { LAZY_ROOT_MARGIN } from '../../components/LazyPicture.tsx';

const VisitsChart = lazy(() => import('./VisitsChart.tsx'));
/** Spec section 9's margin for what loads ahead of the screen (LazyPicture.tsx). */
const GRAPH_AHEAD = LAZY_ROOT_MARGIN;

/** The graph's place, the same size as the graph, so nothing moves when it comes. */
function ChartLoading({ text }: { text: string }) {
  return <p className="owner-chart owner-chart--loading">{text}</p>;
}

/** What the agency's CRM counts: the visits on each property portal and the matching buyers, with its date when it is not fresh. */
function CrmFiguresSection({ figures }: { figures: CrmFigures }) {
  const { t } = useTranslation();
  return (
    <section className="owner-section" aria-labelledby="owner-crm">
      <h3 id="owner-crm">{t('owner:crm.title')}</h3>
      {figures.stale ? (
        <p className="notice" role="status">
          {t('owner:crm.asOf', { date: whenText(figures.asOf) })}
        </p>
      ) : null}
      {figures.matches === null ? null : (
        <p className="owner-matches">{t('owner:crm.matches', { count: figures.matches })}</p>
      )}
      {figures.portals.length === 0 ? (
        <p>{t('owner:crm.empty')}</p>
      ) : (
        <div className="owner-table-wrap">
          <table className="owner-table">
            <caption className="visually-hidden">{t('owner:crm.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('owner:crm.portal')}</th>
                <th scope="col">{t('owner:crm.visits')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.portals.map((row) => (
                <tr key={row.portal}>
                  <th scope="row">{row.portal}</th>
                  <td>{formatNumber(row.visits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One property of the owner: the figures, the 30-day graph with its table, and the history. */
export function PropertyReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  // The graph's code (chart.js, the heaviest part of the page) loads when the visitor nears the
  // graph, a quarter of a screen ahead: on a phone it is below the fold, and the page's start
  // never waits for it (issue 34).
  const graph = useRef<HTMLElement>(null);
  // Never in the server's HTML, which has the graph's placeholder: from the hydrated page on.
  const showChart = useNear(graph, useHydrated(), GRAPH_AHEAD) !== null;
  const labels = useMemo(
    () => ({
      day: shortDay,
      visitors: t('owner:graph.visitors'),
      views: t('owner:graph.views'),
      portals: t('owner:graph.portals'),
    }),
    [t],
  );
  const withPortals = report.visits.days.some((day) => day.portals !== undefined);
  return (
    <div className="owner-report">
      <section className="owner-section" aria-labelledby="owner-visits">
        <h3 id="owner-visits">{t('owner:numbers.title')}</h3>
        <VisitNumbers visits={report.visits} />
        <p className="form__note">{t('owner:numbers.visitorsHint')}</p>
      </section>
      <section ref={graph} className="owner-section" aria-labelledby="owner-graph">
        <h3 id="owner-graph">{t('owner:graph.title')}</h3>
        <Suspense fallback={<ChartLoading text={t('owner:graph.loading')} />}>
          {showChart ? (
            <VisitsChart
              days={report.visits.days}
              labels={labels}
              label={t('owner:graph.title')}
              describedBy="owner-graph-table"
            />
          ) : (
            <ChartLoading text={t('owner:graph.loading')} />
          )}
        </Suspense>
        <details className="owner-graph-table">
          <summary>{t('owner:graph.showTable')}</summary>
          <div className="owner-table-wrap">
            <table className="owner-table" id="owner-graph-table">
              <caption className="visually-hidden">{t('owner:graph.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('owner:graph.day')}</th>
                  <th scope="col">{t('owner:graph.visitors')}</th>
                  <th scope="col">{t('owner:graph.views')}</th>
                  {withPortals ? <th scope="col">{t('owner:graph.portals')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {report.visits.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDate(day.day)}</th>
                    <td>{formatNumber(day.visitors)}</td>
                    <td>{formatNumber(day.views)}</td>
                    {withPortals ? <td>{formatNumber(day.portals ?? 0)}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
      {report.crm ? <CrmFiguresSection figures={report.crm} /> : null}
      <CalendarTable entries={report.calendar} />
      <CommunicationsTable items={report.communications} />
      <MediaTable media={report.media} />
    </div>
  );
}
