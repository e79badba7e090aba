/** @jest-environment ./test/routerEnvironment.ts */
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { createRoutes } from './routeObjects.tsx';
import type { PageData } from './pageData.ts';
import { hrefFor, routes } from '../../domain/routes/routeTable.ts';
import { portalData } from '../../features/owner/ownerApi.ts';
import { preloadHolder, type PortalPreload, type PreloadHolder } from '../../features/owner/portalPreload.tsx';

const fetchMock = jest.fn<Promise<Response>, [string]>();
const answer = (body: unknown) => ({ status: 200, ok: true, json: async () => body }) as unknown as Response;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer({}));
  global.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'owner_in=1';
});
afterEach(() => {
  document.cookie = 'owner_in=; max-age=0';
});

const data = (portalPreload: PreloadHolder | null): PageData => ({
  catalogue: () => Promise.resolve(null),
  detail: () => Promise.resolve(null),
  content: () => Promise.resolve(null),
  language: () => undefined,
  texts: () => Promise.resolve(),
  portalPreload,
});

function findRoute(tree: RouteObject[], id: string): RouteObject | undefined {
  for (const route of tree) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Runs the French portal route's loader for `search`, as the router does on arriving there. */
async function arrive(search: string, holder: PreloadHolder | null) {
  const route = findRoute(createRoutes(routes, data(holder)), 'owner-portal@fr');
  if (typeof route?.loader !== 'function') throw new Error('The portal route has no loader');
  const request = new Request(`http://localhost${hrefFor('owner-portal', 'fr')}${search}`);
  await route.loader({ request, params: {}, context: undefined } as unknown as LoaderFunctionArgs);
}

const urls = () => fetchMock.mock.calls.map(([url]) => url);

describe('the owner portal route loader', () => {
  it('starts the data request once, which the page then finds under way', async () => {
    await arrive('?id=120', preloadHolder(null));
    expect(urls()).toEqual(['/api/owner/properties', '/api/owner/properties/120']);
    await portalData(120);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: a later call (a retry) asks again.
    await portalData(120);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks for nothing when the data came with the page', async () => {
    const came = { id: 120 } as PortalPreload;
    await arrive('?id=120', preloadHolder(came));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for nothing without an owner session, nor in the prerenderer', async () => {
    await arrive('', null);
    document.cookie = 'owner_in=; max-age=0';
    await arrive('', preloadHolder(null));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
