import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { answer, installFetchMock } from '../../../test/fetchMock.ts';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import type { PortalPreload } from '../../domain/forms/portal.ts';
import { formatNumber } from '../../lib/price.ts';
import PortalPage from './PortalPage.tsx';
import { PortalPreloadProvider, preloadHolder, type PreloadHolder } from './portalPreload.tsx';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-10-${String(i + 1).padStart(2, '0')}`,
  views: i,
  visitors: i,
}));
const headline = { today: 4, week: 19, month: 61, total: 812, pageViews: 1375 };
const mandate = { id: 120, source: 'website', since: '2026-09-01' };

const preload = (id: number | null): PortalPreload => ({
  id,
  owner: { name: 'Famille Delvaux', email: 'famille.delvaux@example.be', lng: 'fr' },
  properties: [{ ...mandate, visits: headline }],
  report:
    id === null
      ? null
      : {
          ...mandate,
          visits: { ...headline, days },
          calendar: [],
          communications: [
            {
              at: Date.UTC(2026, 10, 20, 9),
              kind: 'phone',
              contact: 'Sophie Lambert',
              subject: 'Retour visite',
              comment: null,
              status: 'done',
            },
          ],
          media: [],
        },
  reportError: null,
});

const fetchMock = installFetchMock();

beforeEach(() => {
  document.cookie = 'owner_in=; max-age=0';
});

function renderPortal(route: string, holder: PreloadHolder) {
  return renderWithProviders(
    <PortalPreloadProvider holder={holder}>
      <PortalPage lng="fr" />
    </PortalPreloadProvider>,
    { route, preloadedState: readyCatalogue('fr', makeCatalogue()) },
  );
}

describe('PortalPage', () => {
  it('shows the figures that came with the page at once, without asking the server again', async () => {
    const holder = preloadHolder(preload(120));
    renderPortal('/fr/proprietaire/?id=120', holder);
    // On the first render already: this is what hydrates the server's HTML.
    expect(screen.getByText('Bienvenue, Famille Delvaux')).toBeInTheDocument();
    expect(screen.getByText('Retour visite')).toBeInTheDocument();
    expect(screen.getByText(formatNumber(headline.pageViews))).toBeInTheDocument();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    // Used once: a later visit to the portal in this tab asks for fresh figures.
    expect(holder.get(120)).toBeNull();
  });

  it("asks the server when the page came without the owner's data (reached by a link)", async () => {
    document.cookie = 'owner_in=1';
    const answers: Record<string, unknown> = {
      '/api/owner/properties': { owner: preload(null).owner, properties: preload(null).properties },
    };
    fetchMock.mockImplementation(async (url) => answer(200, answers[url]));
    renderPortal('/fr/proprietaire/', preloadHolder(null));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    expect(await screen.findByText('Bienvenue, Famille Delvaux')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/owner/properties', expect.anything());
  });

  it('does not use data that came for another address', async () => {
    document.cookie = 'owner_in=1';
    const list = { owner: { ...preload(null).owner, name: 'Famille Delvaux (server)' }, properties: [] };
    fetchMock.mockImplementation(async () => answer(200, list));
    renderPortal('/fr/proprietaire/', preloadHolder(preload(120)));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    expect(await screen.findByText('Bienvenue, Famille Delvaux (server)')).toBeInTheDocument();
    expect(screen.queryByText('Retour visite')).not.toBeInTheDocument();
  });
});
