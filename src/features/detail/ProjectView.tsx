import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import { formatNumber } from '../../lib/price.ts';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { MARQUEE } from '../../domain/catalogue/constants.ts';
import { priceText } from '../../components/PriceText.tsx';
import { projectPrice } from '../../components/ProjectCardView.tsx';
import { listingHref } from '../../domain/catalogue/links.ts';
import type { ListingCard, ProjectCard } from '../../domain/catalogue/types.ts';
import { Gallery } from './Gallery.tsx';
import { DocumentList } from './DocumentList.tsx';
import { ContactCard } from './ContactCard.tsx';
import { RequestPanel } from './RequestPanel.tsx';
import type { Crumb } from './crumbs.ts';
import type { ProjectDetail } from '../../domain/catalogue/detailTypes.ts';

const isGone = (unit: ListingCard) => unit.Marquee === MARQUEE.sold || unit.Marquee === MARQUEE.rented;

function UnitState({ unit }: { unit: ListingCard }) {
  const { t } = useTranslation();
  if (unit.Marquee === MARQUEE.sold) return <span className="badge badge--sold">{t('detail:state.soldLabel')}</span>;
  if (unit.Marquee === MARQUEE.rented)
    return <span className="badge badge--sold">{t('detail:state.rentedLabel')}</span>;
  return <span className="badge badge--available">{t('detail:state.available')}</span>;
}

/** The price list: every unit with its type, rooms, surface, price and state, linking to its page. */
function UnitTable({ units, project, lng }: { units: ListingCard[]; project: ProjectCard; lng: Lng }) {
  const { t } = useTranslation();
  if (units.length === 0) return <p className="notice">{t('detail:project.noUnits')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('detail:project.unitsCaption', { name: project.Name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail:project.unit')}</th>
            <th scope="col">{t('detail:field.Bedrooms')}</th>
            <th scope="col">{t('detail:field.SurfaceLiving')}</th>
            <th scope="col">{t('detail:project.price')}</th>
            <th scope="col">{t('detail:project.state')}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit.ID}>
              <th scope="row">
                <Link to={listingHref(lng, unit, project)}>
                  {unit.MainTypeName} – {t('catalogue.card.reference', { id: unit.ID })}
                </Link>
              </th>
              <td>{unit.Bedrooms ?? '–'}</td>
              <td>
                {unit.SurfaceLiving === null ? '–' : t('detail:unit.area', { value: formatNumber(unit.SurfaceLiving) })}
              </td>
              <td>{isGone(unit) ? '–' : priceText(unit, t)}</td>
              <td>
                <UnitState unit={unit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProjectView({
  detail,
  project,
  units,
  lng,
  crumbs,
}: {
  detail: ProjectDetail;
  project: ProjectCard;
  units: ListingCard[];
  lng: Lng;
  crumbs: Crumb[];
}) {
  const { t } = useTranslation();
  const soldOut = units.length > 0 && units.every(isGone);
  const facts: [string, string][] = [
    [t('detail:project.number'), detail.Number],
    [t('detail:project.status'), detail.Status],
    [t('detail:project.delivery'), detail.Delivery],
    [t('detail:project.units'), detail.WebIDName],
    [t('detail:project.priceRange'), projectPrice(project, t)],
  ];
  return (
    <article className="detail">
      <div className="page-header container">
        <Breadcrumb items={crumbs} />
        <h1 className="page-header__title">
          {detail.Name}
          {soldOut && <span className="badge badge--sold detail__badge">{t('detail:state.soldOut')}</span>}
        </h1>
        <p className="page-header__intro">
          {detail.Zip} {detail.City}
        </p>
      </div>
      <div className="container detail__layout">
        <div className="detail__gallery">
          <Gallery photos={detail.Pictures} title={t('detail:gallery.title', { title: detail.Name })} />
        </div>
        <div className="detail__main">
          <section className="detail-section" aria-labelledby="section-description">
            <h2 id="section-description">{t('detail:section.description')}</h2>
            <p className="detail__description">{detail.Description}</p>
          </section>
          <section className="detail-section" aria-labelledby="section-units">
            <h2 id="section-units">{t('detail:project.priceList')}</h2>
            <UnitTable units={units} project={project} lng={lng} />
            {detail.PriceList && (
              <p>
                <a href={detail.PriceList} type="application/pdf" download>
                  {t('detail:project.priceListPdf')}
                </a>
              </p>
            )}
          </section>
          <section className="detail-section" aria-labelledby="section-technical">
            <h2 id="section-technical">{t('detail:project.technical')}</h2>
            <p>{detail.Technical}</p>
          </section>
          <section className="detail-section" aria-labelledby="section-situation">
            <h2 id="section-situation">{t('detail:project.situation')}</h2>
            <p>{detail.Situation}</p>
          </section>
          <section className="detail-section" aria-labelledby="section-buildings">
            <h2 id="section-buildings">{t('detail:project.buildings')}</h2>
            {detail.Buildings.length === 0 ? (
              <p className="notice">{t('detail:project.noBuildings')}</p>
            ) : (
              <ul className="buildings">
                {detail.Buildings.map((building) => (
                  <li key={building.ID}>
                    <strong>{building.Name}</strong>:{' '}
                    {t('detail:project.buildingFacts', { floors: building.Floors, count: building.Units })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <DocumentList documents={detail.Plans} headingKey="detail:project.plans" emptyKey="detail:project.noPlans" />
          <DocumentList documents={detail.Documents} />
          <RequestPanel lng={lng} projectId={project.ID} goal={project.Goal === 0 ? 0 : 1} open />
        </div>
        <aside className="detail__aside" aria-label={t('detail:summary')}>
          <div className="price-box">
            <dl className="fields">
              {facts.map(([label, value]) => (
                <div key={label} className="fields__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {detail.ExternalLink && (
              <p className="price-box__link">
                <a href={detail.ExternalLink} target="_blank" rel="noopener noreferrer">
                  {t('detail:project.website', { host: new URL(detail.ExternalLink).host })}
                </a>
              </p>
            )}
          </div>
          <ContactCard person={detail.Contact} />
        </aside>
      </div>
    </article>
  );
}
