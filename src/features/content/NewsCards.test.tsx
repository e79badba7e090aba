import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { installIntersectionObserver } from '../../../test/intersectionObserver.ts';
import { NewsCards } from './NewsCards.tsx';
import type { NewsItem } from '../../domain/content/types.ts';

const item = (n: number, date: string): NewsItem => ({
  key: `news-${n}`,
  slug: `news-${n}`,
  date,
  title: `News ${n}`,
  photo: n % 2 === 0 ? { name: `p1${n}0-1`, width: 1600, height: 1067 } : null,
  summary: `Summary ${n}`,
  body: [],
});
// Newest first, as the content file gives them.
const items = [item(4, '2034-05-12'), item(3, '2034-04-01'), item(2, '2034-02-20'), item(1, '2033-12-24')];
const hrefOf = (news: NewsItem) => `/en/news/${news.slug}/`;
// The pictures load lazily, once in view.
const viewport = installIntersectionObserver();

describe('NewsCards', () => {
  it('shows at most max items, in the order given, each with its date and a link', () => {
    renderWithProviders(<NewsCards items={items} max={3} perRow={3} hrefOf={hrefOf} heading="News" />, {
      route: '/en/',
    });
    const section = screen.getByRole('region', { name: 'News' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['News 4', 'News 3', 'News 2']);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'News 4' })).toHaveAttribute('href', '/en/news/news-4/');
    expect(within(first).getByText('12/05/2034')).toHaveAttribute('datetime', '2034-05-12');
    expect(within(first).getByText('Summary 4')).toBeInTheDocument();
    expect(screen.queryByText('News 1')).not.toBeInTheDocument();
  });

  it('titles its cards h2 when the section has no heading of its own: under the page h1, no level is skipped', () => {
    renderWithProviders(<NewsCards items={items} max={2} perRow={3} hrefOf={hrefOf} />, { route: '/en/' });
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['News 4', 'News 3']);
  });

  it("shows an item's picture once the card comes into view, in a box of its final size; an item without one has none", () => {
    renderWithProviders(<NewsCards items={items} max={4} perRow={3} hrefOf={hrefOf} />, { route: '/en/' });
    const [withPhoto, without] = screen.getAllByRole('article');
    expect(withPhoto!.querySelector('.card__media')).not.toBeNull();
    expect(withPhoto!.querySelector('img')).toBeNull();
    viewport.reveal((target) => withPhoto!.contains(target));
    const img = withPhoto!.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/p140-1-400.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '1600');
    expect(without!.querySelector('.card__media')).toBeNull();
  });

  it('sets the number of cards per row on the grid', () => {
    renderWithProviders(<NewsCards items={items} max={4} perRow={4} hrefOf={hrefOf} />, { route: '/en/' });
    expect(screen.getByRole('list').style.getPropertyValue('--per-row')).toBe('4');
  });

  it('says so when there is no news', () => {
    renderWithProviders(<NewsCards items={[]} max={3} perRow={3} hrefOf={hrefOf} heading="Nieuws" />, {
      route: '/nl/',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Nieuws' })).toBeInTheDocument();
    expect(screen.getByText('Voorlopig geen nieuws.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
