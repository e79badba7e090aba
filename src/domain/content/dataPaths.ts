import type { Lng } from '../../config/languages.ts';

/** Where a language's content file is, in a build (beside the catalogue): shared by the build and the browser. */
export const contentUrlPath = (lng: Lng, build: string) => `/data/${build}/content.${lng}.json`;
