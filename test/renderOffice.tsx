import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Lng } from '../src/config/languages.ts';
import { makeOfficeStore } from '../src/admin/store.ts';
import { OFFICE_BASENAME, officeRoutes } from '../src/admin/routes.tsx';
import { answer } from './fetchMock.ts';
import { testI18n } from './i18n.ts';

/** The back office at `path` (under /admin), with a fresh store and the real catalogues. */
export function renderOffice(path: string, lng: Lng = 'en') {
  const store = makeOfficeStore();
  const i18n = testI18n(lng);
  const router = createMemoryRouter(officeRoutes, { basename: OFFICE_BASENAME, initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store, i18n, router };
}

type Reply = [status: number, body?: unknown];

/**
 * A staff API stand-in for fetch: `{ 'POST login': [200, { step: 'code' }] }`, one reply per
 * method and path (a function for a reply that depends on the request). Anything else is a 404.
 */
export function staffServer(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api\/staff\//, '')}`;
    const reply = replies[key];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const [status, json] = typeof reply === 'function' ? reply(body) : (reply ?? [404, { error: 'errors.notFound' }]);
    return answer(status, json);
  };
}

/** The back office's texts in a language, as a member reads them (`forms:` keys too). */
export const officeTexts = (lng: Lng = 'en') => testI18n(lng).getFixedT(lng, 'office');
