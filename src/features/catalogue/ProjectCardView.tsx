import { useTranslation } from '../../components/i18n.tsx';
import { Link } from '../../components/router/index.ts';
import { LazyPicture } from '../../components/LazyPicture.tsx';
import { formatPrice } from '../../lib/price.ts';
import type { Lng } from '../../config/languages.ts';
import type { ProjectCard } from './types.ts';
import { projectHref } from './links.ts';

const CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 767px) 45vw, 100vw';

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

/** A new-build project: photo, name, place, its units by type (WebIDName), price range. */
export function ProjectCardView({ project, lng, eager = false }: { project: ProjectCard; lng: Lng; eager?: boolean }) {
  const { t } = useTranslation();
  const picture = project.SmallPicture;
  return (
    <article className="card card--project">
      <div className="card__media">
        <LazyPicture
          name={picture.Name}
          alt=""
          width={picture.Width}
          height={picture.Height}
          sizes={CARD_SIZES}
          widths={[300, 400, 600]}
          eager={eager}
          className="card__picture"
        />
        <span className="card__label card__label--status">{project.Status}</span>
      </div>
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
        <p className="card__meta">
          <span>{project.WebIDName}</span>
          <span>{t('catalogue.projects.delivery', { when: project.Delivery })}</span>
        </p>
      </div>
    </article>
  );
}
