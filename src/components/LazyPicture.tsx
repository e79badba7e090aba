import { LazyLoadComponent } from 'react-lazy-load-image-component';
import { Picture, type PictureProps } from './Picture.tsx';

/**
 * A photo below the fold: the prerendered page holds a sized placeholder, and the picture is
 * put in when it comes near the viewport (react-lazy-load-image-component, 25 % of the
 * viewport ahead as spec section 9 asks). Without JavaScript the noscript copy shows.
 */
export function LazyPicture(props: PictureProps & { eager?: boolean }) {
  const { eager, ...picture } = props;
  if (eager) return <Picture {...picture} />;
  return (
    <>
      <LazyLoadComponent
        threshold={typeof window === 'undefined' ? 200 : Math.round(window.innerHeight * 0.25)}
        placeholder={<span className="lazy-placeholder" />}
      >
        <Picture {...picture} />
      </LazyLoadComponent>
      <noscript>
        <Picture {...picture} />
      </noscript>
    </>
  );
}
