/**
 * A responsive photo from /media: WebP for browsers that take it, JPEG otherwise, at the
 * widths the build derives (publisher/media/media.ts). Width and height are always given so the
 * page does not move when the image arrives.
 */
export const IMAGE_WIDTHS = [100, 300, 400, 600, 1360] as const;

export function mediaUrl(name: string, width: number, format: 'webp' | 'jpg'): string {
  return `/media/${name}-${width}.${format}`;
}

export function srcSet(name: string, widths: readonly number[], format: 'webp' | 'jpg'): string {
  return widths.map((w) => `${mediaUrl(name, w, format)} ${w}w`).join(', ');
}

export interface PictureProps {
  name: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  /** The widths worth offering for this slot (a 60 px thumbnail needs no 1360). */
  widths?: readonly number[];
  /** The page's largest image: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}

export function Picture({ name, alt, width, height, sizes, widths = IMAGE_WIDTHS, priority, className }: PictureProps) {
  const fallback = widths.find((w) => w >= 400) ?? widths[widths.length - 1] ?? 400;
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={srcSet(name, widths, 'webp')} sizes={sizes} />
      <img
        src={mediaUrl(name, fallback, 'jpg')}
        srcSet={srcSet(name, widths, 'jpg')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
