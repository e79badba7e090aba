/**
 * Checks of one language's catalogue that a schema cannot express: every reference resolves
 * (types, cities, projects, photos, documents) and every count agrees with the listings.
 */
import type { CitiesFile, City, Project, Property, PropertyType } from '../../src/domain/catalogue/schema.ts';
import type { SnapshotProblem } from './snapshot.ts';

export interface CatalogueFiles {
  properties: Property[];
  projects: Project[];
  types: PropertyType[];
  cities: CitiesFile;
}

export interface CheckContext {
  lng: string;
  /** Intrinsic size of each source image in snapshot/media, by name. */
  media: Map<string, { width: number; height: number }>;
  /** Whether a site path (/documents/x.pdf) exists in public/. */
  publicFileExists: (sitePath: string) => boolean;
}

type Report = (file: string, record: string, field: string, reason: string) => void;

/** Cities are keyed by name and postcode; listings and projects name their city in City. */
const cityKey = (c: City) => `${c.Name}|${c.Zip}`;
const placeKey = (p: { City: string; Zip: string }) => `${p.City}|${p.Zip}`;

function checkPictures(
  report: Report,
  file: string,
  record: string,
  small: { Name: string; Url: string; Height: number },
  smallField: string,
  pictures: { Name: string }[],
  ctx: CheckContext,
) {
  pictures.forEach((picture, i) => {
    if (!ctx.media.has(picture.Name)) {
      report(file, record, `Pictures.${i}.Name`, `no source image snapshot/media/${picture.Name}.*`);
    }
  });
  if (small.Url !== `/media/${small.Name}-300.jpg`) {
    report(file, record, `${smallField}.Url`, `expected /media/${small.Name}-300.jpg`);
  }
  if (!pictures.some((p) => p.Name === small.Name)) {
    report(file, record, `${smallField}.Name`, `${small.Name} is not one of the listing's pictures`);
  }
  const size = ctx.media.get(small.Name);
  if (size) {
    const height = Math.round((300 * size.height) / size.width);
    if (height !== small.Height) {
      report(file, record, `${smallField}.Height`, `expected ${height} (the source is ${size.width}x${size.height})`);
    }
  }
}

function checkDocuments(
  report: Report,
  file: string,
  record: string,
  field: string,
  urls: (string | null)[],
  ctx: CheckContext,
) {
  urls.forEach((url, i) => {
    if (url && !ctx.publicFileExists(url)) report(file, record, `${field}.${i}`, `${url} does not exist in public/`);
  });
}

function duplicates<T>(items: T[], key: (item: T) => string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) repeated.add(k);
    seen.add(k);
  }
  return [...repeated];
}

export function checkCatalogue(files: CatalogueFiles, ctx: CheckContext): SnapshotProblem[] {
  const problems: SnapshotProblem[] = [];
  const report: Report = (file, record, field, reason) => problems.push({ file, record, field, reason });
  const f = (name: string) => `snapshot/${ctx.lng}/${name}.json`;
  const { properties, projects, types, cities } = files;

  const typesById = new Map(types.map((t) => [t.WebID, t]));
  const projectsById = new Map(projects.map((p) => [p.ID, p]));
  const knownCities = new Set(cities.all.map(cityKey));

  for (const id of duplicates(properties, (p) => String(p.ID))) report(f('properties'), `id ${id}`, 'ID', 'used twice');
  for (const id of duplicates(projects, (p) => String(p.ID))) report(f('projects'), `id ${id}`, 'ID', 'used twice');
  for (const id of duplicates(types, (t) => String(t.WebID))) report(f('types'), `id ${id}`, 'WebID', 'used twice');

  const check = (file: string, record: string, items: { language: string }[]) => {
    for (const item of items) {
      if (item.language !== ctx.lng)
        report(file, record, 'language', `expected "${ctx.lng}", found "${item.language}"`);
    }
  };

  for (const p of properties) {
    const record = `id ${p.ID}`;
    const file = f('properties');
    check(file, record, [p]);
    const ids = p.WebIDs.split(',').map(Number);
    if (!typesById.has(p.WebID)) report(file, record, 'WebID', `type ${p.WebID} is not in types.json`);
    else if (typesById.get(p.WebID)?.Name !== p.MainTypeName) {
      report(file, record, 'MainTypeName', `expected "${typesById.get(p.WebID)?.Name}", the name of type ${p.WebID}`);
    }
    if (!ids.includes(p.WebID)) report(file, record, 'WebIDs', `must include the WebID ${p.WebID}`);
    for (const id of ids) if (!typesById.has(id)) report(file, record, 'WebIDs', `type ${id} is not in types.json`);
    if (!knownCities.has(placeKey(p))) report(file, record, 'City', `${p.City} (${p.Zip}) is not in cities.json`);
    if (p.ProjectID !== null) {
      const project = projectsById.get(p.ProjectID);
      if (!project) report(file, record, 'ProjectID', `project ${p.ProjectID} is not in projects.json`);
      else {
        if (project.RecordFile !== p.RecordFile) {
          report(file, record, 'RecordFile', `expected the project's RecordFile "${project.RecordFile}"`);
        }
        if (project.Goal !== p.Goal) report(file, record, 'Goal', `differs from project ${project.ID}'s goal`);
      }
    }
    if (p.Marquee > 2 && p.MarqueeName.trim() === '')
      report(file, record, 'MarqueeName', 'a shown marquee needs a name');
    if (p.Viager && p.Goal !== 0) report(file, record, 'Viager', 'a viager is a sale (Goal 0)');
    checkPictures(report, file, record, p.SmallPictureItem, 'SmallPictureItem', p.Pictures, ctx);
    checkDocuments(
      report,
      file,
      record,
      'Documents',
      p.Documents.map((d) => d.Url),
      ctx,
    );
  }

  for (const project of projects) {
    const record = `id ${project.ID}`;
    const file = f('projects');
    check(file, record, [project]);
    if (!typesById.has(project.WebID)) report(file, record, 'WebID', `type ${project.WebID} is not in types.json`);
    if (!knownCities.has(placeKey(project))) {
      report(file, record, 'City', `${project.City} (${project.Zip}) is not in cities.json`);
    }
    if (project.PriceMin !== null && project.PriceMax !== null && project.PriceMin > project.PriceMax) {
      report(file, record, 'PriceMin', 'is above PriceMax');
    }
    const units = properties.filter((p) => p.ProjectID === project.ID).length;
    const counted = [...project.WebIDName.matchAll(/\((\d+)\)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    if (counted !== units) report(file, record, 'WebIDName', `counts ${counted} units, the listings have ${units}`);
    checkPictures(report, file, record, project.SmallPicture, 'SmallPicture', project.Pictures, ctx);
    checkDocuments(
      report,
      file,
      record,
      'Documents',
      project.Documents.map((d) => d.Url),
      ctx,
    );
    checkDocuments(
      report,
      file,
      record,
      'Plans',
      project.Plans.map((d) => d.Url),
      ctx,
    );
    if (project.PriceList && !ctx.publicFileExists(project.PriceList)) {
      report(file, record, 'PriceList', `${project.PriceList} does not exist in public/`);
    }
  }

  for (const type of types) {
    check(f('types'), `id ${type.WebID}`, [type]);
    const having = properties.filter((p) => p.WebIDs.split(',').map(Number).includes(type.WebID));
    const sale = having.filter((p) => p.Goal === 0).length;
    const rent = having.length - sale;
    if (type.Sale !== sale)
      report(f('types'), `id ${type.WebID}`, 'Sale', `is ${type.Sale}, the listings count ${sale}`);
    if (type.Rent !== rent)
      report(f('types'), `id ${type.WebID}`, 'Rent', `is ${type.Rent}, the listings count ${rent}`);
  }

  const expected = (goal: 0 | 1 | null) => {
    const counts = new Map<string, number>();
    for (const p of properties)
      if (goal === null || p.Goal === goal) counts.set(placeKey(p), (counts.get(placeKey(p)) ?? 0) + 1);
    return counts;
  };
  for (const [list, goal] of [
    ['all', null],
    ['sale', 0],
    ['rent', 1],
  ] as const) {
    const want = expected(goal);
    const have: City[] = cities[list];
    for (const key of duplicates(have, cityKey)) report(f('cities'), `city ${key}`, list, 'listed twice');
    for (const city of have) {
      const count = want.get(cityKey(city)) ?? 0;
      check(f('cities'), `city ${cityKey(city)}`, [city]);
      if (count === 0) report(f('cities'), `city ${cityKey(city)}`, list, 'has no listings in this list');
      else if (city.PropertyCount !== count) {
        report(
          f('cities'),
          `city ${cityKey(city)}`,
          `${list}.PropertyCount`,
          `is ${city.PropertyCount}, the listings count ${count}`,
        );
      }
    }
    for (const key of want.keys()) {
      if (!have.some((c) => cityKey(c) === key)) report(f('cities'), `city ${key}`, list, 'is missing from this list');
    }
  }
  return problems;
}
