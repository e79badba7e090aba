import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { agreedAll, selectConsentDialog } from '../../state/consent/consentSlice.ts';
import { ExternalMedia } from './ExternalMedia.tsx';

const YOUTUBE = 'https://www.youtube.com/watch?v=k3Xq9LmT2vA';

describe('video and tour', () => {
  it('requests nothing from YouTube before consent and offers the cookie settings', async () => {
    const user = userEvent.setup();
    const { container, store } = renderWithProviders(<ExternalMedia link={YOUTUBE} purpose="video" />, {
      route: '/en/',
    });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/hosted by YouTube/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open on YouTube (new tab)' })).toHaveAttribute('href', YOUTUBE);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(selectConsentDialog(store.getState())).toBe('settings');
  });

  it('after consent, shows the stills and loads the player only on a click', async () => {
    const user = userEvent.setup();
    const { container, store } = renderWithProviders(<ExternalMedia link={YOUTUBE} purpose="video" />, {
      route: '/en/',
    });
    store.dispatch(agreedAll());
    const still = await screen.findByRole('presentation');
    expect(still.getAttribute('srcset')).toContain('hqdefault.jpg 480w');
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play on YouTube' }));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/k3Xq9LmT2vA?autoplay=1&rel=0',
    );
  });

  it('plays a video of the site itself in the page, with no consent needed', () => {
    const { container } = renderWithProviders(<ExternalMedia link="/media/walkthrough.mp4" purpose="video" />, {
      route: '/en/',
    });
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/walkthrough.mp4');
  });

  it('shows nothing for a link it cannot play', () => {
    const { container } = renderWithProviders(<ExternalMedia link="https://example.com/page" purpose="tour" />, {
      route: '/en/',
    });
    expect(container).toBeEmptyDOMElement();
  });
});
