import { buildId } from '../../config/env.ts';
import type { Lng } from '../../config/languages.ts';
import { catalogueUrlPath } from '../../domain/catalogue/dataPaths.ts';

/** The browser's URL of a language's catalogue in this build. */
export function catalogueUrl(lng: Lng): string {
  return catalogueUrlPath(lng, buildId);
}
