/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { esbuildExternals, missingRuntimeDependencies, packageOf, viteExternals } from './runtimeDependencies.ts';

const manifest = {
  dependencies: { fastify: '^5', react: '^19', '@fastify/static': '^9' },
  devDependencies: { beasties: '~0.5', jest: '^30' },
};

describe('the packages a production install must have', () => {
  it('names the package of a deep or scoped import', () => {
    expect(packageOf('react-dom/server')).toBe('react-dom');
    expect(packageOf('@fastify/static/lib/x.js')).toBe('@fastify/static');
    expect(packageOf('./chunk.js')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
  });

  it('accepts builtins and dependencies, and names each devDependency or unknown package once with its importers', () => {
    const problems = missingRuntimeDependencies(
      [
        { specifier: 'node:fs', from: 'build/server/index.js' },
        { specifier: 'worker_threads', from: 'build/server/index.js' },
        { specifier: 'fastify', from: 'build/server/index.js' },
        { specifier: 'react/jsx-runtime', from: 'build/ssr/entry-server.js' },
        { specifier: 'beasties', from: 'build/server/sync.js' },
        { specifier: 'beasties', from: 'build/server/index.js' },
        { specifier: 'left-pad/x', from: 'build/server/sync.js' },
      ],
      manifest,
    );
    expect(problems).toEqual([
      'beasties (imported by build/server/index.js, build/server/sync.js) is a devDependency: move it to "dependencies"',
      'left-pad (imported by build/server/sync.js) is not in package.json: move it to "dependencies"',
    ]);
  });

  it("reads the external imports of esbuild's metafile and of Vite's chunks, not the bundles' own files", () => {
    const fromEsbuild = esbuildExternals(
      {
        outputs: {
          '/repo/build/server/index.js': {
            imports: [
              { path: 'fastify', external: true },
              { path: '/repo/build/server/chunk-1.js', external: false },
            ],
          },
        },
      },
      '/repo',
    );
    expect(fromEsbuild).toEqual([{ specifier: 'fastify', from: 'build/server/index.js' }]);
    const fromVite = viteExternals(
      {
        output: [
          { type: 'chunk', fileName: 'entry-server.js', imports: ['react', 'assets/a.js'], dynamicImports: ['yup'] },
          { type: 'chunk', fileName: 'assets/a.js', imports: [] },
          { type: 'asset', fileName: 'style.css' },
        ],
      },
      'build/ssr',
    );
    expect(fromVite.map((entry) => entry.specifier)).toEqual(['react', 'yup']);
    expect(() => viteExternals({ output: [] }, 'build/ssr')).toThrow('returned no chunks');
  });

  it('holds for this project: beasties and htmlparser2, which the sync child publishes with, are dependencies', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['beasties', 'htmlparser2', 'sharp']));
  });
});
