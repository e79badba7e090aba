import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { propertyDetail } from '../../../test/fixtures/detail.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import { readyDetail, type DetailState } from '../../state/detail/detailSlice.ts';
import { favouritesRestored } from '../../state/favourites/favouritesSlice.ts';
import { CompareView } from './CompareView.tsx';

/** The detail files of the fixture's listings, with the facts the list data lacks pinned down. */
const detailOf = (id: number, overrides: Partial<PropertyDetail> = {}) =>
  propertyDetail('en', id === 175 ? 175 : 120, {
    ID: id,
    Bathrooms: 1,
    ConstructionYear: 1978,
    RenovationYear: null,
    Charges: null,
    VAT: null,
    GroundPart: null,
    ...overrides,
  });

function details(ids: number[], overrides: Record<number, Partial<PropertyDetail>> = {}): DetailState {
  return Object.assign(
    {},
    ...ids.map((id) => readyDetail({ lng: 'en', kind: 'property', id }, detailOf(id, overrides[id]))),
  );
}

function setUp(search: string, detail: DetailState = details([120, 134, 175, 402, 471, 312])) {
  return renderWithProviders(<CompareView lng="en" />, {
    route: `/en/compare/${search}`,
    preloadedState: { ...readyCatalogue('en', makeCatalogue()), detail },
  });
}

const table = () => screen.findByRole('table', { name: /^Comparison of/ });
const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cellsOf = (name: RegExp) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('CompareView', () => {
  it('shows one column per listing and one row per fact, with the differences said in words', async () => {
    setUp('?ids=120,175,134', details([120, 175, 134], { 120: { Bathrooms: 2, RenovationYear: 2019, Charges: 90 } }));
    const compare = await table();
    expect(compare).toHaveAccessibleName('Comparison of 3 listings');
    const heads = within(compare).getAllByRole('columnheader');
    expect(heads.map((head) => within(head).getByRole('link').textContent)).toEqual([
      'Maison 120 avec jardin',
      'Maison 175 avec jardin',
      'Maison 134 avec jardin',
    ]);
    expect(within(heads[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/en/for-sale/marche-en-famenne/maison/120/',
    );
    expect(heads[2]).toHaveTextContent('6990 Hotton');

    // Price: differs, the lowest marked in text; a price on demand says so.
    expect(screen.getByRole('rowheader', { name: 'Price differs' })).toBeInTheDocument();
    expect(cellsOf(/^Price differs/)).toEqual(['€ 245.000', '€ 219.000 lowest', 'Price on demand']);
    expect(cellsOf(/^Price per m²/)).toEqual(['€ 1.750/m²', '€ 1.564/m² lowest', '–not known']);
    // Equal rows have no marker.
    expect(screen.getByRole('rowheader', { name: 'Living area' })).toBeInTheDocument();
    expect(cellsOf(/^Living area/)).toEqual(['140 m²', '140 m²', '140 m²']);
    expect(cellsOf(/^Bathrooms/)).toEqual(['2 most', '1', '1']);
    expect(cellsOf(/^EPC label/)).toEqual(['B', 'B', 'B']);
    expect(cellsOf(/^EPC value/)).toEqual(['150 kWh/m² a year', '150 kWh/m² a year', '150 kWh/m² a year']);
    expect(cellsOf(/^Year of construction/)).toEqual(['1978, renovated in 2019', '1978', '1978']);
    expect(cellsOf(/^Monthly charges/)).toEqual(['€ 90 a month', '–not known', '–not known']);
    // Purchase costs: an estimate at the standard rate, with the calculator a link away.
    const costs = screen.getByRole('rowheader', { name: /^Purchase costs on top of the price/ });
    expect(costs).toHaveTextContent('standard rate');
    expect(within(costs).getByRole('link', { name: 'Calculate your own' })).toHaveAttribute(
      'href',
      '/en/purchase-costs/',
    );
    expect(cellsOf(/^Purchase costs/)[0]).toMatch(/^€ \d{1,2}\.\d{3}(,\d\d)?$/);
    expect(cellsOf(/^Purchase costs/)[2]).toBe('–not known');
  });

  it('compares rents as rents, with no purchase costs, and names the region of labels on different scales', async () => {
    const catalogue = makeCatalogue();
    catalogue.properties = catalogue.properties.map((listing) =>
      listing.ID === 312 ? { ...listing, City: 'Tienen', Zip: '3300' } : listing,
    );
    renderWithProviders(<CompareView lng="en" />, {
      route: '/en/compare/?ids=299,312',
      preloadedState: {
        ...readyCatalogue('en', catalogue),
        detail: details([299, 312], { 299: { Charges: 90 }, 312: { Charges: 60 } }),
      },
    });
    await table();
    expect(cellsOf(/^Rent per month/)).toEqual(['€ 850 / mois', '€ 590 / mois lowest']);
    expect(cellsOf(/^Price per m²/)).toEqual(['€ 6,07/m² a month', '€ 4,21/m² a month lowest']);
    expect(cellsOf(/^Monthly charges/)).toEqual(['€ 90 a month', '€ 60 a month']);
    expect(screen.queryByRole('rowheader', { name: /^Purchase costs/ })).not.toBeInTheDocument();
    expect(cellsOf(/^EPC label/)).toEqual(['B (Wallonia)', 'B (Flanders)']);
  });

  it('hides the rows where every listing says the same when asked', async () => {
    setUp('?ids=120,175');
    await table();
    const rowsBefore = screen.getAllByRole('rowheader').length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only the differences' }));
    const shown = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(shown.length).toBeLessThan(rowsBefore);
    expect(shown.every((text) => text?.endsWith('differs'))).toBe(true);
    expect(screen.queryByRole('rowheader', { name: 'Living area' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only the differences' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(rowsBefore);
  });

  it('takes a listing out of the comparison and out of the URL', async () => {
    const view = setUp('?ids=120,175,134');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Remove from comparison Maison 175 avec jardin' }));
    expect(view.router.location().search).toBe('?ids=120,134');
    expect(await table()).toHaveAccessibleName('Comparison of 2 listings');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getByText('Maison 175 avec jardin: removed from the comparison.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Comparison of 2 listings' })).toHaveFocus();
  });

  it('says what it left out of a damaged or too long link', async () => {
    setUp('?ids=120,abc,175,120,134,402,471');
    await table();
    expect(screen.getByText(/has been ignored: abc\.$/)).toBeInTheDocument();
    expect(
      screen.getByText('At most 4 listings can be compared: only the first 4 of the address are shown.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
  });

  it('names a listing no longer online and offers to remove it', async () => {
    const view = setUp('?ids=999,120');
    expect(screen.getByText('Reference 999 is no longer online.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one more listing to compare.')).toBeInTheDocument();
    expect(await table()).toHaveAccessibleName('Comparison of 1 listing');
    expect(screen.queryByRole('checkbox', { name: 'Show only the differences' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove reference 999 from the comparison' }));
    expect(view.router.location().search).toBe('?ids=120');
    expect(screen.queryByText('Reference 999 is no longer online.')).not.toBeInTheDocument();
  });

  it('explains how to start a comparison when the link names none', () => {
    setUp('');
    expect(screen.getByText(/You are not comparing any listing yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your favourites' })).toHaveAttribute('href', '/en/favourites/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry for a detail file that failed, its cells "not known" meanwhile', async () => {
    const failed: DetailState = { ...details([120]), 'en:property:175': { status: 'failed', data: null } };
    setUp('?ids=120,175', failed);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(cellsOf(/^Bathrooms/)).toEqual(['1', '–not known']);

    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => detailOf(175, { Bathrooms: 3 }) });
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await table();
      expect(fetchMock).toHaveBeenCalledWith('/data/test/en/property-175.json');
      expect(cellsOf(/^Bathrooms/)).toEqual(['1', '3 most']);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      global.fetch = realFetch;
    }
  });

  it('adds one of the favourites not compared yet, up to four', async () => {
    const view = setUp('?ids=120,175');
    await table();
    expect(screen.queryByRole('combobox', { name: 'Add one of your favourites' })).not.toBeInTheDocument();
    act(
      () =>
        void view.store.dispatch(
          favouritesRestored(
            [134, 120, 402, 999].map((id) => ({ id, addedAt: '2026-11-20T10:00:00.000Z', title: '', place: '' })),
          ),
        ),
    );
    const select = screen.getByRole('combobox', { name: 'Add one of your favourites' });
    // Only those still online and not compared yet.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maison 134 avec jardin (6990 Hotton)', 'Maison 402 avec jardin (6900 Marche-en-Famenne)']);
    await userEvent.selectOptions(select, 'Maison 402 avec jardin (6900 Marche-en-Famenne)');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(view.router.location().search).toBe('?ids=120,175,402');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(view.router.location().search).toBe('?ids=120,175,402,134');
    expect(await table()).toHaveAccessibleName('Comparison of 4 listings');
    // Nothing left to add: the form has gone.
    expect(screen.queryByRole('combobox', { name: 'Add one of your favourites' })).not.toBeInTheDocument();
  });

  it('disables adding at four and says why', async () => {
    const view = setUp('?ids=120,175,134,402');
    await table();
    act(
      () =>
        void view.store.dispatch(
          favouritesRestored([{ id: 471, addedAt: '2026-11-20T10:00:00.000Z', title: '', place: '' }]),
        ),
    );
    expect(screen.getByRole('combobox', { name: 'Add one of your favourites' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAccessibleDescription(
      'You are comparing 4 listings, the most there can be. Remove one to add another.',
    );
  });
});
