/**
 * The publish plan: from the old and the new catalogue snapshot, what an incremental publish
 * must render, write, redirect, answer as gone and derive again. Pure: it reads only the two
 * snapshots and the configuration; the sync that wrote the files and the publisher that renders
 * and switches the build are elsewhere.
 *
 * Why this is enough. A prerendered page is a function of the code, the configuration, the
 * translations and, for some pages, its own language's catalogue. A sync changes only the last,
 * so a page needs rendering again exactly when what it shows of that catalogue differs. What each
 * kind of page shows is declared once, beside the route table (src/domain/routes/pageShows.ts and
 * blocks.ts), computed with the same views the store's selectors wrap: the plan sees the same
 * counts, the same first page of a list and the same cards as the HTML, so a page it leaves alone
 * would render byte for byte as before (the data files it names aside: see `dataFiles`). A change
 * of code, configuration, menu or texts touches every page: that is a full build, not this plan.
 *
 * Detail pages are planned per record (plan/detailPlan.ts); the other pages of the route table
 * block by block (plan/pagePlan.ts); photos by the records that use them (plan/mediaPlan.ts).
 *
 * Why it is fast. Records are matched by id in Maps and compared by deep equality of their
 * JSON (identical objects at once); the list and module views, the only whole-catalogue work,
 * are computed only for the languages whose client catalogue changed. Every step is a pass over
 * the records or a sort of them, never a pair of them: the time follows the size of the
 * catalogue, not its square.
 *
 * A sale or rent list is one page per page of its unfiltered list (`?page=N`: listPages.ts): each
 * is planned like a page of its own, with the cards of its page, and the pages past the list's
 * new last page are dropped (the server answers them 404 by the manifest's count of pages).
 *
 * Left out on purpose: records that only change places in a file (the views sort them, ties
 * broken by id, so a feed that lists them in another order publishes nothing), and the type and
 * town pages of the lists, which are query strings the browser renders, not prerendered pages.
 */
import { candidates, detailPlan, touched } from './plan/detailPlan.ts';
import { SnapshotIndex, type LanguageCatalogue } from './plan/languageCatalogue.ts';
import { mediaPlan } from './plan/mediaPlan.ts';
import { pagePlan } from './plan/pagePlan.ts';
import {
  emptyPlan,
  type CatalogueSnapshot,
  type LanguageChanges,
  type PlanConfig,
  type PublishPlan,
  type RecordChanges,
} from './plan/planTypes.ts';
import { same } from './plan/same.ts';

export * from './plan/planTypes.ts';

function diffById<T extends { ID: number }>(old: Map<number, T>, next: Map<number, T>): RecordChanges {
  const changes: RecordChanges = { added: [], changed: [], removed: [] };
  for (const [id, record] of next) {
    const before = old.get(id);
    if (!before) changes.added.push(id);
    else if (!same(before, record)) changes.changed.push(id);
  }
  for (const id of old.keys()) if (!next.has(id)) changes.removed.push(id);
  const byId = (a: number, b: number) => a - b;
  changes.added.sort(byId);
  changes.changed.sort(byId);
  changes.removed.sort(byId);
  return changes;
}

const hasAny = (changes: RecordChanges) => touched(changes).length > 0;

/** The client catalogue file holds every listing's and project's card, the types and the towns. */
function catalogueFileChanged(before: LanguageCatalogue, after: LanguageCatalogue, changes: LanguageChanges): boolean {
  if (changes.types || changes.cities) return true;
  if (changes.properties.added.length + changes.properties.removed.length > 0) return true;
  if (changes.projects.added.length + changes.projects.removed.length > 0) return true;
  if (changes.properties.changed.some((id) => !same(before.card(id), after.card(id)))) return true;
  return changes.projects.changed.some((id) => !same(before.projectCard(id), after.projectCard(id)));
}

/** The plan that takes the site from the `old` catalogue snapshot to the `next` one. */
export function planPublish(old: CatalogueSnapshot, next: CatalogueSnapshot, config: PlanConfig): PublishPlan {
  const languages = config.languages.enabled;
  const before = new SnapshotIndex(old, 'old');
  const after = new SnapshotIndex(next, 'new');
  const plan = emptyPlan();
  for (const lng of languages) {
    const a = before.of(lng);
    const b = after.of(lng);
    if (a.files === b.files) continue;
    const changes: LanguageChanges = {
      properties: diffById(a.properties, b.properties),
      projects: diffById(a.projects, b.projects),
      types: !same(a.files.types, b.files.types),
      cities: !same(a.files.cities, b.files.cities),
    };
    if (!hasAny(changes.properties) && !hasAny(changes.projects) && !changes.types && !changes.cities) continue;
    plan.changes[lng] = changes;
    if (catalogueFileChanged(a, b, changes)) plan.dataFiles.catalogues.push(lng);
  }
  if (Object.keys(plan.changes).length === 0) return plan;

  const touched = candidates(before, after, plan);
  detailPlan(before, after, languages, touched, plan);
  pagePlan(before, after, config, touched, plan);
  mediaPlan(before, after, languages, plan);
  return plan;
}
