import type { Lng } from '../../../src/config/languages.ts';
import type { Project, Property } from '../../../src/domain/catalogue/schema.ts';
import { touched } from './detailPlan.ts';
import type { SnapshotIndex } from './languageCatalogue.ts';
import type { PublishPlan } from './planTypes.ts';

const photosOf = (record: Property | Project): string[] => [
  'SmallPictureItem' in record ? record.SmallPictureItem.Name : record.SmallPicture.Name,
  ...record.Pictures.map((picture) => picture.Name),
];

/**
 * Photos that records start or stop using. A record no language changed is the same on both
 * sides, so only the changed records' photos can differ; the whole catalogue is read only when
 * they do, to keep a photo another record still shows.
 */
export function mediaPlan(old: SnapshotIndex, next: SnapshotIndex, languages: readonly Lng[], plan: PublishPlan): void {
  const touchedIn = (lng: Lng, kind: 'properties' | 'projects') => {
    const changes = plan.changes[lng]?.[kind];
    return new Set(changes ? touched(changes) : []);
  };
  const usedBy = (side: SnapshotIndex) => {
    const names = new Set<string>();
    for (const lng of languages) {
      const catalogue = side.of(lng);
      for (const id of touchedIn(lng, 'properties')) {
        const record = catalogue.properties.get(id);
        if (record) for (const name of photosOf(record)) names.add(name);
      }
      for (const id of touchedIn(lng, 'projects')) {
        const record = catalogue.projects.get(id);
        if (record) for (const name of photosOf(record)) names.add(name);
      }
    }
    return names;
  };
  const before = usedBy(old);
  const after = usedBy(next);
  const added = new Set([...after].filter((name) => !before.has(name)));
  const unused = new Set([...before].filter((name) => !after.has(name)));
  if (added.size + unused.size === 0) return;
  for (const lng of languages) {
    const { files } = next.of(lng);
    const properties = touchedIn(lng, 'properties');
    const projects = touchedIn(lng, 'projects');
    const untouched = [
      ...files.properties.filter((p) => !properties.has(p.ID)),
      ...files.projects.filter((p) => !projects.has(p.ID)),
    ];
    for (const record of untouched) {
      for (const name of photosOf(record)) {
        added.delete(name);
        unused.delete(name);
      }
    }
  }
  plan.media.added = [...added].sort();
  plan.media.unused = [...unused].sort();
}
