import type { Lng } from '../../config/languages.ts';
import { site } from '../../config/site.ts';

/**
 * The home page banner (spec: image, gallery, video, colour or none). The first image is
 * the page's largest element, so it is never lazy and is fetched with high priority.
 * A video banner stays muted, loops and shows its poster to visitors who reduce motion.
 */
export function Banner({ lng, children }: { lng: Lng; children?: React.ReactNode }) {
  const { banner } = site;
  if (banner.kind === 'none') return null;
  const first = banner.images[0];
  return (
    <section className={`banner banner--${banner.kind}`} style={{ backgroundColor: banner.color }}>
      {(banner.kind === 'image' || banner.kind === 'gallery') && first && (
        <img
          className="banner__media"
          src={first.src}
          width={first.width}
          height={first.height}
          alt={first.alt[lng]}
          fetchPriority="high"
        />
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
