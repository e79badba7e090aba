import { useTranslation } from 'react-i18next';
import { energyRegion } from '../../lib/region.ts';
import { epcImagePath, epcLabel, labelDisplay, needsRenovationNotice, RENOVATION_YEARS } from '../../lib/epc.ts';
import { EPC_IMAGE_SIZE } from '../../lib/epcImage.ts';
import { FieldList } from './FieldSections.tsx';
import { sectionById } from './fields.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

const energySection = sectionById('energy');

/**
 * The energy label as the listing's region draws it (region from the postcode, Luxembourg
 * from the label text), its figures, and Flanders' renovation duty where it applies.
 */
export function EnergyBlock({ detail }: { detail: PropertyDetail }) {
  const { t } = useTranslation();
  const region = energyRegion(detail.CountryID, detail.Zip);
  const label = region ? epcLabel(region, detail.EnergyPerformance, detail.EPCLabelText) : null;
  const fields = <FieldList section={energySection} detail={detail} />;
  if (!label && detail.EnergyPerformance === null && detail.EPCTotal === null && !detail.EPCLabelText) return null;
  return (
    <section className="detail-section energy" aria-labelledby="section-energy">
      <h2 id="section-energy">{t('detail:section.energy')}</h2>
      <div className="energy__body">
        {region && label ? (
          <figure className="energy__label">
            <img
              src={epcImagePath(region, label)}
              width={EPC_IMAGE_SIZE[region].width}
              height={EPC_IMAGE_SIZE[region].height}
              alt={t('detail:energy.alt', { label: labelDisplay(label), region: t(`detail:region.${region}`) })}
              loading="lazy"
              decoding="async"
            />
            <figcaption>
              {t('detail:energy.label', { label: labelDisplay(label) })}
              <span className="energy__region"> ({t(`detail:region.${region}`)})</span>
            </figcaption>
          </figure>
        ) : (
          detail.EPCLabelText && <p>{t('detail:energy.label', { label: detail.EPCLabelText })}</p>
        )}
        {fields}
      </div>
      {needsRenovationNotice(region, label, detail.Goal === 0) && (
        <p className="notice energy__notice">{t('detail:energy.renovation', { years: RENOVATION_YEARS })}</p>
      )}
    </section>
  );
}
