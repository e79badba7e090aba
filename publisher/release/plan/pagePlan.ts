/**
 * The pages of the route table a change renders again: each page's blocks (what its kind, its
 * modules and its forms show: src/domain/routes/pageShows.ts) are compared on both sides.
 */
import type { Lng } from '../../../src/config/languages.ts';
import type { DetailKind } from '../../../src/domain/catalogue/detailTypes.ts';
import type { Aspect, PageBlockView, PageSource } from '../../../src/domain/routes/blockSource.ts';
import { blocksOfPage } from '../../../src/domain/routes/pageBlocks.ts';
import { matchRoute, publicPaths } from '../../../src/domain/routes/routeTable.ts';
import { listPageUrl } from '../../../src/lib/listPages.ts';
import { pageSource, type SnapshotIndex } from './languageCatalogue.ts';
import type { PlanConfig, PublishPlan } from './planTypes.ts';
import { same } from './same.ts';

const ASPECTS: readonly Aspect[] = ['counts', 'cards', 'options'];

/**
 * Every block is a function of its language's client catalogue (the selectors read nothing
 * else), so a language whose client catalogue is unchanged has no page to render again. A list
 * is each of its pages (listPages.ts): a page new to it shows everything anew, and the pages past
 * its new last page are dropped.
 */
export function pagePlan(
  old: SnapshotIndex,
  next: SnapshotIndex,
  config: PlanConfig,
  touchedRecords: Map<DetailKind, Set<number>>,
  plan: PublishPlan,
): void {
  const changed = new Set<string>(plan.dataFiles.catalogues);
  const touched = touchedRecords.get('property') ?? new Set<number>();
  // A view every page of a list shares (listFacts) is compared once, not once per page.
  const compared = new WeakMap<object, WeakMap<object, boolean>>();
  const sameView = (a: unknown, b: unknown): boolean => {
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return same(a, b);
    let known = compared.get(a);
    if (!known) compared.set(a, (known = new WeakMap()));
    let verdict = known.get(b);
    if (verdict === undefined) known.set(b, (verdict = same(a, b)));
    return verdict;
  };
  const sources = new Map<SnapshotIndex, Map<Lng, PageSource>>();
  const sourceOf = (side: SnapshotIndex, lng: Lng): PageSource => {
    let bySide = sources.get(side);
    if (!bySide) sources.set(side, (bySide = new Map()));
    let source = bySide.get(lng);
    if (!source) bySide.set(lng, (source = pageSource(side.of(lng), config, touched)));
    return source;
  };
  for (const { path, lng, routeId } of publicPaths()) {
    if (!changed.has(lng)) continue;
    const match = matchRoute(path);
    if (!match) throw new Error(`The route table lists ${path} but does not match it`);
    const before = sourceOf(old, lng);
    const after = sourceOf(next, lng);
    const blocks = blocksOfPage(match);
    const pagesBefore = old.of(lng).pagesOf(match);
    const pagesAfter = next.of(lng).pagesOf(match);
    // The server answers ?page=N up to the manifest's count.
    if (pagesBefore !== pagesAfter) plan.manifest = true;
    for (let page = 1; page <= Math.max(pagesBefore, pagesAfter); page++) {
      const url = listPageUrl(path, page);
      if (page > pagesAfter) {
        plan.droppedPages.push({ lng, routeId, path: url });
        continue;
      }
      const because = new Set<Aspect>();
      const parts = new Set<string>();
      for (const { id, block, module } of blocks) {
        const at = { module, match, page };
        for (const [aspect, view] of Object.entries(block.shows) as [Aspect, PageBlockView][]) {
          if (page <= pagesBefore && sameView(view(before, at), view(after, at))) continue;
          because.add(aspect);
          parts.add(id);
        }
      }
      if (because.size === 0) continue;
      const aspects = ASPECTS.filter((aspect) => because.has(aspect));
      plan.pages.push({
        lng,
        routeId,
        path: url,
        because: aspects,
        countsOnly: aspects.length === 1 && aspects[0] === 'counts',
        parts: [...parts],
      });
    }
  }
}
