import { modulePreloads, type BuildManifest } from './ssr/pageTemplate.ts';

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

describe('modulepreloads of a page', () => {
  const preloads = modulePreloads(manifest);

  it("asks for the page's chunk and what it imports, but nothing the boot loads anyway nor its own lazy parts", () => {
    expect(preloads(['src/features/detail/DetailPage.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/DetailPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/dates-1.js">',
    );
  });

  it('names a chunk two pages share once', () => {
    expect(
      preloads(['src/features/detail/DetailPage.tsx', 'src/app/pages/CostsPage.tsx']).match(/dates-1/g),
    ).toHaveLength(1);
  });

  it('adds nothing to a page that boots with the app alone', () => {
    expect(preloads([])).toBe('');
  });

  it('stops the build on a module that is no lazy chunk of it', () => {
    expect(() => preloads(['src/app/pages/Gone.tsx'])).toThrow(
      'The build has no lazy chunk for src/app/pages/Gone.tsx',
    );
    expect(() => preloads(['_shared-1.js'])).toThrow('no lazy chunk');
  });
});
