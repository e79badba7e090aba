/**
 * The preload links of a page's priority picture: the first <picture> whose <img> is fetched
 * with high priority (a list's first card photo, the projects page's first card). The parser
 * reaches that card only after the header and the filters; from the head the browser fetches
 * the photo at once, in the format and width the <picture> would pick (its WebP sources, with
 * their media and sizes). Reads the prerendered markup, so any page that marks a picture as
 * its largest paint gets it without naming it here. Attribute values are copied as React
 * escaped them.
 */
const PICTURE = /<picture\b[^>]*>([\s\S]*?)<\/picture>/gi;
const PRIORITY_IMG = /<img\b[^>]*\bfetchpriority="high"/i;
const SOURCE = /<source\b([^>]*?)\/?>/gi;

function attribute(attributes: string, name: string): string | null {
  return new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attributes)?.[1] ?? null;
}

export function priorityPicturePreload(html: string): string {
  for (const [, inner = ''] of html.matchAll(PICTURE)) {
    if (!PRIORITY_IMG.test(inner)) continue;
    return [...inner.matchAll(SOURCE)]
      .map(([, attributes = '']) => attributes)
      .filter((attributes) => attribute(attributes, 'type') === 'image/webp' && attribute(attributes, 'srcset'))
      .map((attributes) => {
        const media = attribute(attributes, 'media');
        const sizes = attribute(attributes, 'sizes');
        return (
          '<link rel="preload" as="image" type="image/webp" fetchpriority="high"' +
          (media ? ` media="${media}"` : '') +
          ` imagesrcset="${attribute(attributes, 'srcset') ?? ''}"` +
          (sizes ? ` imagesizes="${sizes}"` : '') +
          '>'
        );
      })
      .join('');
  }
  return '';
}
