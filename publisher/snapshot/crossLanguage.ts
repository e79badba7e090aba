/**
 * The same catalogue in every language: the same records, and the same facts (every number,
 * date, id, flag, photo and link); only the texts are translated. A text missing in one
 * language and present in another is reported too.
 */
import type { SnapshotProblem } from './snapshot.ts';
import type { CatalogueFiles } from './catalogueCheck.ts';

/** Fields that hold language (compared only for being present); everything else must match. */
const TEXT_FIELDS = new Set([
  'language',
  'City',
  'CountryName',
  'TypeDescription',
  'Description',
  'MainTypeName',
  'PriceUnitText',
  'MarqueeName',
  'Heating',
  'Kitchen',
  'Interior',
  'Comfort',
  'Frames',
  'Glazing',
  'Roof',
  'FloorCover',
  'Orientations',
  'FloodRisk',
  'Asbestos',
  'GasCertificate',
  'ElectricityCertificate',
  'GroundCertificate',
  'Servitudes',
  'Heritage',
  'OpeningHours',
  'WebIDName',
  'Status',
  'Delivery',
  'Technical',
  'Situation',
]);
/** Texts inside lists; a project's own Name is a proper noun and must match. */
const NESTED_TEXT = [/^(Pictures|Documents|Plans)\.\d+\.(Description|Title)$/, /^Buildings\.\d+\.Name$/];

function isText(entity: string, path: string): boolean {
  if (!path.includes('.')) return TEXT_FIELDS.has(path) || (entity === 'types' && path === 'Name');
  return NESTED_TEXT.some((pattern) => pattern.test(path));
}

function compare(
  value: unknown,
  reference: unknown,
  path: string,
  entity: string,
  differ: (field: string, reason: string) => void,
) {
  if (isText(entity, path)) {
    if ((value === null || value === '') !== (reference === null || reference === '')) {
      differ(path, 'is empty in one language and filled in another');
    }
    return;
  }
  if (Array.isArray(value) && Array.isArray(reference)) {
    if (value.length !== reference.length) {
      differ(path, `has ${value.length} items, ${reference.length} in the reference language`);
      return;
    }
    value.forEach((item, i) => compare(item, reference[i], `${path}.${i}`, entity, differ));
    return;
  }
  if (value && reference && typeof value === 'object' && typeof reference === 'object') {
    const keys = new Set([...Object.keys(value), ...Object.keys(reference)]);
    for (const key of keys) {
      compare(
        (value as Record<string, unknown>)[key],
        (reference as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
        entity,
        differ,
      );
    }
    return;
  }
  if (value !== reference)
    differ(path, `is ${JSON.stringify(value)}, ${JSON.stringify(reference)} in the reference language`);
}

function compareRecords<T>(
  entity: string,
  lng: string,
  refLng: string,
  items: T[],
  refItems: T[],
  key: (item: T) => string,
  problems: SnapshotProblem[],
) {
  const file = `snapshot/${lng}/${entity}.json`;
  const refFile = `snapshot/${refLng}/${entity}.json`;
  const byKey = new Map(items.map((item) => [key(item), item]));
  const refByKey = new Map(refItems.map((item) => [key(item), item]));
  for (const [k, ref] of refByKey) {
    const item = byKey.get(k);
    if (!item) {
      problems.push({ file, record: k, field: '(record)', reason: `is in ${refFile} but missing here` });
      continue;
    }
    compare(item, ref, '', entity, (field, reason) =>
      problems.push({ file, record: k, field, reason: reason.replace('the reference language', refLng) }),
    );
  }
  for (const k of byKey.keys()) {
    if (!refByKey.has(k)) problems.push({ file, record: k, field: '(record)', reason: `is not in ${refFile}` });
  }
}

/** Compares every language with the reference (the site's default language). */
export function checkAcrossLanguages(catalogues: Map<string, CatalogueFiles>, refLng: string): SnapshotProblem[] {
  const problems: SnapshotProblem[] = [];
  const reference = catalogues.get(refLng);
  if (!reference) return problems;
  for (const [lng, files] of catalogues) {
    if (lng === refLng) continue;
    compareRecords('properties', lng, refLng, files.properties, reference.properties, (p) => `id ${p.ID}`, problems);
    compareRecords('projects', lng, refLng, files.projects, reference.projects, (p) => `id ${p.ID}`, problems);
    compareRecords('types', lng, refLng, files.types, reference.types, (t) => `id ${t.WebID}`, problems);
    for (const list of ['all', 'sale', 'rent'] as const) {
      // City names differ per language (Namen / Namur): postcode, country and count must match.
      const shape = (c: { Zip: string; CountryID: number; PropertyCount: number }) =>
        `${c.Zip}/${c.CountryID}/${c.PropertyCount}`;
      const mine = files.cities[list].map(shape).sort();
      const theirs = reference.cities[list].map(shape).sort();
      if (mine.join() !== theirs.join()) {
        problems.push({
          file: `snapshot/${lng}/cities.json`,
          record: '(file)',
          field: list,
          reason: `postcodes or counts differ from snapshot/${refLng}/cities.json`,
        });
      }
    }
  }
  return problems;
}
