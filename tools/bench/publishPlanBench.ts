/**
 * The publish plan's cost for one changed listing on a catalogue of 2,000 listings in three
 * languages: what a sync pays before it renders anything. The catalogue is the search bench's
 * generated one (towns, prices, dates, rooms), each card made a full snapshot record on the
 * pattern of a committed listing of the same language.
 */
import { performance } from 'node:perf_hooks';
import type { Lng } from '../../src/config/languages.ts';
import { site } from '../../src/config/site.ts';
import type { CatalogueFiles } from '../../publisher/snapshot/catalogueCheck.ts';
import { readCatalogue } from '../../publisher/snapshot/snapshot.ts';
import { planPublish, type CatalogueSnapshot } from '../../publisher/release/publishPlan.ts';
import { generateCatalogue, percentile } from './searchBench.ts';

/**
 * `base`'s languages with `listings` generated listings each (the same ids, facts and photos in
 * every language, as the CRM gives them), `base`'s types and projects, and the generated towns.
 */
export function generatedSnapshot(base: CatalogueSnapshot, listings = 2_000): Map<Lng, CatalogueFiles> {
  const generated = generateCatalogue(listings);
  const snapshot = new Map<Lng, CatalogueFiles>();
  for (const [lng, files] of base) {
    const pattern = files.properties.find((p) => p.ProjectID === null);
    if (!pattern) throw new Error(`The ${lng} snapshot has no listing to copy`);
    const towns = generated.cities.all.map((town) => ({ ...town, language: lng }));
    snapshot.set(lng, {
      properties: generated.properties.map((card) => ({
        ...pattern,
        ID: card.ID,
        Goal: card.Goal,
        City: card.City,
        Zip: card.Zip,
        RecordFile: card.RecordFile,
        DateCreated: card.DateCreated,
        Price: card.Price ?? pattern.Price,
        Bedrooms: card.Bedrooms,
        SurfaceLiving: card.SurfaceLiving,
        SurfaceGround: card.SurfaceGround,
        SurfaceGarden: card.SurfaceGarden,
        SmallPictureItem: card.SmallPictureItem,
        Pictures: pattern.Pictures.map((picture, i) => ({
          ...picture,
          ID: card.ID * 10 + i,
          Name: `p${card.ID}-${i + 1}`,
        })),
      })),
      projects: files.projects,
      types: files.types,
      cities: { all: towns, sale: towns, rent: towns, neighbourhoods: [] },
    });
  }
  return snapshot;
}

/** `snapshot` with one listing's price changed in every language. */
export function withPrice(snapshot: CatalogueSnapshot, id: number, price: number): Map<Lng, CatalogueFiles> {
  const next = new Map<Lng, CatalogueFiles>();
  for (const [lng, files] of snapshot) {
    next.set(lng, {
      ...files,
      properties: files.properties.map((p) => (p.ID === id ? { ...p, Price: price } : p)),
    });
  }
  return next;
}

export async function benchPublishPlan(
  rounds = 20,
  root = process.cwd(),
): Promise<{ p50: number; p95: number; detailPages: number; pages: number }> {
  const base = new Map<Lng, CatalogueFiles>();
  for (const lng of site.languages.enabled) {
    const files = await readCatalogue(root, lng, []);
    if (!files) throw new Error(`The committed ${lng} catalogue is invalid: npm run snapshot:check`);
    base.set(lng, files);
  }
  const old = generatedSnapshot(base);
  const target = old.get(site.languages.default)?.properties[1_000];
  if (!target) throw new Error('The generated catalogue is too small');
  const times: number[] = [];
  let plan = planPublish(old, old, site);
  for (let round = 0; round < rounds + 3; round++) {
    // A fresh copy each round: the plan must not profit from an earlier one's derived views.
    const next = withPrice(old, target.ID, target.Price + 1_000 + round);
    const start = performance.now();
    plan = planPublish(old, next, site);
    if (round >= 3) times.push(performance.now() - start);
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    detailPages: plan.detailPages.length,
    pages: plan.pages.length,
  };
}

export function publishPlanLine(result: Awaited<ReturnType<typeof benchPublishPlan>>): string {
  return (
    `Publish plan, one price changed among 2,000 listings in 3 languages: p50 ${result.p50.toFixed(1)} ms, ` +
    `p95 ${result.p95.toFixed(1)} ms (${result.detailPages} detail pages and ${result.pages} list pages to render). ` +
    'Target: well under 100 ms'
  );
}
