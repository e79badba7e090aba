import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { makeCatalogue, project2 } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import { ProjectList } from './ProjectList.tsx';
import { projectPrice } from '../../components/ProjectCardView.tsx';
import { priceText } from '../../components/PriceText.tsx';
import type { Catalogue } from '../../domain/catalogue/types.ts';

const render = (catalogue: Catalogue, leading = false) =>
  renderWithProviders(<ProjectList lng="en" perRow={3} max={12} leading={leading} />, {
    route: '/en/projects/',
    preloadedState: readyCatalogue('en', catalogue),
  });

const t = (key: string, values?: Record<string, unknown>) =>
  ({
    'catalogue.price.onDemand': 'Price on demand',
    'catalogue.price.from': 'From',
    'catalogue.price.perMonth': 'a month',
    'catalogue.projects.priceRange': `${String(values?.min)} to ${String(values?.max)}`,
  })[key] ?? key;

describe('ProjectList', () => {
  it('shows each project with its name, place, units by type, delivery and price range, linking to it', () => {
    render(makeCatalogue());
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Résidence Les Tanneurs' })).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/en/projects/marche-en-famenne/residence-les-tanneurs/2/',
    );
    expect(within(card).getByText('6900 Marche-en-Famenne')).toBeInTheDocument();
    expect(within(card).getByText('Appartements (1)')).toBeInTheDocument();
    expect(within(card).getByText('€ 189.000 to € 315.000')).toBeInTheDocument();
    expect(within(card).getByText('Delivery: Printemps 2027')).toBeInTheDocument();
  });

  it("fetches the first card's photo at once and first when the list opens the page, lazily otherwise", () => {
    const photo = () => screen.getByRole('article').querySelector('img');
    const { unmount } = render(makeCatalogue(), true);
    expect(photo()).toHaveAttribute('fetchpriority', 'high');
    expect(photo()).toHaveAttribute('loading', 'eager');
    unmount();
    render(makeCatalogue());
    expect(photo()).not.toHaveAttribute('fetchpriority');
    expect(photo()).toHaveAttribute('loading', 'lazy');
  });

  it('says there are no projects when the list is empty', () => {
    render({ ...makeCatalogue(), projects: [] });
    expect(screen.getByText('There are no projects at the moment.')).toBeInTheDocument();
  });
});

describe('price texts', () => {
  it.each([
    [{ PriceMin: 189000, PriceMax: 315000, Goal: 0 as const }, '€ 189.000 to € 315.000'],
    [{ PriceMin: 189000, PriceMax: null, Goal: 0 as const }, 'From € 189.000'],
    [{ PriceMin: 750, PriceMax: 950, Goal: 1 as const }, '€ 750 to € 950 a month'],
    [{ PriceMin: null, PriceMax: null, Goal: 0 as const }, 'Price on demand'],
  ])('project %p -> %p', (prices, expected) => {
    expect(projectPrice({ ...project2, ...prices }, t)).toBe(expected);
  });

  it.each([
    [{ PublishPrice: true, Price: 245000, PriceUnit: 1, PriceUnitText: '' }, '€ 245.000'],
    [{ PublishPrice: true, Price: 189000, PriceUnit: 7, PriceUnitText: '' }, 'From € 189.000'],
    [{ PublishPrice: true, Price: 850, PriceUnit: 2, PriceUnitText: '/ month' }, '€ 850 / month'],
    [{ PublishPrice: false, Price: null, PriceUnit: 1, PriceUnitText: '' }, 'Price on demand'],
    [{ PublishPrice: true, Price: null, PriceUnit: 1, PriceUnitText: '' }, 'Price on demand'],
  ])('listing %p -> %p', (listing, expected) => {
    expect(priceText(listing, t)).toBe(expected);
  });
});
