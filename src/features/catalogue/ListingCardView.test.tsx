import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { listing, makeCatalogue, project2 } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import { ListingCardView } from './ListingCardView.tsx';
import { ProjectCardView } from '../../components/ProjectCardView.tsx';
import type { ListingCard } from '../../domain/catalogue/types.ts';

const renderCard = (card: ListingCard, lng: 'en' | 'fr' = 'en') =>
  renderWithProviders(<ListingCardView listing={card} project={undefined} lng={lng} />, {
    route: `/${lng}/`,
    preloadedState: readyCatalogue(lng, makeCatalogue()),
  });

describe('ListingCardView', () => {
  it('answers the first questions: bedrooms, living area, the EPC label as a chip, town and price', () => {
    renderCard(listing({ ID: 120, Bedrooms: 1, SurfaceLiving: 1250, EPCLabel: 'C-', Price: 245000 }));
    const card = screen.getByRole('article');
    const facts = within(card).getByRole('list', { name: 'Key facts' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 bedroom', '1.250 m² living', 'EPC C-']);
    expect(within(facts).getByText('EPC C-')).toHaveClass('epc-chip', 'epc-chip--c');
    expect(within(card).getByText('6900 Marche-en-Famenne')).toBeInTheDocument();
    expect(within(card).getByText('€ 245.000')).toBeInTheDocument();
  });

  it('says the facts in the page language and leaves out those the agency did not give', () => {
    renderCard(listing({ ID: 121, Bedrooms: 4, SurfaceLiving: null, EPCLabel: 'A+' }), 'fr');
    const facts = screen.getByRole('list');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 chambres', 'PEB A+']);
    expect(within(facts).getByText('PEB A+')).toHaveClass('epc-chip--a');
  });

  it('shows no facts list when there is nothing to say', () => {
    renderCard(listing({ ID: 122, Bedrooms: null, SurfaceLiving: null, EPCLabel: null }));
    expect(within(screen.getByRole('article')).queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the whole title in the link: the screen cuts it at two lines, not the text', () => {
    const title = `Maison de caractère ${'avec un très grand jardin arboré '.repeat(5)}à rénover`;
    renderCard(listing({ ID: 123, TypeDescription: title }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveClass('card__title');
    expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
  });
});

describe('ProjectCardView', () => {
  it('shows how many units, of which type, the price range and the delivery', () => {
    renderWithProviders(<ProjectCardView project={project2} lng="en" />, {
      route: '/en/projects/',
      preloadedState: readyCatalogue('en', makeCatalogue()),
    });
    const card = screen.getByRole('article');
    expect(within(card).getByText('24 units')).toBeInTheDocument();
    expect(within(card).getByText('Appartements (1)')).toBeInTheDocument();
    expect(within(card).getByText('€ 189.000 to € 315.000')).toBeInTheDocument();
    expect(within(card).getByText('Delivery: Printemps 2027')).toBeInTheDocument();
  });
});
