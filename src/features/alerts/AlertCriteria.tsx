import { useAppSelector } from '../../state/hooks.ts';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { formatNumber, formatPrice } from '../../lib/price.ts';
import { FEATURE_CRITERIA } from '../../domain/criteria/criteria.ts';
import { selectCatalogue } from '../../state/catalogue/selectors.ts';
import type { AlertDemandView } from '../../domain/forms/alerts.ts';

/**
 * What the saved search asks for, in words: types and towns by name (from the catalogue), and
 * the list's advanced criteria it was saved with, in the list filter's own words.
 */
export function AlertCriteria({ criteria, lng }: { criteria: AlertDemandView['criteria']; lng: Lng }) {
  const { t } = useTranslation();
  const catalogue = useAppSelector((state) => selectCatalogue(state, lng));
  const typeName = (id: number) => catalogue?.types.find((type) => type.WebID === id)?.Name ?? String(id);
  const town = (zip: string) => {
    const city = catalogue?.cities.all.find((c) => c.Zip === zip);
    return city ? `${zip} ${city.Name}` : zip;
  };
  const { minPrice, maxPrice } = criteria;
  const price =
    minPrice !== null && maxPrice !== null
      ? t('tools:alerts.criteria.between', { min: formatPrice(minPrice), max: formatPrice(maxPrice) })
      : minPrice !== null
        ? t('tools:alerts.criteria.from', { min: formatPrice(minPrice) })
        : maxPrice !== null
          ? t('tools:alerts.criteria.upTo', { max: formatPrice(maxPrice) })
          : t('tools:alerts.criteria.anyPrice');
  const features = FEATURE_CRITERIA.filter((name) => criteria[name]).map((name) => t(`catalogue.filters.${name}`));
  const area = (value: number) => t('tools:alerts.criteria.area', { area: formatNumber(value) });
  return (
    <dl className="content-facts alert-criteria">
      <div>
        <dt>{t('tools:alerts.criteria.goal')}</dt>
        <dd>{t(`tools:alerts.criteria.${criteria.goal}`)}</dd>
      </div>
      <div>
        <dt>{t('tools:alerts.criteria.types')}</dt>
        <dd>{criteria.types.map(typeName).join(', ')}</dd>
      </div>
      <div>
        <dt>{t('tools:alerts.criteria.zones')}</dt>
        <dd>{criteria.zones.map(town).join(', ')}</dd>
      </div>
      <div>
        <dt>{t('tools:alerts.criteria.price')}</dt>
        <dd>{price}</dd>
      </div>
      {criteria.bedrooms !== null && (
        <div>
          <dt>{t('tools:alerts.criteria.bedrooms')}</dt>
          <dd>{t('tools:alerts.criteria.atLeast', { count: criteria.bedrooms })}</dd>
        </div>
      )}
      {criteria.minLiving !== null && (
        <div>
          <dt>{t('tools:alerts.criteria.living')}</dt>
          <dd>{area(criteria.minLiving)}</dd>
        </div>
      )}
      {criteria.minPlot !== null && (
        <div>
          <dt>{t('tools:alerts.criteria.plot')}</dt>
          <dd>{area(criteria.minPlot)}</dd>
        </div>
      )}
      {criteria.epc !== null && (
        <div>
          <dt>{t('tools:alerts.criteria.epc')}</dt>
          <dd>{t('catalogue.filters.epcOption', { label: criteria.epc.toUpperCase() })}</dd>
        </div>
      )}
      {features.length > 0 && (
        <div>
          <dt>{t('tools:alerts.criteria.features')}</dt>
          <dd>{features.join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}
