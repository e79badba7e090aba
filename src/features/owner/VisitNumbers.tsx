import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/price.ts';
import type { Headline } from './ownerApi.ts';

const FIGURES = ['today', 'week', 'month', 'total', 'pageViews'] as const;

/** The headline figures: visits today, this week, this month, in total, and page visits. */
export function VisitNumbers({ visits, compact = false }: { visits: Headline; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={`owner-numbers${compact ? ' owner-numbers--compact' : ''}`}>
      {FIGURES.map((figure) => (
        <div key={figure} className="owner-numbers__item">
          <dt>{t(`owner:numbers.${figure}`)}</dt>
          <dd>{formatNumber(visits[figure])}</dd>
        </div>
      ))}
    </dl>
  );
}
