import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installIntersectionObserver } from '../../../../test/intersectionObserver.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { makeCatalogue } from '../../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../../state/catalogue/catalogueSlices.ts';
import { HomeSearch, fillTotals } from './HomeSearch.tsx';

// The results' thumbnails load lazily, once in view.
const viewport = installIntersectionObserver();

function setup() {
  const view = renderWithProviders(<HomeSearch lng="en" />, {
    route: '/en/',
    preloadedState: readyCatalogue('en', makeCatalogue()),
  });
  const input = screen.getByRole('combobox', { name: 'Search by town, postcode or reference' });
  return { ...view, input, user: userEvent.setup() };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('HomeSearch', () => {
  it('says nothing was found only once the options are in, and then only for a text that matches nothing', async () => {
    const { input, user } = setup();
    await user.type(input, 'zzz');
    expect(await screen.findByText('No results: try another town, postcode or reference.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'namur');
    await screen.findByRole('group', { name: 'Towns' });
    expect(screen.queryByText('No results: try another town, postcode or reference.')).not.toBeInTheDocument();
  });

  it('fills the totals into the description and shows the goal buttons with counts, sold and let left out', () => {
    setup();
    // Five listings for sale of which one sold (471), two for rent of which one let (299).
    expect(screen.getByText(/^4 properties for sale and 1 to let/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'For sale (4)' })).toHaveAttribute('href', '/en/for-sale/');
    expect(screen.getByRole('link', { name: 'For rent (1)' })).toHaveAttribute('href', '/en/for-rent/');
    expect(fillTotals('{FOR_SALE_TOTAL}/{FOR_RENT_TOTAL}', { sale: 3, rent: 4 })).toBe('3/4');
  });

  it('opens on focus with the types, greying out a goal without listings', async () => {
    const { input, user } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('listbox', { name: 'Search suggestions' });
    // The options come in their own chunk, asked for when the panel first opens.
    const types = await within(panel).findByRole('group', { name: 'Types of property' });
    // Three houses for sale, one of them sold.
    expect(within(types).getByRole('option', { name: 'Maison, for sale: 2 properties' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(types).getByRole('option', { name: 'Appartement, to let: 0 properties' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(types).getByRole('option', { name: 'Studio, for sale: 0 properties' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(panel).queryByRole('group', { name: 'Towns' })).not.toBeInTheDocument();
    expect(screen.getByText(/Type a town, a postcode or a reference/)).toBeInTheDocument();
  });

  it('walks the options with the arrow keys, skipping greyed-out ones, and follows one with Enter', async () => {
    const { input, user, router } = setup();
    await user.click(input);
    await screen.findByRole('group', { name: 'Types of property' });
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveAccessibleName('Maison, for sale: 2 properties');
    expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}'); // Maison to let (0) is skipped
    expect(activeOption(input)).toHaveAccessibleName('Villa, for sale: 1 property');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toHaveAccessibleName('Maison, for sale: 2 properties');
    await user.keyboard('{Enter}');
    expect(router.location().pathname).toBe('/en/for-sale/');
    expect(router.location().search).toBe('?type=1');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a town by its name without accents, greyed out when all its listings were sold', async () => {
    const { input, user } = setup();
    await user.type(input, 'neufchateau');
    const towns = await screen.findByRole('group', { name: 'Towns' });
    // Its one listing (471) is sold: nothing is on the market there.
    expect(within(towns).getByRole('option', { name: 'Neufchâteau (6840), for sale: 0 properties' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(towns).getByRole('option', { name: 'Neufchâteau (6840), to let: 0 properties' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Towns found: 1. Properties found: 0.');
  });

  it('goes to a town’s list from its option', async () => {
    const { input, user, router } = setup();
    await user.type(input, 'marche');
    const towns = await screen.findByRole('group', { name: 'Towns' });
    // 120 and 402 for sale; 299, its one listing to let, is let.
    expect(
      within(towns).getByRole('option', { name: 'Marche-en-Famenne (6900), to let: 0 properties' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(towns).getByRole('option', { name: 'Marche-en-Famenne (6900), for sale: 2 properties' }));
    expect(router.location().pathname + router.location().search).toBe('/en/for-sale/?city=Marche-en-Famenne%7C6900');
  });

  it('finds a property by reference only and links to it under its project', async () => {
    const { input, user, router } = setup();
    await user.type(input, '402');
    const properties = await screen.findByRole('group', { name: 'Properties' });
    const option = within(properties).getByRole('option', { name: /Ref: 402$/ });
    expect(option.querySelector('img')).toBeNull();
    viewport.reveal((target) => option.contains(target));
    expect(option.querySelector('img')).toHaveAttribute('width', '60');
    await user.click(option);
    expect(router.location().pathname).toBe('/en/projects/marche-en-famenne/residence-les-tanneurs/2/appartement/402/');
  });

  it('puts the matching references first when the text is a number, and the arrow keys follow that order', async () => {
    const { input, user } = setup();
    await user.type(input, '12');
    const panel = screen.getByRole('listbox', { name: 'Search suggestions' });
    await within(panel).findByRole('group', { name: 'Properties' });
    expect(
      within(panel)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Properties', 'Types of property']);
    const options = within(panel).getAllByRole('option');
    expect(options[0]).toHaveAccessibleName(/Ref: 120$/);
    expect(options[1]).toHaveAccessibleName(/Ref: 312$/);
    expect(options[2]).toHaveAccessibleName('Maison, for sale: 2 properties');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[0]);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[1]);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[2]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toBe(options[0]);
  });

  it('reads "Ref: 402" as a number too, and keeps the types first for a town', async () => {
    const { input, user } = setup();
    await user.type(input, 'Ref: 402');
    const panel = screen.getByRole('listbox', { name: 'Search suggestions' });
    await within(panel).findByRole('group', { name: 'Properties' });
    expect(within(panel).getAllByRole('group')[0]).toHaveAccessibleName('Properties');
    await user.clear(input);
    await user.type(input, 'namur');
    await within(panel).findByRole('group', { name: 'Towns' });
    expect(
      within(panel)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Types of property', 'Towns']);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveAccessibleName('Maison, for sale: 2 properties');
  });

  it('closes with Escape, then clears; clearing empties the results; the button toggles', async () => {
    const { input, user } = setup();
    await user.type(input, 'namur');
    expect(await screen.findByRole('group', { name: 'Towns' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await user.clear(input);
    expect(screen.queryByRole('group', { name: 'Towns' })).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide the search suggestions' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Show the search suggestions' }));
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });
});
