import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from '../../components/Picture.tsx';
import { priorityPicturePreload } from './priorityPreload.ts';

const card = (name: string, priority: boolean) => (
  <Picture
    name={name}
    alt=""
    width={300}
    height={200}
    sizes="(min-width: 767px) 45vw, 100vw"
    widths={[300, 600]}
    priority={priority}
  />
);

describe('priorityPicturePreload', () => {
  it('preloads the WebP sources of the first high-priority picture, with their sizes', () => {
    const html = renderToStaticMarkup(
      <main>
        {card('p1-1', false)}
        {card('p2-1', true)}
        {card('p3-1', true)}
      </main>,
    );
    expect(priorityPicturePreload(html)).toBe(
      '<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="/media/p2-1-300.webp 300w, /media/p2-1-600.webp 600w" imagesizes="(min-width: 767px) 45vw, 100vw">',
    );
  });

  it("keeps a source's media query, one link per WebP source", () => {
    const html =
      '<picture><source type="image/webp" media="(max-width: 599px)" srcSet="/a-400.webp 400w" sizes="100vw"/>' +
      '<source type="image/webp" srcSet="/a-1360.webp 1360w" sizes="100vw"/><source type="image/jpeg" srcSet="/a.jpg 1w"/>' +
      '<img src="/a.jpg" fetchPriority="high"/></picture>';
    expect(priorityPicturePreload(html)).toBe(
      '<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(max-width: 599px)" imagesrcset="/a-400.webp 400w" imagesizes="100vw">' +
        '<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="/a-1360.webp 1360w" imagesizes="100vw">',
    );
  });

  it('asks for nothing when no picture is marked as the largest paint', () => {
    expect(priorityPicturePreload(renderToStaticMarkup(<div>{card('p1-1', false)}</div>))).toBe('');
    expect(priorityPicturePreload('<img src="/x.jpg" fetchpriority="high">')).toBe('');
  });
});
