import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { useCatalogue } from '../../state/catalogue/useCatalogue.ts';
import { CatalogueState } from '../../components/CatalogueState.tsx';
import { useMapBridge } from '../../features/map-bridge/useMapBridge.ts';
import { detailRequestOf, detailSubjectOf } from '../../features/detail/subject.ts';
import { useDetail } from '../../features/detail/useDetail.ts';
import { detailCrumbs } from '../../features/detail/crumbs.ts';
import { listingTitle } from '../../features/detail/titles.ts';
import { PropertyView } from '../../features/detail/PropertyView.tsx';
import { ProjectView } from '../../features/detail/ProjectView.tsx';
import { DetailNotFound } from './DetailNotFound.tsx';
import { SlotsProvider, type Slots } from '../../components/slots.tsx';
import { ListingCosts } from '../../features/costs/ListingCosts.tsx';
import type { ProjectDetail, PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

/** The purchase costs come with this page's chunk, not with every page's slots (featureSlots.tsx). */
const DETAIL_SLOTS: Partial<Slots> = { ListingCosts };

/**
 * A listing's or a project's page (loaded as its own chunk). The catalogue says whether the
 * id exists (the spec's "property not found" otherwise); the detail file brings the rest.
 * A known id at a non-canonical URL is sent to the canonical one.
 */
export default function DetailPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation(['common', 'detail']);
  const { lng } = match;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const catalogue = useCatalogue(lng);
  const subject = useMemo(() => detailSubjectOf(match, catalogue.data), [match, catalogue.data]);
  const request = useMemo(() => (subject ? detailRequestOf(match) : null), [match, subject]);
  const detail = useDetail(request);
  const shown = useMemo(
    () => (!subject ? [] : subject.kind === 'property' ? [subject.listing] : subject.units),
    [subject],
  );
  useMapBridge(lng, shown, detail.status === 'ready');

  useEffect(() => {
    if (subject && subject.canonical !== pathname) navigate(subject.canonical, { replace: true });
  }, [navigate, pathname, subject]);

  if (catalogue.status !== 'ready') return <CatalogueState status={catalogue.status} retry={catalogue.retry} />;
  if (!subject) return <DetailNotFound lng={lng} kind={match.route.page === 'project' ? 'project' : 'property'} />;
  if (detail.status !== 'ready' || !detail.data) {
    return (
      <div className="container section">
        <CatalogueState status={detail.status} retry={detail.retry} />
      </div>
    );
  }
  if (subject.kind === 'project') {
    const crumbs = detailCrumbs(subject, lng, subject.project.Name, t);
    return (
      <ProjectView
        detail={detail.data as ProjectDetail}
        project={subject.project}
        units={subject.units}
        lng={lng}
        crumbs={crumbs}
      />
    );
  }
  const title = listingTitle(subject.listing, t);
  return (
    <SlotsProvider slots={DETAIL_SLOTS}>
      <PropertyView
        detail={detail.data as PropertyDetail}
        listing={subject.listing}
        project={subject.project}
        lng={lng}
        title={title}
        crumbs={detailCrumbs(subject, lng, title, t)}
      />
    </SlotsProvider>
  );
}
