import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import { ListingList } from './ListingList.tsx';

function setup(action: string, search: string, lng: 'en' | 'fr', goal: 0 | 1 = 0) {
  return renderWithProviders(<ListingList lng={lng} goal={goal} pageSize={2} perRow={2} action={action} />, {
    route: action + search,
    preloadedState: readyCatalogue(lng, makeCatalogue()),
  });
}

describe('"Save this search" with the advanced criteria', () => {
  it('carries every criterion set on the list to the demand register', () => {
    setup(
      '/en/for-sale/',
      '?city=Namur%7C5000&type=4&minPrice=100000&maxPrice=400000&bedrooms=2&minLiving=90&minPlot=300&epc=d' +
        '&garden=1&parking=1&terrace=1&lift=1&newBuild=1&sort=price-asc',
      'en',
    );
    const box = screen.getByRole('complementary', { name: 'Nothing quite right yet?' });
    expect(within(box).getByRole('link', { name: 'Save this search' })).toHaveAttribute(
      'href',
      '/en/looking-for/?goal=sale&type=4&zone=5000&minPrice=100000&maxPrice=400000&bedrooms=2&minLiving=90' +
        '&minPlot=300&epc=D&garden=1&parking=1&terrace=1&lift=1&newBuild=1',
    );
  });

  it('leaves out what the list ignored, and carries a rent list as a rent search', () => {
    setup('/fr/a-louer/', '?q=5000&epc=z&minLiving=abc&maxPrice=1200&garden=1', 'fr', 1);
    expect(screen.getByRole('link', { name: 'Enregistrer cette recherche' })).toHaveAttribute(
      'href',
      '/fr/je-cherche/?goal=rent&zone=5000&maxPrice=1200&garden=1',
    );
  });
});
