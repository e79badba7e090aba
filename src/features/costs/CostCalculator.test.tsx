import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { EMPTY_DRAFT, type CostsDraft } from '../../domain/costs/costsDraft.ts';
import { CostCalculator } from './CostCalculator.tsx';

/** "€ 1.234,50" or "− € 25.000" as a number. */
const euros = (text: string) => {
  const value = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  return text.trim().startsWith('−') ? -value : value;
};

function setUp(initial: Partial<CostsDraft>, page = false, lng: 'en' | 'fr' | 'nl' = 'en') {
  const route = page ? `/${lng}/purchase-costs/` : `/${lng}/`;
  return renderWithProviders(
    <CostCalculator lng={lng} initial={{ ...EMPTY_DRAFT, ...initial }} page={page} headingLevel={2} />,
    { route },
  );
}

/** The estimate's rows as the visitor reads them: label (first line) and amount. */
function rows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => ({
      label: within(row).getByRole('rowheader').firstChild?.textContent ?? '',
      amount: within(row).getByRole('cell').textContent ?? '',
    }));
}

const amountOf = (label: string) => rows().find((row) => row.label === label)?.amount;

describe('the purchase-cost calculator', () => {
  it('shows a Namur home at the reduced Walloon rate, then the standard rate', async () => {
    setUp({ price: '245000', zip: '5000' });
    expect(screen.getByText('Region: Wallonia.')).toBeInTheDocument();
    expect(screen.getByText(/^Estimate\./)).toBeInTheDocument();
    expect(amountOf('Registration duty')).toBe('€ 7.350');
    expect(screen.getByText('3 % of € 245.000')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('It will be my only home (I own no other home)'));
    // The agency's own figure for listing 175 (€ 245.000 in Namur) is € 30.625: 12,5 %.
    expect(amountOf('Registration duty')).toBe('€ 30.625');
    expect(screen.getByText('12,5 % of € 245.000')).toBeInTheDocument();
  });

  it('adds every line into the costs, and the price into the grand total', () => {
    setUp({ price: '365.000', zip: '9000', onlyHome: false });
    const lines = rows();
    const total = lines.find((row) => row.label === 'Costs on top of the price');
    const all = lines.find((row) => row.label === 'Price plus costs');
    const items = lines.filter((row) => row !== total && row !== all);
    expect(items.map((row) => row.label)).toEqual([
      'Registration duty',
      "Notary's fee",
      "VAT on the notary's fee",
      "Notary's administrative costs",
      'VAT on the administrative costs',
      'Disbursements (searches and certificates)',
      'Mortgage registry fee',
      'Writing duty',
    ]);
    expect(amountOf('Registration duty')).toBe('€ 43.800');
    const sum = items.reduce((acc, row) => acc + Math.round(euros(row.amount) * 100), 0) / 100;
    expect(euros(total?.amount ?? '')).toBeCloseTo(sum, 2);
    expect(euros(all?.amount ?? '')).toBeCloseTo(365000 + sum, 2);
    // The figures the rates file calls estimates say so in words.
    expect(screen.getAllByText('(approximate)').length).toBeGreaterThan(0);
  });

  it('takes the Brussels abatement off the duty for an only home', () => {
    setUp({ price: '315000', zip: '1050' });
    expect(amountOf('Registration duty')).toBe('€ 39.375');
    expect(amountOf('Abatement for an only home')).toBe('− € 25.000');
  });

  it('charges VAT on the building and duty on the ground of a new build', async () => {
    setUp({ price: '191438', zip: '6900', newBuild: true, groundPart: '34000', onlyHome: false });
    expect(screen.getByLabelText('Purchase price without VAT')).toHaveValue('191438');
    expect(amountOf('Registration duty')).toBe('€ 4.250');
    expect(amountOf('VAT on the building')).toBe('€ 33.061,98');
    await userEvent.click(screen.getByLabelText('A new build sold with VAT'));
    expect(screen.queryByLabelText('Ground part of the price')).not.toBeInTheDocument();
    expect(amountOf('VAT on the building')).toBeUndefined();
  });

  it('explains a wrong figure once the field is left, and shows no estimate meanwhile', async () => {
    setUp({});
    expect(screen.getByText('Enter the price and the postcode to see the estimate.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const price = screen.getByLabelText('Purchase price');
    await userEvent.type(price, '24x');
    expect(screen.queryByText(/Enter the price in euros/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(price).toHaveAccessibleDescription(/Enter the price in euros, in figures/);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(price);
    await userEvent.type(price, '240.000');
    await userEvent.type(screen.getByLabelText('Postcode of the property'), '0999');
    await userEvent.tab();
    expect(screen.getByLabelText('Postcode of the property')).toHaveAccessibleDescription(
      /Enter a Belgian postcode of four digits/,
    );
    await userEvent.clear(screen.getByLabelText('Postcode of the property'));
    await userEvent.type(screen.getByLabelText('Postcode of the property'), '1000');
    expect(amountOf('Registration duty')).toBe('€ 30.000');
  });

  it('on its own page, keeps the address in step with the figures for sharing', async () => {
    window.history.replaceState(null, '', '/en/purchase-costs/');
    setUp({ price: '245000', zip: '5000' }, true);
    // Opening the page changes nothing: a shared link keeps its address.
    expect(window.location.search).toBe('');
    await userEvent.click(screen.getByLabelText('It will be my only home (I own no other home)'));
    expect(window.location.pathname + window.location.search).toBe(
      '/en/purchase-costs/?price=245000&zip=5000&home=0&new=0',
    );
    await userEvent.clear(screen.getByLabelText('Purchase price'));
    await userEvent.type(screen.getByLabelText('Purchase price'), '198.000');
    expect(window.location.search).toBe('?price=198000&zip=5000&home=0&new=0');
    expect(screen.getByRole('button', { name: 'Copy the link to this estimate' })).toBeInTheDocument();
  });

  it('takes the focus on its price when it replaces the link a keyboard user was on', () => {
    renderWithProviders(
      <CostCalculator
        lng="en"
        initial={{ ...EMPTY_DRAFT, price: '245.000', zip: '5000' }}
        page={false}
        headingLevel={3}
        focusFirst
      />,
      { route: '/en/' },
    );
    expect(screen.getByLabelText('Purchase price')).toHaveFocus();
  });

  it("on a listing, links to its own page with the listing's figures", () => {
    setUp({ price: '245000', zip: '5000' }, false, 'fr');
    expect(
      screen.getByRole('link', { name: 'Ouvrir cette estimation sur sa propre page, pour la partager' }),
    ).toHaveAttribute('href', '/fr/frais-d-achat/?price=245000&zip=5000&home=1&new=0');
    expect(screen.getByText("Droits d'enregistrement")).toBeInTheDocument();
  });
});
