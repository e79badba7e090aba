/**
 * Paths containing "preview" are preview pages (spec section 2): no consent dialog, no indexing.
 * A module of its own, because the boot script asks it before anything else loads.
 */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('preview');
}
