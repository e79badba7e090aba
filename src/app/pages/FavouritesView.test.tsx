import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import { ListingGrid } from '../../features/catalogue/ListingGrid.tsx';
import { favouritesRestored, selectFavourites } from '../../state/favourites/favouritesSlice.ts';
import { FavouritesView } from './FavouritesView.tsx';

const restored = (ids: number[]) =>
  favouritesRestored(
    ids.map((id) => ({ id, addedAt: '2026-11-20T10:00:00.000Z', title: `Villa ${id}`, place: '6990 Hotton' })),
  );

describe('the favourite heart', () => {
  it('waits for the stored list, then saves and removes the listing', async () => {
    const catalogue = makeCatalogue();
    const view = renderWithProviders(<ListingGrid lng="en" listings={catalogue.properties.slice(0, 2)} perRow={2} />, {
      route: '/en/',
      preloadedState: readyCatalogue('en', catalogue),
    });
    const heart = within(screen.getAllByRole('article')[0] as HTMLElement).getByRole('button', {
      name: /^Save to favourites: Maison 120/,
    });
    expect(heart).toBeDisabled();
    act(() => void view.store.dispatch(restored([])));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(selectFavourites(view.store.getState())).toMatchObject([{ id: 120, place: '6900 Marche-en-Famenne' }]);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(selectFavourites(view.store.getState())).toEqual([]);
  });
});

describe('FavouritesView', () => {
  function setUp(ids: number[] | null) {
    const view = renderWithProviders(<FavouritesView lng="en" />, {
      route: '/en/favourites/',
      preloadedState: readyCatalogue('en', makeCatalogue()),
    });
    if (ids) act(() => void view.store.dispatch(restored(ids)));
    return view;
  }

  it('says so while the list is read, and when it is empty', () => {
    const view = setUp(null);
    expect(screen.getByText('Reading your favourites…')).toBeInTheDocument();
    act(() => void view.store.dispatch(restored([])));
    expect(screen.getByText(/You have no favourites yet/)).toBeInTheDocument();
  });

  it('shows the listings still online, marks the sold one, and names the ones gone with a way to remove them', async () => {
    setUp([471, 120, 999]);
    expect(screen.getByText('3 favourites')).toBeInTheDocument();
    expect(screen.getByText('1 of them has been sold or rented since.')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Vendu')).toBeInTheDocument();
    const gone = screen.getByRole('heading', { name: 'No longer online' }).closest('section') as HTMLElement;
    const [entry] = within(gone).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Villa 9996990 Hotton');
    await userEvent.click(within(gone).getByRole('button', { name: 'Remove Villa 999' }));
    expect(screen.queryByRole('heading', { name: 'No longer online' })).not.toBeInTheDocument();
    expect(screen.getByText('2 favourites')).toBeInTheDocument();
  });
});

describe('picking favourites to compare', () => {
  function setUp(ids: number[]) {
    const view = renderWithProviders(<FavouritesView lng="en" />, {
      route: '/en/favourites/',
      preloadedState: readyCatalogue('en', makeCatalogue()),
    });
    act(() => void view.store.dispatch(restored(ids)));
    return within(screen.getByRole('group', { name: 'Compare' }));
  }

  it('offers a box per listing still online, and the comparison link from two ticked', async () => {
    const picker = setUp([471, 120, 999, 175]);
    const boxes = picker.getAllByRole('checkbox');
    // The listing gone offline cannot be compared; the sold one can.
    expect(boxes.map((box) => box.closest('li')?.textContent)).toEqual([
      'Maison 471 avec jardin 6840 Neufchâteau € 329.000',
      'Maison 120 avec jardin 6900 Marche-en-Famenne € 245.000',
      'Maison 175 avec jardin 5000 Namur € 219.000',
    ]);
    await userEvent.click(picker.getByRole('checkbox', { name: /^Maison 175/ }));
    expect(picker.queryByRole('link', { name: /^Compare the selected/ })).not.toBeInTheDocument();
    await userEvent.click(picker.getByRole('checkbox', { name: /^Maison 471/ }));
    // In the list's order, whatever the order of the ticks.
    expect(picker.getByRole('link', { name: 'Compare the selected (2)' })).toHaveAttribute(
      'href',
      '/en/compare/?ids=471,175',
    );
    await userEvent.click(picker.getByRole('checkbox', { name: /^Maison 471/ }));
    expect(picker.queryByRole('link', { name: /^Compare the selected/ })).not.toBeInTheDocument();
  });

  it('lets at most four be ticked and says why the others are disabled', async () => {
    const picker = setUp([120, 134, 175, 402, 471]);
    for (const id of [120, 134, 175, 402]) {
      await userEvent.click(picker.getByRole('checkbox', { name: new RegExp(`^Maison ${id} `) }));
    }
    const fifth = picker.getByRole('checkbox', { name: /^Maison 471/ });
    expect(fifth).toBeDisabled();
    expect(fifth).toHaveAccessibleDescription(
      'You have ticked 4 listings, the most that can be compared. Untick one to choose another.',
    );
    expect(picker.getByRole('link', { name: 'Compare the selected (4)' })).toHaveAttribute(
      'href',
      '/en/compare/?ids=120,134,175,402',
    );
    await userEvent.click(picker.getByRole('checkbox', { name: /^Maison 120/ }));
    expect(fifth).toBeEnabled();
    expect(picker.queryByText(/the most that can be compared/)).not.toBeInTheDocument();
  });

  it('is not offered for a single listing', () => {
    const view = renderWithProviders(<FavouritesView lng="en" />, {
      route: '/en/favourites/',
      preloadedState: readyCatalogue('en', makeCatalogue()),
    });
    act(() => void view.store.dispatch(restored([120])));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Compare' })).not.toBeInTheDocument();
  });
});
