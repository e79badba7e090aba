/**
 * Path building for articles and categories (spec section 2): names joined with slashes,
 * lowercased, accents removed, punctuation dropped, spaces to hyphens, always a trailing
 * slash. "Punctuation dropped" means dropped, not replaced: "L'expertise" gives "lexpertise".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `buildPath('Services', 'Coaching mission')` gives `services/coaching-mission/`. */
export function buildPath(...names: string[]): string {
  const parts = names.map(slugify).filter((part) => part !== '');
  return parts.length === 0 ? '' : `${parts.join('/')}/`;
}

/** Joins segments into an absolute path with exactly one slash between parts and a trailing slash. */
export function joinPath(...segments: string[]): string {
  const parts = segments.flatMap((s) => s.split('/')).filter((part) => part !== '');
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

// In a module of its own: boot.ts needs it, and nothing else of this file.
export { isPreviewPath } from './previewPath.ts';
