import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { MARQUEE } from '../../domain/catalogue/constants.ts';
import { marqueeLabel } from '../../domain/catalogue/marquee.ts';
import { priceText } from '../../components/PriceText.tsx';
import { projectHref } from '../../domain/catalogue/links.ts';
import type { ListingCard, ProjectCard } from '../../domain/catalogue/types.ts';
import { Gallery } from './Gallery.tsx';
import { FieldSections, FieldList } from './FieldSections.tsx';
import { EnergyBlock } from './EnergyBlock.tsx';
import { ViagerBlock } from './ViagerBlock.tsx';
import { ExternalMedia } from './ExternalMedia.tsx';
import { DocumentList } from './DocumentList.tsx';
import { ContactCard } from './ContactCard.tsx';
import { RequestButtons, RequestPanel, requestActions } from './RequestPanel.tsx';
import type { FormKind } from '../../domain/forms/kinds.ts';
import type { Crumb } from './crumbs.ts';
import { sectionById } from './fields.ts';
import { KeyFacts } from './KeyFacts.tsx';
import { useVisitBeacon } from './visitBeacon.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';
import { useSlots } from '../../components/slots.tsx';
import { hasPurchaseCosts } from '../../domain/costs/listingDraft.ts';

const priceSection = sectionById('price');
const costsSection = sectionById('costs');

/** Sold and rented listings stay online for a while: the page says so first. */
function StateNotice({ marquee }: { marquee: number }) {
  const { t } = useTranslation();
  if (marquee !== MARQUEE.sold && marquee !== MARQUEE.rented) return null;
  return (
    <p className="notice notice--state" role="status">
      {t(marquee === MARQUEE.sold ? 'detail:state.sold' : 'detail:state.rented')}
    </p>
  );
}

function addressLine(detail: PropertyDetail): string {
  const street = detail.Street
    ? [detail.Street, detail.HouseNumber].filter(Boolean).join(' ') + (detail.BoxNr ? ` / ${detail.BoxNr}` : '')
    : null;
  const place = `${detail.Zip} ${detail.City}`;
  const country = detail.CountryID === 50 ? `, ${detail.CountryName}` : '';
  return (street ? `${street}, ${place}` : place) + country;
}

export function PropertyView({
  detail,
  listing,
  project,
  lng,
  title,
  crumbs,
}: {
  detail: PropertyDetail;
  listing: ListingCard;
  project: ProjectCard | undefined;
  lng: Lng;
  title: string;
  crumbs: Crumb[];
}) {
  const { t } = useTranslation();
  const { FavouriteButton, ListingCosts } = useSlots();
  useVisitBeacon(detail.ID, lng);
  const label = marqueeLabel(listing);
  const onMarket = listing.Marquee !== MARQUEE.sold && listing.Marquee !== MARQUEE.rented;
  const goal = listing.Goal === 0 ? 0 : 1;
  // The request panel's form, chosen there or from the price box's buttons (which also jump to it).
  const [request, setRequest] = useState<{ chosen: FormKind | null; jump: number }>({ chosen: null, jump: 0 });
  const choice = {
    chosen: request.chosen,
    choose: (kind: FormKind) => setRequest((now) => ({ chosen: kind, jump: now.jump })),
  };
  return (
    <article className="detail">
      <div className="page-header container">
        <Breadcrumb items={crumbs} />
        <h1 className="page-header__title">
          {title}
          {label && <span className="badge detail__badge">{label}</span>}
        </h1>
        <p className="page-header__intro">{detail.TypeDescription}</p>
        <StateNotice marquee={detail.Marquee} />
      </div>
      <div className="container detail__layout">
        {/* Phones read title, gallery, price box, then the details; wide screens place them in two columns. */}
        <div className="detail__gallery">
          <Gallery photos={detail.Pictures} title={t('detail:gallery.title', { title })} />
        </div>
        <aside className="detail__aside" aria-label={t('detail:summary')}>
          <div className="price-box">
            <p className="price-box__price">{priceText(detail, t)}</p>
            <p className="price-box__ref">{t('catalogue.card.reference', { id: detail.ID })}</p>
            <FavouriteButton listing={listing} className="price-box__favourite" />
            <p className="price-box__address">{addressLine(detail)}</p>
            <KeyFacts detail={detail} />
            <RequestButtons
              actions={requestActions(undefined, goal, onMarket)}
              onChoose={(kind) => setRequest((now) => ({ chosen: kind, jump: now.jump + 1 }))}
            />
            <FieldList section={priceSection} detail={detail} />
            {costsSection.fields.some((field) => detail[field.key] !== null) && (
              <>
                <h2 className="price-box__heading">{t('detail:section.costs')}</h2>
                <FieldList section={costsSection} detail={detail} />
                <p className="price-box__hint">{t('detail:costs.hint')}</p>
              </>
            )}
          </div>
          {project && (
            <p className="detail__project">
              {t('detail:partOf')} <Link to={projectHref(lng, project)}>{project.Name}</Link>
            </p>
          )}
          <ContactCard person={detail.Manager} openingHours={detail.OpeningHours} />
        </aside>
        <div className="detail__main">
          <section className="detail-section" aria-labelledby="section-description">
            <h2 id="section-description">{t('detail:section.description')}</h2>
            <p className="detail__description">{detail.Description}</p>
          </section>
          <FieldSections detail={detail} only={['layout', 'surfaces']} />
          <EnergyBlock detail={detail} />
          {detail.Viager && <ViagerBlock viager={detail.Viager} />}
          <FieldSections detail={detail} only={['planning', 'certificates', 'flood', 'equipment']} />
          {detail.Video && <ExternalMedia link={detail.Video} purpose="video" />}
          {detail.VirtualTour && <ExternalMedia link={detail.VirtualTour} purpose="tour" />}
          {hasPurchaseCosts(detail) && onMarket && <ListingCosts detail={detail} lng={lng} />}
          <DocumentList documents={detail.Documents} />
          <RequestPanel
            lng={lng}
            propertyId={detail.ID}
            goal={goal}
            open={onMarket}
            choice={choice}
            jump={request.jump}
          />
        </div>
      </div>
    </article>
  );
}
