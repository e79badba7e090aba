import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import type { AlertDemandView } from '../../domain/forms/alerts.ts';
import { NO_CRITERIA } from '../../domain/criteria/criteria.ts';
import { AlertView } from './AlertView.tsx';

const TOKEN = 'a'.repeat(32);
const VIEW: AlertDemandView = {
  status: 'active',
  frequency: 'immediately',
  lng: 'en',
  criteria: {
    goal: 'sale',
    types: [1],
    zones: ['5000', '9999'],
    ...NO_CRITERIA,
    maxPrice: 350000,
    bedrooms: 3,
  },
};

const calls: { url: string; body: unknown }[] = [];
function answerWith(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  }) as unknown as typeof fetch;
}

function open(page: 'confirm' | 'unsubscribe' | 'preferences', token = TOKEN) {
  const path = { confirm: 'confirm', unsubscribe: 'unsubscribe', preferences: 'preferences' }[page];
  return renderWithProviders(<AlertView page={page} lng="en" />, {
    route: `/en/looking-for/${path}/?token=${token}`,
    preloadedState: readyCatalogue('en', makeCatalogue()),
  });
}

beforeEach(() => {
  calls.length = 0;
});

describe('AlertView', () => {
  it('confirms from the link once the page runs, and says how often mail will come', async () => {
    answerWith(200, VIEW);
    open('confirm');
    expect(await screen.findByText('Thank you: your search alert is confirmed.')).toBeInTheDocument();
    expect(screen.getByText(/as soon as a matching property comes on the market/)).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/alerts/confirm', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: /Change how often/ })).toHaveAttribute(
      'href',
      `/en/looking-for/preferences/?token=${TOKEN}`,
    );
  });

  it('says "correctly unsubscribed" and offers a new search', async () => {
    answerWith(200, { ...VIEW, status: 'unsubscribed' });
    open('unsubscribe');
    expect(await screen.findByText(/You are correctly unsubscribed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save a new search' })).toHaveAttribute('href', '/en/looking-for/');
  });

  it('asks nothing of the server for a damaged link, and explains an unknown one', async () => {
    answerWith(404, { error: 'alerts.unknownToken' });
    const first = open('confirm', 'not-a-token');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(calls).toEqual([]);
    first.unmount();
    open('confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not know this search alert (any more).');
  });

  it('shows the search in words and saves a new frequency', async () => {
    answerWith(200, VIEW);
    open('preferences');
    expect(await screen.findByText('This alert is active.')).toBeInTheDocument();
    // The token travels in the body, never in a URL that logs and proxies keep.
    expect(calls).toEqual([{ url: '/api/alerts/demand', body: { token: TOKEN } }]);
    expect(screen.getByText('5000 Namur, 9999')).toBeInTheDocument();
    expect(screen.getByText('up to € 350.000')).toBeInTheDocument();
    expect(screen.getByText('at least 3')).toBeInTheDocument();
    answerWith(200, { ...VIEW, frequency: 'daily' });
    await userEvent.click(screen.getByRole('radio', { name: /Once a day/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/alerts/frequency', body: { token: TOKEN, frequency: 'daily' } });
  });

  it("shows the list's advanced criteria the search was saved with, and none it did not ask", async () => {
    answerWith(200, VIEW);
    const first = open('preferences');
    expect(await screen.findByText('This alert is active.')).toBeInTheDocument();
    for (const term of ['Living area', 'Plot area', 'Energy label (EPC)', 'Features']) {
      expect(screen.queryByText(term)).not.toBeInTheDocument();
    }
    first.unmount();
    answerWith(200, {
      ...VIEW,
      criteria: { ...VIEW.criteria, minLiving: 120, minPlot: 1500, epc: 'c', garden: true, lift: true, newBuild: true },
    });
    open('preferences');
    expect(await screen.findByText('This alert is active.')).toBeInTheDocument();
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Living area')).toHaveTextContent('at least 120 m²');
    expect(value('Plot area')).toHaveTextContent('at least 1.500 m²');
    expect(value('Energy label (EPC)')).toHaveTextContent('C or better');
    expect(value('Features')).toHaveTextContent('Garden, Lift, New build');
  });
});
