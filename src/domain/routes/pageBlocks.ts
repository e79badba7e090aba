/**
 * The blocks a page of the route table is made of, in the order of BLOCKS: its kind's own
 * (pageShows.ts), one per published module of a menu page, one per catalogue field of the forms
 * its HTML holds. The publisher compares these blocks' views to know whether the page changed.
 */
import type { MenuModule } from '../../config/schema.ts';
import { fieldsOf } from '../forms/layouts.ts';
import type { DetailKind } from '../catalogue/detailTypes.ts';
import { BLOCKS, isDetailBlock, type BlockId, type DetailBlock, type PageBlock } from './blocks.ts';
import { formsOfPage } from './formPages.ts';
import { EVERY_PAGE, FIELD_BLOCKS, MODULE_BLOCKS, pageShows } from './pageShows.ts';
import type { RouteMatch } from './routeTable.ts';

export interface Placement {
  id: BlockId;
  block: PageBlock;
  /** The module that shows it, on a menu page. */
  module: MenuModule | null;
}

const BLOCK_IDS = Object.keys(BLOCKS) as BlockId[];
const blockOf = (id: BlockId): PageBlock | DetailBlock => BLOCKS[id];

export function blocksOfPage(match: RouteMatch): Placement[] {
  const shows = pageShows(match.route.page);
  const own = new Set<BlockId>([...EVERY_PAGE, ...shows.blocks]);
  const modules = shows.modules ? (match.route.menuEntry?.modules ?? []).filter((m) => m.status === 'Published') : [];
  const fields = new Set(
    formsOfPage(match).flatMap((kind) => fieldsOf(kind).flatMap((field) => FIELD_BLOCKS[field.spec.control] ?? [])),
  );
  return BLOCK_IDS.flatMap((id): Placement[] => {
    const block = blockOf(id);
    if (isDetailBlock(block)) return [];
    const placed: Placement[] = [];
    if (own.has(id) || fields.has(id)) placed.push({ id, block, module: null });
    for (const module of modules) if (MODULE_BLOCKS[module.type](module) === id) placed.push({ id, block, module });
    return placed;
  });
}

/** The block of a record's page: what of the catalogue a listing's or a project's page shows. */
export function detailBlockOf(kind: DetailKind): DetailBlock | undefined {
  return BLOCK_IDS.map(blockOf).find((block): block is DetailBlock => isDetailBlock(block) && block.detail === kind);
}
