import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { formatNumber, formatPrice } from '../../lib/price.ts';
import type { PurchaseCostLine, PurchaseCosts } from '../../lib/purchaseCosts.ts';
import type { BelgianRegion } from '../../lib/region.ts';

/** A reduction reads "− € 25.000", the sign before the currency as on a notary's statement. */
const money = (amount: number) => (amount < 0 ? `− ${formatPrice(-amount)}` : formatPrice(amount));

const percent = (rate: number) => `${formatNumber(rate * 100, Number.isInteger(rate * 100) ? 0 : 1)} %`;

/** How a line was reached, in words: "12 % of € 245.000", "legal scale on € 245.000". */
function lineBasis(line: PurchaseCostLine, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (line.key === 'notaryFee') return t('costs:basis.scale', { base: formatPrice(line.base) });
  if (line.key === 'abatement' && line.rate === undefined) return t('costs:basis.fixed');
  if (line.rate !== undefined) return t('costs:basis.rate', { rate: percent(line.rate), base: formatPrice(line.base) });
  return t(line.estimate ? 'costs:basis.average' : 'costs:basis.fixed');
}

/**
 * The estimate, line by line, then the costs on top of the price and the price with them. A
 * figure the rates file calls an estimate is marked in text, not by colour alone.
 */
export function CostResult({
  costs,
  region,
  asOf,
  headingLevel,
}: {
  costs: PurchaseCosts;
  region: BelgianRegion;
  asOf: string;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const Heading = `h${headingLevel}` as const;
  const anyEstimate = costs.lines.some((line) => line.estimate);
  return (
    <div className="costs__result">
      <Heading className="costs__title">{t('costs:result.title')}</Heading>
      <p className="costs__estimate">
        <strong>{t('costs:result.estimate')}</strong>{' '}
        {t('costs:result.asOf', { date: formatDate(asOf), region: t(`costs:region.${region}`) })}
      </p>
      <table className="costs__table" aria-describedby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {t('costs:result.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('costs:result.line')}</th>
            <th scope="col" className="costs__amount">
              {t('costs:result.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {costs.lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {t(line.key === 'abatement' ? `costs:line.abatement.${region}` : `costs:line.${line.key}`)}
                {line.estimate && <span className="costs__mark"> ({t('costs:result.approximate')})</span>}
                <span className="costs__basis">{lineBasis(line, t)}</span>
              </th>
              <td className="costs__amount">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('costs:result.total')}</th>
            <td className="costs__amount">{formatPrice(costs.total)}</td>
          </tr>
          <tr className="costs__grand">
            <th scope="row">{t('costs:result.totalWithPrice')}</th>
            <td className="costs__amount">{formatPrice(costs.totalWithPrice)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="costs__note">
        {anyEstimate && `${t('costs:result.approximateNote')} `}
        {t('costs:result.disclaimer')}
      </p>
    </div>
  );
}
