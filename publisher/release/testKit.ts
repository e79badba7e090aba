/**
 * A publisher's workspace for tests: a base build's bookkeeping files, snapshots made from the
 * committed one, and publishes of them into a live folder, all under one temporary folder.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Property } from '../../src/domain/catalogue/schema.ts';
import { publishRelease, type PublishOptions } from './publish.ts';
import type { ReleaseRecord } from './releaseFiles.ts';

const repo = process.cwd();
const LANGUAGES = ['nl', 'fr', 'en'] as const;

export interface PublishWorkspace {
  work: string;
  /** A snapshot: the committed one with each language's listings passed through `edit`. */
  snapshot(id: string, edit: (listings: Property[]) => Property[]): Promise<string>;
  publish(id: string, root: string): ReturnType<typeof publishRelease>;
  /** The release served now, and its folder. */
  current(): Promise<{ record: ReleaseRecord; dir: string }>;
  remove(): Promise<void>;
}

export async function publishWorkspace(renderer: PublishOptions['renderer']): Promise<PublishWorkspace> {
  const work = await mkdtemp(path.join(tmpdir(), 'publish-'));
  await mkdir(path.join(work, 'build'), { recursive: true });
  await mkdir(path.join(work, 'dist', 'media'), { recursive: true });
  await writeFile(path.join(work, 'build', 'stamp.json'), JSON.stringify({ inputs: 'base-1', buildId: 'b1' }));
  const home = { path: '/fr/', lng: 'fr', alternates: { fr: '/fr/' } };
  await writeFile(path.join(work, 'build', 'sitemap-pages.json'), JSON.stringify({ pages: [home], editorial: [] }));
  return {
    work,
    snapshot: async (id, edit) => {
      const root = path.join(work, 'live', 'snapshots', id);
      await cp(path.join(repo, 'snapshot'), path.join(root, 'snapshot'), { recursive: true });
      await symlink(path.join(repo, 'public'), path.join(root, 'public'));
      for (const lng of LANGUAGES) {
        const file = path.join(root, 'snapshot', lng, 'properties.json');
        await writeFile(file, JSON.stringify(edit(JSON.parse(await readFile(file, 'utf8')) as Property[])));
      }
      return root;
    },
    publish: (id, root) =>
      publishRelease({
        distDir: path.join(work, 'dist'),
        buildDir: path.join(work, 'build'),
        baseRoot: repo,
        liveDir: path.join(work, 'live'),
        snapshotRoot: root,
        snapshotId: id,
        variantsDir: path.join(work, 'live', 'variants'),
        mediaCacheDir: path.join(work, 'cache'),
        renderer,
      }),
    current: async () => {
      const releases = path.join(work, 'live', 'releases');
      const { release } = JSON.parse(await readFile(path.join(releases, 'current.json'), 'utf8')) as {
        release: string;
      };
      const dir = path.join(releases, release);
      return { record: JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8')) as ReleaseRecord, dir };
    },
    remove: () => rm(work, { recursive: true, force: true }),
  };
}
