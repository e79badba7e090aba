import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import type { SiteConfig } from '../../config/schema.ts';
import { site } from '../../config/site.ts';
import { Banner } from './Banner.tsx';
import { bannerPreloads } from './BannerPicture.tsx';
import { ROTATE_MS } from './BannerGallery.tsx';

type BannerConfig = SiteConfig['banner'];

const gallery = site.banner;
const alts = gallery.images.map((image) => image.alt.en);
const withKind = (kind: BannerConfig['kind'], extra: Partial<BannerConfig> = {}): BannerConfig => ({
  ...gallery,
  kind,
  ...extra,
});

function renderBanner(banner: BannerConfig = gallery) {
  return renderWithProviders(
    <Banner lng="en" banner={banner}>
      <p>search block</p>
    </Banner>,
    { route: '/en/' },
  );
}

/** The same matchMedia as test/setup.ts, answering `reduce` as asked. */
function reduceMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

const position = () => screen.getByText(/^Picture \d of \d$/);
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('home banner', () => {
  it('site.json shows a gallery of three or more pictures of the region', () => {
    expect(gallery.kind).toBe('gallery');
    expect(gallery.images.length).toBeGreaterThanOrEqual(3);
  });

  it('an image banner shows its picture eagerly, with high priority and small WebP variants for phones', () => {
    renderBanner(withKind('image'));
    const picture = screen.getByRole('img', { name: alts[0] });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '1600');
    expect(picture).toHaveAttribute('height', '900');
    const phone = picture.parentElement?.querySelector('source[media="(max-width: 599px)"]');
    expect(phone).toHaveAttribute('type', 'image/webp');
    expect(phone).toHaveAttribute('srcset', '/media/banner-1-400.webp 400w, /media/banner-1-600.webp 600w');
    expect(screen.getByRole('heading', { level: 1, name: gallery.title.en })).toBeInTheDocument();
    expect(screen.getByText('search block')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).not.toBeInTheDocument();
  });

  it('the head preloads the same file the picture takes: at most the 600 on a phone', () => {
    const links = bannerPreloads(gallery.images[0]!);
    expect(links).toContain(
      'media="(max-width: 599px)" imagesrcset="/media/banner-1-400.webp 400w, /media/banner-1-600.webp 600w"',
    );
    expect(links).toMatch(/media="\(min-width: 600px\)" imagesrcset="[^"]*banner-1-1360\.webp 1360w"/);
    expect(bannerPreloads({ ...gallery.images[0]!, src: '/uploads/front.jpg' })).toBe('');
  });

  it('a picture outside the media build is shown as it is', () => {
    const image = { src: '/uploads/front.jpg', alt: gallery.images[0]!.alt, width: 1200, height: 600 };
    renderBanner(withKind('image', { images: [image] }));
    const picture = screen.getByRole('img', { name: alts[0] });
    expect(picture).toHaveAttribute('src', '/uploads/front.jpg');
    expect(picture).not.toHaveAttribute('srcset');
  });

  it('a video banner plays muted in a loop', () => {
    const { container } = renderBanner(
      withKind('video', { images: [], video: { src: '/media/film.mp4', poster: '/media/film.jpg' } }),
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/film.mp4');
    expect(video).toHaveAttribute('poster', '/media/film.jpg');
    expect(video).toHaveAttribute('loop');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: gallery.title.en })).toBeInTheDocument();
  });

  it('a colour banner shows the title over its colour, and none shows nothing', () => {
    const { container, unmount } = renderBanner(withKind('color', { images: [] }));
    expect(screen.getByRole('heading', { level: 1, name: gallery.title.en })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('.banner')).toHaveStyle({ backgroundColor: gallery.color });
    unmount();
    renderBanner(withKind('none'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('gallery banner rotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches only the next picture, then cross-fades to it every ~6 s and back to the first', async () => {
    renderBanner();
    expect(await screen.findByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    expect(position()).toHaveTextContent('Picture 1 of 3');
    // Only the first picture comes with the page; the second is fetched half an interval later.
    expect(screen.getByRole('img', { name: alts[0] })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: alts[1], hidden: true })).not.toBeInTheDocument();
    advance(ROTATE_MS / 2);
    expect(screen.getByRole('img', { name: alts[1], hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: alts[2], hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: alts[1] })).not.toBeInTheDocument();

    advance(ROTATE_MS / 2 - 100);
    expect(position()).toHaveTextContent('Picture 1 of 3');
    advance(100);
    expect(position()).toHaveTextContent('Picture 2 of 3');
    expect(screen.getByRole('img', { name: alts[1] })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: alts[2], hidden: true })).toBeInTheDocument();
    // Only the picture in front is read out: the first, under it, is hidden meanwhile.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([alts[1]]);

    advance(ROTATE_MS);
    expect(position()).toHaveTextContent('Picture 3 of 3');
    advance(ROTATE_MS);
    expect(position()).toHaveTextContent('Picture 1 of 3');
    expect(screen.queryByRole('img', { name: alts[2] })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([alts[0]]);
  });

  it('stops with the pause button, from the keyboard, and plays again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderBanner();
    const pause = await screen.findByRole('button', { name: 'Pause the slideshow' });
    act(() => pause.focus());
    await user.keyboard('{Enter}');
    const play = screen.getByRole('button', { name: 'Play the slideshow' });
    expect(play).toHaveFocus();
    // Focus leaves the banner: only the button holds the rotation now.
    act(() => play.blur());
    expect(document.body).toHaveFocus();
    advance(ROTATE_MS * 3);
    expect(position()).toHaveTextContent('Picture 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(position()).toHaveTextContent('Picture 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toBeInTheDocument();
  });

  it('holds while the pointer is over the banner or the focus is in it', async () => {
    const { container } = renderBanner();
    await screen.findByRole('button', { name: 'Pause the slideshow' });
    const banner = container.querySelector('.banner')!;
    act(() => void banner.dispatchEvent(new MouseEvent('mouseenter')));
    advance(ROTATE_MS * 2);
    expect(position()).toHaveTextContent('Picture 1 of 3');
    act(() => void banner.dispatchEvent(new MouseEvent('mouseleave')));
    advance(ROTATE_MS);
    expect(position()).toHaveTextContent('Picture 2 of 3');

    act(() => screen.getByRole('button', { name: 'Next picture' }).focus());
    advance(ROTATE_MS * 2);
    expect(position()).toHaveTextContent('Picture 2 of 3');
    act(() => screen.getByRole('button', { name: 'Next picture' }).blur());
    advance(ROTATE_MS);
    expect(position()).toHaveTextContent('Picture 3 of 3');
    act(() => screen.getByRole('button', { name: 'Next picture' }).focus());
    advance(ROTATE_MS * 2);
    expect(position()).toHaveTextContent('Picture 3 of 3');
  });

  it('does not rotate on its own for a visitor who reduces motion; previous and next still work', async () => {
    const restore = reduceMotion(true);
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderBanner();
      expect(await screen.findByRole('button', { name: 'Play the slideshow' })).toBeVisible();
      advance(ROTATE_MS * 3);
      expect(position()).toHaveTextContent('Picture 1 of 3');
      await user.click(screen.getByRole('button', { name: 'Previous picture' }));
      expect(position()).toHaveTextContent('Picture 3 of 3');
      expect(screen.getByRole('img', { name: alts[2] })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
