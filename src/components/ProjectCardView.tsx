import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardMedia } from './CardMedia.tsx';
import { formatPrice } from '../lib/price.ts';
import type { Lng } from '../config/languages.ts';
import type { ProjectCard } from '../domain/catalogue/types.ts';
import { projectHref } from '../domain/catalogue/links.ts';

export function projectPrice(project: ProjectCard, t: (key: string, values?: Record<string, unknown>) => string) {
  const { PriceMin: min, PriceMax: max } = project;
  const unit = project.Goal === 1 ? ` ${t('catalogue.price.perMonth')}` : '';
  if (min !== null && max !== null && min !== max) {
    return t('catalogue.projects.priceRange', { min: formatPrice(min), max: formatPrice(max) }) + unit;
  }
  if (min !== null) return `${t('catalogue.price.from')} ${formatPrice(min)}${unit}`;
  if (max !== null) return formatPrice(max) + unit;
  return t('catalogue.price.onDemand');
}

/** A new-build project: photo, name, place, its units (how many, by type: WebIDName), price range, delivery. */
export function ProjectCardView({
  project,
  lng,
  eager = false,
  wideOnly = false,
  priority = false,
}: {
  project: ProjectCard;
  lng: Lng;
  eager?: boolean;
  /** In the first row on a wide screen only (CardMedia.tsx). */
  wideOnly?: boolean;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <article className="card card--project">
      <CardMedia
        picture={project.SmallPicture}
        label={project.Status}
        labelClass="card__label--status"
        eager={eager}
        wideOnly={wideOnly}
        priority={priority}
      />
      <div className="card__body">
        <p className="card__price">{projectPrice(project, t)}</p>
        <h2 className="card__title">
          <Link className="card__link" to={projectHref(lng, project)}>
            {project.Name}
          </Link>
        </h2>
        <p className="card__place">
          {project.Zip} {project.City}
        </p>
        <p className="card__facts">
          <span>{t('catalogue.projects.units', { count: project.Units })}</span>
          <span>{project.WebIDName}</span>
        </p>
        <p className="card__meta">
          <span>{t('catalogue.projects.delivery', { when: project.Delivery })}</span>
        </p>
      </div>
    </article>
  );
}
