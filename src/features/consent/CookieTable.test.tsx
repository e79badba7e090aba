import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { site } from '../../config/site.ts';
import { CookieTable } from './CookieTable.tsx';
import { inventoryFor } from './cookieInventory.ts';

describe('CookieTable', () => {
  it('has a caption, column headers and a scrollable region keyboard users can reach', () => {
    renderWithProviders(<CookieTable />, { route: '/en/' });
    const region = screen.getByRole('region', { name: 'Cookies and storage used by this website' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Cookies and storage used by this website' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Category', 'Purpose', 'Duration', 'Set by']);
  });

  it('lists a row per item for the configured tags, the necessary ones first as listed', () => {
    renderWithProviders(<CookieTable />, { route: '/en/' });
    const expected = inventoryFor(site.tags);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((row) => within(row).getByRole('rowheader').querySelector('code')?.textContent)).toEqual(
      expected.map((item) => item.name),
    );
    const categories = rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    const necessary = categories.filter((c) => c === 'Strictly necessary').length;
    expect(necessary).toBe(expected.filter((item) => item.category === 'necessary').length);
    expect(categories.slice(0, necessary).every((c) => c === 'Strictly necessary')).toBe(true);
  });

  it('shows each item’s kind, purpose, duration and provider in the page language', () => {
    renderWithProviders(<CookieTable />, { route: '/fr/' });
    expect(screen.getByRole('table', { name: 'Cookies et stockage utilisés par ce site' })).toBeInTheDocument();
    const language = screen.getAllByRole('row').filter((row) => row.textContent?.includes('i18nextLng'));
    expect(language.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'i18nextLng cookie',
      'i18nextLng stockage local',
    ]);
    const cells = within(language[0]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      'Strictement nécessaires',
      'La langue choisie, pour que le site s’ouvre dans cette langue la prochaine fois.',
      '1 an',
      'ce site',
    ]);
    const session = screen.getAllByRole('row').find((row) => row.textContent?.includes('owner_session'))!;
    expect(within(session).getByText('8 heures')).toBeInTheDocument();
  });
});
