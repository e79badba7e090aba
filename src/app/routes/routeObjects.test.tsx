/** @jest-environment ./test/routerEnvironment.ts */
import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp.tsx';
import type { SiteContent } from '../../domain/content/types.ts';

const noContent = { articles: [], news: { items: [] }, testimonials: [] } as unknown as SiteContent;

describe('route objects', () => {
  it('answer an unknown news item with the 404 page of its language', async () => {
    await renderApp('/en/news/unknown-item/', { sources: { contentFor: () => noContent } });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops, this page no longer exists' })).toBeInTheDocument();
  });

  it('answer an unknown listing id with "property not found"', async () => {
    await renderApp('/nl/te-koop/marche/huis/999999/');
    expect(await screen.findByRole('heading', { level: 1, name: /niet gevonden|niet meer/i })).toBeInTheDocument();
  });

  it('load the catalogue of the page language before the page shows', async () => {
    const { store } = await renderApp('/en/for-sale/');
    expect(store.getState().properties.en?.status).toBe('ready');
  });
});
