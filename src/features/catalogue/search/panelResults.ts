/**
 * What the open search panel needs beyond its shell, in a chunk of its own: the search over
 * the catalogue, the options it offers and their view. SearchCombobox loads it when the panel
 * first opens.
 */
import type { Lng } from '../../../config/languages.ts';
import type { Catalogue, ProjectCard } from '../../../domain/catalogue/types.ts';
import type { TypeCount } from '../../../domain/catalogue/views.ts';
import { search, searchIndex, type SearchResults } from '../../../domain/catalogue/searchIndex.ts';
import {
  cityOptions,
  groupOrder,
  propertyOptions,
  typeOptions,
  type PanelGroup,
  type PanelOption,
} from './panelOptions.ts';

export { PanelGroups } from './PanelGroups.tsx';

export interface PanelModel {
  results: SearchResults;
  /** The groups top to bottom; the options follow the same order, so the arrow keys walk what is seen. */
  order: PanelGroup[];
  options: PanelOption[];
}

export function panelModel(
  lng: Lng,
  catalogue: Catalogue,
  text: string,
  types: TypeCount[],
  cityCounts: Map<string, { sale: number; rent: number }>,
  projects: Map<number, ProjectCard>,
): PanelModel {
  const results = search(searchIndex(catalogue), text);
  const order = groupOrder(text);
  const optionsOf: Record<PanelGroup, () => PanelOption[]> = {
    types: () => typeOptions(lng, types),
    cities: () => cityOptions(lng, results.cities, cityCounts),
    properties: () => propertyOptions(lng, results.properties, projects),
  };
  return { results, order, options: order.flatMap((group) => optionsOf[group]()) };
}
