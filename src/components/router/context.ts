import { createContext, useContext } from 'react';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface RouterValue {
  location: RouterLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

export const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router (BrowserRouter or MemoryRouter) must wrap the app');
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export function useNavigate(): RouterValue['navigate'] {
  return useRouter().navigate;
}

export function parseLocation(to: string): RouterLocation {
  const url = new URL(to, 'http://local.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
