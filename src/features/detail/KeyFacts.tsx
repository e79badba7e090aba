import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/price.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

/** The three or four figures a visitor compares first, at a glance. */
export function KeyFacts({ detail }: { detail: PropertyDetail }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [];
  if (detail.Bedrooms !== null) facts.push(['bedrooms', t('detail:facts.bedrooms', { count: detail.Bedrooms })]);
  if (detail.Bathrooms !== null) facts.push(['bathrooms', t('detail:facts.bathrooms', { count: detail.Bathrooms })]);
  if (detail.SurfaceLiving !== null) {
    facts.push(['living', t('detail:facts.living', { value: formatNumber(detail.SurfaceLiving) })]);
  }
  if (detail.SurfaceGround !== null) {
    facts.push(['ground', t('detail:facts.ground', { value: formatNumber(detail.SurfaceGround) })]);
  }
  if (facts.length === 0) return null;
  return (
    <ul className="key-facts">
      {facts.map(([key, text]) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}
