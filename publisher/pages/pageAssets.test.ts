import { chunkFiles, withPageAssets, type BuildManifest } from './pageTemplate.ts';

/** A build as Vite's manifest describes it: the boot entry, the app it imports, two pages. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_boot-1.js'], dynamicImports: ['src/main.tsx'] },
  '_boot-1.js': { file: 'assets/boot-1.js' },
  'src/main.tsx': {
    file: 'assets/main-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['src/features/detail/DetailPage.tsx', 'src/app/pages/CostsPage.tsx'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_boot-1.js'] },
  'src/features/detail/DetailPage.tsx': {
    file: 'assets/DetailPage-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', '_dates-1.js'],
    dynamicImports: ['src/features/detail/Lightbox.tsx'],
  },
  '_dates-1.js': { file: 'assets/dates-1.js', imports: ['_shared-1.js'] },
  'src/features/detail/Lightbox.tsx': { file: 'assets/Lightbox-1.js', isDynamicEntry: true },
  'src/app/pages/CostsPage.tsx': { file: 'assets/CostsPage-1.js', isDynamicEntry: true, imports: ['_dates-1.js'] },
};

describe('the chunks a page hydrates with', () => {
  const files = chunkFiles(manifest);

  it("names the page's chunk and what it imports, but nothing the boot loads anyway nor its own lazy parts", () => {
    expect(files(['src/features/detail/DetailPage.tsx'])).toEqual(['/assets/DetailPage-1.js', '/assets/dates-1.js']);
  });

  it('names a chunk two pages share once', () => {
    expect(files(['src/features/detail/DetailPage.tsx', 'src/app/pages/CostsPage.tsx'])).toEqual([
      '/assets/DetailPage-1.js',
      '/assets/dates-1.js',
      '/assets/CostsPage-1.js',
    ]);
  });

  it('names nothing for a page that boots with the app alone', () => {
    expect(files([])).toEqual([]);
  });

  it('stops the build on a module that is no lazy chunk of it', () => {
    expect(() => files(['src/app/pages/Gone.tsx'])).toThrow('The build has no lazy chunk for src/app/pages/Gone.tsx');
    expect(() => files(['_shared-1.js'])).toThrow('no lazy chunk');
  });
});

describe("the page's head", () => {
  const files = chunkFiles(manifest);

  it('names the chunks and data files in one JSON element, with no preload link competing with the photo', () => {
    const head = withPageAssets(
      {
        head: '<title>Maison</title>',
        chunks: ['src/features/detail/DetailPage.tsx'],
        fetches: ['/data/b1/catalogue.fr.json', '/data/b1/fr/property-120.json'],
      },
      files,
    );
    expect(head).not.toMatch(/<link[^>]*preload/);
    const json = /<script type="application\/json" id="page-assets">(.*)<\/script>$/.exec(head)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      modules: ['/assets/DetailPage-1.js', '/assets/dates-1.js'],
      fetches: ['/data/b1/catalogue.fr.json', '/data/b1/fr/property-120.json'],
    });
  });

  it('adds nothing when the page needs nothing beyond the boot', () => {
    expect(withPageAssets({ head: '<title>x</title>', chunks: [], fetches: [] }, files)).toBe('<title>x</title>');
  });
});
