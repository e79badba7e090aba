import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installIntersectionObserver } from '../../../test/intersectionObserver.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { propertyDetail } from '../../../test/fixtures/detail.ts';
import { Gallery } from './Gallery.tsx';

const viewport = installIntersectionObserver();

describe('gallery', () => {
  it('puts the first photo first, eagerly and with high priority, at the gallery widths', () => {
    const { pictures } = { pictures: propertyDetail('en', 120).Pictures };
    renderWithProviders(<Gallery photos={pictures} title="Photos" />, { route: '/en/' });
    const photo = screen.getByRole('img', { name: pictures[0]!.Description });
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo.getAttribute('srcset')).toBe(
      [100, 400, 600, 1360].map((w) => `/media/${pictures[0]!.Name}-${w}.jpg ${w}w`).join(', '),
    );
  });

  it('loads a thumbnail once it comes into view', () => {
    const pictures = propertyDetail('en', 120).Pictures;
    renderWithProviders(<Gallery photos={pictures} title="Photos" />, { route: '/en/' });
    const thumb = (i: number) =>
      screen.getByRole('button', { name: `Show photo ${i + 1}: ${pictures[i]!.Description}` });
    expect(thumb(0).querySelector('img')).toBeNull();
    viewport.reveal((target) => thumb(0).contains(target) || thumb(1).contains(target));
    expect(thumb(0).querySelector('img')).toHaveAttribute('src', `/media/${pictures[0]!.Name}-300.jpg`);
    expect(thumb(1).querySelector('img')).toHaveAttribute('width', '100');
    expect(thumb(2).querySelector('img')).toBeNull();
  });

  it('turns with the buttons, the arrow keys, Home and End, and wraps around', async () => {
    const user = userEvent.setup();
    const pictures = propertyDetail('en', 120).Pictures;
    renderWithProviders(<Gallery photos={pictures} title="Photos" />, { route: '/en/' });
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 2 of 4')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Photo 3 of 4')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByText('Photo 4 of 4')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Photo 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Show photo 3: ${pictures[2]!.Description}` }));
    expect(screen.getByRole('img', { name: pictures[2]!.Description })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Show photo 3: ${pictures[2]!.Description}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says so when there are no photos', () => {
    renderWithProviders(<Gallery photos={[]} title="Photos" />, { route: '/fr/' });
    expect(screen.getByText("Il n'y a pas encore de photos de ce bien.")).toBeInTheDocument();
  });
});
