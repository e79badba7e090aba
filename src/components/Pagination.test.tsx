import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { Pagination, pageWindow } from './Pagination.tsx';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 'gap', 5]],
    [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
    [3, 4, [1, 2, 3, 4]],
  ])('page %p of %p', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});

describe('Pagination', () => {
  const labels = { nav: 'Pages', previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}` };

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pages={1} hrefFor={(n) => `/?page=${n}`} labels={labels} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks the current page and links the others, navigating in place', async () => {
    const { router } = renderWithProviders(
      <Pagination page={2} pages={3} hrefFor={(n) => `/fr/a-vendre/?page=${n}`} labels={labels} />,
      { route: '/fr/a-vendre/?page=2' },
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/fr/a-vendre/?page=1');
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(router.location().search).toBe('?page=3');
  });
});
