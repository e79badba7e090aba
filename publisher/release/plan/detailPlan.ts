/**
 * Detail pages are planned per record. A listing's page shows its record, its path in every
 * language (the canonical and hreflang links: a move in one language renders the others again)
 * and, for a project's unit, the project's name and path; a project's page shows its units'
 * cards (src/domain/routes/blocks.ts). Only the records a change touches, and the units of a
 * changed project, are examined.
 */
import type { Lng } from '../../../src/config/languages.ts';
import type { Catalogue } from '../../../src/domain/catalogue/types.ts';
import type { DetailKind } from '../../../src/domain/catalogue/detailTypes.ts';
import type { DetailBlockView, DetailPart } from '../../../src/domain/routes/blockSource.ts';
import { detailBlockOf } from '../../../src/domain/routes/pageBlocks.ts';
import { formFacts } from '../../dataFiles/formFacts.ts';
import type { SnapshotIndex } from './languageCatalogue.ts';
import type { DetailReason, DetailRef, LanguageChanges, PublishPlan, RecordChanges } from './planTypes.ts';
import { same } from './same.ts';

export const touched = (changes: RecordChanges) => [...changes.added, ...changes.changed, ...changes.removed];

function pathsOf(snapshot: SnapshotIndex, languages: readonly Lng[], kind: DetailKind, id: number) {
  const paths: Partial<Record<Lng, string>> = {};
  for (const lng of languages) {
    const path = snapshot.of(lng).path(kind, id);
    if (path !== undefined) paths[lng] = path;
  }
  return paths;
}

/** Records a change can show on: the changed ones, their projects, and a changed project's units. */
export function candidates(old: SnapshotIndex, next: SnapshotIndex, plan: PublishPlan): Map<DetailKind, Set<number>> {
  const properties = new Set<number>();
  const projects = new Set<number>();
  for (const [lng, changes] of Object.entries(plan.changes) as [Lng, LanguageChanges][]) {
    for (const id of touched(changes.projects)) {
      projects.add(id);
      for (const side of [old, next]) for (const unit of side.of(lng).unitsOf(id)) properties.add(unit);
    }
    for (const id of touched(changes.properties)) {
      properties.add(id);
      for (const side of [old, next]) {
        const project = side.of(lng).properties.get(id)?.ProjectID;
        if (project !== undefined && project !== null) projects.add(project);
      }
    }
  }
  return new Map([
    ['property', properties],
    ['project', projects],
  ]);
}

/**
 * The detail file is the record with its paths in every language; a unit's project and a
 * project's units come from the catalogue file.
 */
const IN_DETAIL_FILE: ReadonlySet<DetailReason> = new Set(['added', 'record', 'path', 'alternates']);

export function detailPlan(
  old: SnapshotIndex,
  next: SnapshotIndex,
  languages: readonly Lng[],
  touchedRecords: Map<DetailKind, Set<number>>,
  plan: PublishPlan,
): void {
  const sitemaps = new Set<Lng>();
  let moves = false;
  for (const [kind, ids] of touchedRecords) {
    const views = Object.entries(detailBlockOf(kind)?.shows ?? {}) as [DetailPart, DetailBlockView][];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const before = pathsOf(old, languages, kind, id);
      const after = pathsOf(next, languages, kind, id);
      const moved = !same(before, after);
      moves ||= moved;
      for (const lng of languages) {
        const was = old.of(lng).record(kind, id);
        const is = next.of(lng).record(kind, id);
        const ref: DetailRef = { lng, kind, id };
        const from = before[lng];
        const to = after[lng];
        if (!is) {
          if (was && from !== undefined) {
            plan.gonePages.push({ ...ref, path: from });
            plan.dataFiles.removedDetails.push(ref);
            sitemaps.add(lng);
          }
          continue;
        }
        if (to === undefined) throw new Error(`No path for ${kind} ${id} in ${lng}`);
        const because: DetailReason[] = [];
        if (!was || from === undefined) {
          because.push('added');
        } else {
          for (const [reason, view] of views) {
            if (!same(view(old.of(lng), id), view(next.of(lng), id))) because.push(reason);
          }
          if (from !== to) {
            because.push('path');
            plan.redirects.push({ ...ref, from, to });
          } else if (moved) {
            because.push('alternates');
          }
        }
        if (because.length === 0) continue;
        plan.detailPages.push({ ...ref, path: to, because });
        if (because.some((reason) => IN_DETAIL_FILE.has(reason))) plan.dataFiles.details.push(ref);
        if (!was || moved || was.DateCreated !== is.DateCreated) sitemaps.add(lng);
      }
    }
  }
  plan.sitemaps = languages.filter((lng) => sitemaps.has(lng)).map((lng) => `sitemap-${lng}.xml`);
  plan.manifest = moves || formFactsChanged(old, next, languages, touchedRecords);
}

/** What canonical.json tells the form endpoint of the records the change touched, and of the types. */
function formFactsChanged(
  old: SnapshotIndex,
  next: SnapshotIndex,
  languages: readonly Lng[],
  ids: Map<DetailKind, Set<number>>,
): boolean {
  const factsOf = (side: SnapshotIndex) => {
    const catalogues = new Map<Lng, Catalogue>();
    for (const lng of languages) {
      const catalogue = side.of(lng);
      const pick = <T>(kind: DetailKind, card: (id: number) => T | undefined) =>
        [...(ids.get(kind) ?? [])].flatMap((id) => {
          const found = card(id);
          return found ? [found] : [];
        });
      catalogues.set(lng, {
        language: lng,
        properties: pick('property', (id) => catalogue.card(id)),
        projects: pick('project', (id) => catalogue.projectCard(id)),
        types: catalogue.files.types,
        cities: catalogue.files.cities,
      });
    }
    return formFacts(catalogues);
  };
  return !same(factsOf(old), factsOf(next));
}
