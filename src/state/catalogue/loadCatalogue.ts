/**
 * The catalogue of a language, one file per language (only the visitor's is downloaded),
 * loaded through the shared load-once thunk. Its listings, types, cities and projects go to
 * their own slices; the listings' slice keeps the load status of the language.
 */
import type { Lng } from '../../config/languages.ts';
import { createFileLoad } from '../loadOnce.ts';
import type { Catalogue } from '../../domain/catalogue/types.ts';
import { catalogueUrl } from './catalogueUrl.ts';
import type { PropertiesState } from './propertiesSlice.ts';

export const loadCatalogue = createFileLoad<Lng, Catalogue, { properties: PropertiesState }>({
  type: 'catalogue/load',
  url: catalogueUrl,
  accept: (data, lng) => Array.isArray(data.properties) && data.language === lng,
  statusOf: (state, lng) => state.properties[lng]?.status,
});
