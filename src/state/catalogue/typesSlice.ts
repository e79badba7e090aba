/** The property types of each language (entity adapter, keyed by WebID, in the file's order). */
import type { PropertyType } from '../../domain/catalogue/schema.ts';
import { languageEntities, type LanguageEntities } from './languageEntities.ts';

const types = languageEntities(
  'types',
  (type: PropertyType) => type.WebID,
  (catalogue) => catalogue.types,
);

export type TypesState = LanguageEntities<PropertyType, number>;
export const typesSlice = types.slice;
export const selectAllTypes = types.selectAll;
export const selectTypeById = types.selectById;
