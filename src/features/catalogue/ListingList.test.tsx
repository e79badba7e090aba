import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import { ListingList } from './ListingList.tsx';

/** The browser's Back button, for the history the filters leave. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function setup(search = '', lng: 'en' | 'nl' = 'en') {
  const action = lng === 'en' ? '/en/for-sale/' : '/nl/te-koop/';
  const list = <ListingList lng={lng} goal={0} pageSize={2} perRow={2} action={action} />;
  return renderWithProviders(
    <>
      {list}
      <Back />
    </>,
    {
      route: action + search,
      preloadedState: readyCatalogue(lng, makeCatalogue()),
    },
  );
}

const cards = () => screen.getAllByRole('article');

describe('ListingList', () => {
  it('shows the paging line and one page of cards with price, place, type and reference', () => {
    setup();
    expect(screen.getByText('Page 1 of 3 with 4 listings (and 1 sold)')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByText('€ 245.000')).toBeInTheDocument();
    expect(within(first).getByText('Nouveau')).toBeInTheDocument();
    expect(within(first).getByText('6900 Marche-en-Famenne')).toBeInTheDocument();
    expect(within(first).getByText('Ref: 120')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Maison 120 avec jardin' })).toHaveAttribute(
      'href',
      '/en/for-sale/marche-en-famenne/maison/120/',
    );
    expect(within(cards()[1] as HTMLElement).getByText('Price on demand')).toBeInTheDocument();
  });

  it('puts "starting from" before the price of unit 7 and links a project unit under its project', () => {
    setup('?page=2');
    expect(screen.getByText('Page 2 of 3 with 4 listings (and 1 sold)')).toBeInTheDocument();
    const unit = cards()[1] as HTMLElement;
    expect(within(unit).getByText('From € 189.000')).toBeInTheDocument();
    expect(within(unit).getByRole('link')).toHaveAttribute(
      'href',
      '/en/projects/marche-en-famenne/residence-les-tanneurs/2/appartement/402/',
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/for-sale/?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("fetches the first card's photo first, as the phone's largest paint, and the rest as usual", () => {
    setup();
    const [first, second] = cards().map((card) => card.querySelector('img:not(noscript img)'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('lists a sold listing after the available ones, with its label, counting it apart', () => {
    setup('?page=3');
    expect(cards()).toHaveLength(1);
    const sold = cards()[0] as HTMLElement;
    expect(within(sold).getByText('Ref: 471')).toBeInTheDocument();
    expect(within(sold).getByText('Vendu')).toBeInTheDocument();
  });

  it('offers only the types and towns with something on the market, with those counts', () => {
    setup();
    const types = within(screen.getByLabelText('Type of property')).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual(['All types', 'Maison (2)', 'Villa (1)', 'Appartement (2)']);
    const towns = within(screen.getByLabelText('Town')).getAllByRole('option');
    // Neufchâteau's one listing is sold: no option.
    expect(towns.map((o) => o.textContent)).toEqual([
      'All towns',
      'Hotton (6990) – 1 property',
      'Marche-en-Famenne (6900) – 2 properties',
      'Namur (5000) – 1 property',
    ]);
  });

  it('counts a town whose listings were all sold as having none, and still shows them', () => {
    setup('?city=Neufch%C3%A2teau%7C6840');
    expect(screen.getByText('Page 1 of 1 with 0 listings (and 1 sold)')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByLabelText('Town')).toHaveValue('Neufchâteau|6840');
  });

  it('says so when nothing matches, and offers to clear the filters', () => {
    setup('?type=13');
    expect(screen.getByText('No properties match your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/en/for-sale/');
  });

  it('tells the visitor it ignored a value it could not read', () => {
    setup('?page=abc&type=x');
    expect(screen.getByText(/was not understood and has been ignored/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 with 4 listings (and 1 sold)')).toBeInTheDocument();
  });

  it('applies the filters only when asked, keeping them in the URL', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    // Four on the market; the sold one is listed but never counted.
    expect(screen.getByRole('button', { name: 'Show 4 properties' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type of property'), 'Appartement (2)');
    expect(router.location().search).toBe('');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price, highest first');
    await user.click(screen.getByRole('button', { name: 'Show 2 properties' }));
    expect(router.location().search).toBe('?type=4&sort=price-desc');
    expect(screen.getByText('Page 1 of 1 with 2 listings')).toBeInTheDocument();
    expect(screen.getByLabelText('Type of property')).toHaveValue('4');
  });

  it('shows the filtered list as a new history entry of the same page, keeping the searched text', async () => {
    const { router } = setup('?q=6900&page=2');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price, lowest first');
    await user.click(screen.getByRole('button', { name: 'Show 2 properties' }));
    expect(router.location().pathname).toBe('/en/for-sale/');
    expect(router.location().search).toBe('?q=6900&sort=price-asc');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.location().search).toBe('?q=6900&page=2');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
  });

  it('counts the matches of the advanced criteria before they are applied, then keeps them all in the URL', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByText('More criteria'));
    await user.type(screen.getByLabelText('Minimum price (€)'), '200000');
    await user.type(screen.getByLabelText('Maximum price (€)'), '300000');
    expect(screen.getByRole('button', { name: 'Show 2 properties' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bedrooms'), '3 or more');
    await user.selectOptions(screen.getByLabelText('Energy label (EPC)'), 'C or better');
    expect(screen.getByRole('button', { name: 'Show 1 property' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Garden' }));
    expect(screen.getByText('More criteria (4)')).toBeInTheDocument();
    expect(router.location().search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Show 1 property' }));
    expect(router.location().search).toBe('?minPrice=200000&maxPrice=300000&bedrooms=3&epc=C&garden=1');
    expect(screen.getByText('Page 1 of 1 with 1 listing')).toBeInTheDocument();
    expect(within(cards()[0] as HTMLElement).getByText('Ref: 120')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Garden' })).toBeChecked();
    expect(screen.getByLabelText('Energy label (EPC)')).toHaveValue('C');
  });

  it('opens the advanced criteria a shared link carries, and asks for a monthly rent on the rent list', () => {
    renderWithProviders(<ListingList lng="en" goal={1} pageSize={2} perRow={2} action="/en/for-rent/" />, {
      route: '/en/for-rent/?maxPrice=900&lift=1',
      preloadedState: readyCatalogue('en', makeCatalogue()),
    });
    expect(screen.getByLabelText('Maximum rent per month (€)')).toHaveValue(900);
    expect(screen.getByRole('checkbox', { name: 'Lift' })).toBeChecked();
    expect(screen.getByText('More criteria (2)')).toBeVisible();
    expect(screen.getByText('No properties match your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 0 properties' })).toBeInTheDocument();
  });

  it('names and ignores a criterion it cannot read, keeping the others', () => {
    setup('?garden=1&epc=Z');
    expect(screen.getByText(/was not understood and has been ignored/)).toBeInTheDocument();
    // The two with a garden: 120, and 471, sold, listed after it.
    expect(screen.getByText('Page 1 of 1 with 1 listing (and 1 sold)')).toBeInTheDocument();
  });

  it('speaks the visitor language', () => {
    setup('?city=Namur|5000', 'nl');
    expect(screen.getByText('Pagina 1 van 1 met 1 woning')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toon 1 pand' })).toBeInTheDocument();
  });

  it('offers to save the search shown, with its type and town, for the demand register', () => {
    setup('?city=Namur%7C5000&type=4');
    const box = screen.getByRole('complementary', { name: 'Nothing quite right yet?' });
    expect(within(box).getByRole('link', { name: 'Save this search' })).toHaveAttribute(
      'href',
      '/en/looking-for/?goal=sale&type=4&zone=5000',
    );
  });

  it('carries a postcode typed in the search box as the town', () => {
    setup('?q=6900', 'nl');
    expect(screen.getByRole('link', { name: 'Bewaar deze zoekopdracht' })).toHaveAttribute(
      'href',
      '/nl/ik-zoek/?goal=sale&zone=6900',
    );
  });
});

describe('ListingList on a phone: the filters in a dialog', () => {
  const filtersButton = (name: string | RegExp) => screen.getByRole('button', { name });

  it('reads "Filters" alone while no criterion is set, the dialog closed', () => {
    setup();
    expect(filtersButton('Filters')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the price range once, and each other criterion, type and town included, on the button', () => {
    setup('?type=4&city=Marche-en-Famenne%7C6900&minPrice=200000&maxPrice=300000&bedrooms=3&epc=C&garden=1');
    expect(filtersButton('Filters (6)')).toBeInTheDocument();
  });

  it('opens the whole form in a named dialog, and its close button gives focus back to the button', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(filtersButton('Filters'));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('open');
    // The advanced criteria are open at once: the dialog is the whole form.
    expect(within(dialog).getByLabelText('Minimum price (€)')).toBeVisible();
    expect(within(dialog).getByLabelText('Type of property')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show 4 properties' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close the filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(filtersButton('Filters')).toHaveFocus());
  });

  it('closes on Escape (the browser closes the dialog), leaving the list as it was', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await user.click(filtersButton('Filters'));
    const dialog = screen.getByRole('dialog', { name: 'Filters' }) as HTMLDialogElement;
    await user.selectOptions(within(dialog).getByLabelText('Type of property'), 'Appartement (2)');
    // What Chromium does on Escape for a modal dialog: it closes it, firing "close".
    act(() => dialog.close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(filtersButton('Filters')).toHaveFocus());
    expect(router.location().search).toBe('');
    expect(screen.getByText('Page 1 of 3 with 4 listings (and 1 sold)')).toBeInTheDocument();
  });

  it('shows the live count on its apply button, then applies, closes and names the criteria set', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await user.click(filtersButton('Filters'));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.type(within(dialog).getByLabelText('Minimum price (€)'), '200000');
    await user.type(within(dialog).getByLabelText('Maximum price (€)'), '300000');
    expect(within(dialog).getByRole('button', { name: 'Show 2 properties' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Bedrooms'), '3 or more');
    await user.selectOptions(within(dialog).getByLabelText('Energy label (EPC)'), 'C or better');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Garden' }));
    expect(router.location().search).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Show 1 property' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.location().search).toBe('?minPrice=200000&maxPrice=300000&bedrooms=3&epc=C&garden=1');
    expect(screen.getByText('Page 1 of 1 with 1 listing')).toBeInTheDocument();
    await waitFor(() => expect(filtersButton('Filters (4)')).toHaveFocus());
  });

  it('clears every criterion in the dialog, the count following, the URL only when applied', async () => {
    const { router } = setup('?type=4&garden=1&sort=price-asc');
    const user = userEvent.setup();
    await user.click(filtersButton('Filters (2)'));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'Garden' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByLabelText('Type of property')).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Garden' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Sort by')).toHaveValue('price-asc');
    expect(router.location().search).toBe('?type=4&garden=1&sort=price-asc');
    await user.click(within(dialog).getByRole('button', { name: 'Show 4 properties' }));
    expect(router.location().search).toBe('?sort=price-asc');
    expect(filtersButton('Filters')).toBeInTheDocument();
  });

  it('speaks the visitor language', async () => {
    setup('?garden=1', 'nl');
    const user = userEvent.setup();
    await user.click(filtersButton('Filters (1)'));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('button', { name: 'Filters sluiten' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wissen' })).toBeInTheDocument();
  });
});
