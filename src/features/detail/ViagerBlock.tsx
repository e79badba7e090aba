import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/price.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

/** A life-annuity sale (viager): the bouquet, the annuity and the heads it is paid to. */
export function ViagerBlock({ viager }: { viager: NonNullable<PropertyDetail['Viager']> }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('detail:viager.bouquet'), formatPrice(viager.Bouquet)],
    [t('detail:viager.monthlyRent'), t('detail:unit.monthly', { value: formatPrice(viager.MonthlyRent) })],
  ];
  if (viager.MaxDuration !== null) {
    rows.push([t('detail:viager.maxDuration'), t('detail:unit.years', { count: viager.MaxDuration })]);
  }
  viager.Heads.forEach((head, i) => {
    rows.push([
      t('detail:viager.head', { index: i + 1 }),
      t('detail:viager.headValue', { age: head.Age, sex: t(`detail:viager.sex.${head.Sex}`) }),
    ]);
  });
  rows.push(
    [t('detail:viager.survivorRent'), t(viager.SurvivorRent ? 'detail:value.yes' : 'detail:value.no')],
    [t('detail:viager.indexedRent'), t(viager.IndexedRent ? 'detail:value.yes' : 'detail:value.no')],
  );
  return (
    <section className="detail-section" aria-labelledby="section-viager">
      <h2 id="section-viager">{t('detail:section.viager')}</h2>
      <p>{t('detail:viager.intro')}</p>
      <dl className="fields">
        {rows.map(([label, value]) => (
          <div key={label} className="fields__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
