import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import { selectProjects } from '../../state/catalogue/selectors.ts';
import { useCatalogue } from '../../state/catalogue/useCatalogue.ts';
import { CatalogueState } from '../../components/CatalogueState.tsx';
import { ProjectCardView } from '../../components/ProjectCardView.tsx';

/**
 * The projects page's module "project-list": every new-build project, newest first. Leading a
 * page, nothing stands above its first card, whose photo is then the largest paint on a phone:
 * fetched at once at high priority (Lighthouse mobile LCP 1.40-1.96 s while it waited for
 * layout as a natively lazy image).
 */
export function ProjectList({
  lng,
  perRow,
  max,
  leading = false,
}: {
  lng: Lng;
  perRow: number;
  max: number;
  leading?: boolean;
}) {
  const { t } = useTranslation();
  const { status, retry } = useCatalogue(lng);
  const projects = useAppSelector((state) => selectProjects(state, lng)).slice(0, max);
  if (status !== 'ready') return <CatalogueState status={status} retry={retry} />;
  if (projects.length === 0) return <p className="notice">{t('catalogue.projects.empty')}</p>;
  return (
    <ul className="card-grid" style={{ '--per-row': perRow } as React.CSSProperties}>
      {projects.map((project, i) => (
        <li key={project.ID}>
          <ProjectCardView
            project={project}
            lng={lng}
            eager={i < perRow}
            wideOnly={i > 0}
            priority={leading && i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
