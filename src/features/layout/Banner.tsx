import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../components/useHydrated.ts';
import type { Lng } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import type { SiteConfig } from '../../config/schema.ts';
import { BannerPicture } from './BannerPicture.tsx';

/** The rotation of a gallery banner: its own chunk, fetched once the page has hydrated. */
const BannerGallery = lazy(() => import('./BannerGallery.tsx'));

/**
 * The home page banner (spec: image, gallery, video, colour or none), with what the page puts
 * over it (the search block). The first image is the page's largest element: in the HTML,
 * never lazy, fetched with high priority. A gallery's other pictures, its cross-fade and its
 * controls come after hydration (BannerGallery). A video banner stays muted, loops and shows
 * its poster to visitors who reduce motion.
 */
export function Banner({
  lng,
  banner = site.banner,
  children,
}: {
  lng: Lng;
  /** site.json's banner; a test passes its own. */
  banner?: SiteConfig['banner'];
  children?: React.ReactNode;
}) {
  const hydrated = useHydrated();
  // The picture in front: only its text is read out (the first stays under the others).
  const [shown, setShown] = useState(0);
  if (banner.kind === 'none') return null;
  const first = banner.images[0];
  return (
    <section className={`banner banner--${banner.kind}`} style={{ backgroundColor: banner.color }}>
      {(banner.kind === 'image' || banner.kind === 'gallery') && first && (
        <BannerPicture image={first} lng={lng} priority hidden={shown !== 0} />
      )}
      {banner.kind === 'gallery' && hydrated && banner.images.length > 1 && (
        <Suspense fallback={null}>
          <BannerGallery
            images={banner.images}
            onShow={setShown}
            picture={(image) => <BannerPicture image={image} lng={lng} />}
          />
        </Suspense>
      )}
      {banner.kind === 'video' && banner.video && (
        <video
          className="banner__media"
          src={banner.video.src}
          poster={banner.video.poster}
          muted
          loop
          playsInline
          autoPlay
        />
      )}
      <div className="banner__content container">
        <h1 className="banner__title">{banner.title[lng]}</h1>
        <p className="banner__subtitle">{banner.subtitle[lng]}</p>
        {children}
      </div>
    </section>
  );
}
