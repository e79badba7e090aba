import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import { selectCatalogue, selectProjectsById } from '../../state/catalogue/selectors.ts';
import {
  ownerApi,
  mayBeLoggedIn,
  portalData,
  portalId,
  type OwnedProperty,
  type OwnerView,
  type PropertyReport as Report,
} from './ownerApi.ts';
import { PropertyCard } from './PropertyCard.tsx';
import { PropertyReport } from './PropertyReport.tsx';
import { usePreloadHolder, type PortalPreload } from './portalPreload.tsx';

type State =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | {
      status: 'ready';
      owner: OwnerView;
      properties: OwnedProperty[];
      report: Report | null;
      reportError: string | null;
    };

const readyFrom = (preload: PortalPreload): State =>
  preload.error
    ? { status: 'failed', error: preload.error }
    : {
        status: 'ready',
        owner: preload.owner,
        properties: preload.properties,
        report: preload.report,
        reportError: preload.reportError,
      };

/**
 * /{lng}/eigenaar/ (owner): the owner's properties with their figures, and with `?id=` one
 * property's graph and history. Loaded as a page, it comes rendered by the server with its
 * data (portalPreload.tsx); reached by a link in the app, it asks for the data after checking
 * the session. Without a session the owner goes to the login, which brings them back.
 */
export default function PortalPage({ lng }: { lng: Lng }) {
  const { t } = useTranslation(['common', 'owner']);
  const location = useLocation();
  const navigate = useNavigate();
  const catalogue = useAppSelector((state) => selectCatalogue(state, lng));
  const projects = useAppSelector((state) => selectProjectsById(state, lng));
  const portal = hrefFor('owner-portal', lng);
  const id = portalId(location.search);
  const preload = usePreloadHolder();
  const [state, setState] = useState<State>(() => {
    const came = preload.get(id);
    return came ? readyFrom(came) : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // The data that came with the page is used once: the first effect has nothing to ask for.
  const fromPage = useRef(state.status === 'ready');
  useEffect(() => preload.used(), [preload]);

  useEffect(() => {
    if (fromPage.current) {
      fromPage.current = false;
      return undefined;
    }
    let live = true;
    const here = `${location.pathname}${location.search}`;
    const toLogin = (ended: boolean) =>
      navigate(`${hrefFor('login', lng)}?next=${encodeURIComponent(here)}${ended ? '&ended=1' : ''}`, {
        replace: true,
      });
    if (!mayBeLoggedIn()) {
      toLogin(false);
      return undefined;
    }
    void (async () => {
      const [list, report] = await portalData(id);
      if (!live) return;
      if (!list.ok) {
        if (list.status === 401) return toLogin(attempt > 0);
        // "There is an error in the API": the agency's CRM did not answer and nothing earlier is kept.
        return setState({ status: 'failed', error: list.error === 'errors.api' ? 'errors.api' : 'errors.loadFailed' });
      }
      if (report && !report.ok && report.status === 401) return toLogin(true);
      setState({
        status: 'ready',
        owner: list.data.owner,
        properties: list.data.properties,
        report: report?.ok ? report.data : null,
        reportError:
          report && !report.ok
            ? report.status === 404
              ? 'errors.unknownProperty'
              : report.error === 'errors.api'
                ? 'errors.api'
                : 'errors.loadFailed'
            : null,
      });
    })();
    return () => {
      live = false;
    };
  }, [id, lng, location.pathname, location.search, navigate, attempt]);

  const logout = async () => {
    await ownerApi.logout();
    navigate(hrefFor('login', lng));
  };

  if (state.status === 'loading') {
    return (
      <div className="container section owner-portal owner-portal--loading">
        <p className="notice" role="status">
          {t('owner:portal.loading')}
        </p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="container section">
        <div className="notice notice--error" role="alert">
          <p>{t(`owner:${state.error}`)}</p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('owner:errors.retry')}
          </button>
        </div>
      </div>
    );
  }
  const listing = (propertyId: number) => catalogue?.properties.find((p) => p.ID === propertyId);
  const selected = id === null ? null : state.properties.find((p) => p.id === id);
  return (
    <div className="container section owner-portal">
      <div className="owner-portal__bar">
        <p className="owner-portal__welcome">{t('owner:portal.welcome', { name: state.owner.name })}</p>
        <button type="button" className="button button--secondary" onClick={() => void logout()}>
          {t('owner:portal.logout')}
        </button>
      </div>
      {id !== null ? (
        <>
          <p>
            <Link to={portal}>{t('owner:portal.back')}</Link>
          </p>
          {state.reportError || !state.report || !selected ? (
            <p className="notice notice--error" role="alert">
              {t(`owner:${state.reportError ?? 'errors.unknownProperty'}`)}
            </p>
          ) : (
            <>
              <PropertyCard
                lng={lng}
                owned={selected}
                listing={listing(selected.id)}
                project={projects.get(listing(selected.id)?.ProjectID ?? -1)}
                href={`${portal}?id=${selected.id}`}
                summary
                priority
              />
              <PropertyReport report={state.report} />
            </>
          )}
        </>
      ) : (
        <section aria-labelledby="owner-properties">
          <h2 id="owner-properties">{t('owner:portal.yourProperties')}</h2>
          {state.properties.length === 0 ? (
            <p className="notice">{t('owner:portal.none')}</p>
          ) : (
            <div className="owner-cards">
              {state.properties.map((owned, index) => (
                <PropertyCard
                  key={owned.id}
                  // The first two are on a phone's first screen; the first is the largest paint.
                  eager={index < 2}
                  priority={index === 0}
                  lng={lng}
                  owned={owned}
                  listing={listing(owned.id)}
                  project={projects.get(listing(owned.id)?.ProjectID ?? -1)}
                  href={`${portal}?id=${owned.id}`}
                />
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
