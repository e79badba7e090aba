/** @jest-environment node */
/**
 * The lockfile and the Node version the project promises (package.json `engines`) agree: every
 * installed package, direct or transitive, accepts the oldest Node the README names. A newer
 * major that wants Node 22 (docs/DEPENDENCIES.md lists the ones held back) fails here, in the
 * test run, not on a deployer's Node 20 at run time.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};
const oldestNode = semver.minVersion(manifest.engines.node)!.version;

describe('the dependencies and Node', () => {
  it('promises Node 20.19 or newer', () => {
    expect(oldestNode).toBe('20.19.0');
  });

  it('holds no package whose engines refuse the oldest Node promised', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(oldestNode, range, { loose: true })
          ? [`${name.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });

  it('keeps each pin docs/DEPENDENCIES.md lists exact in package.json, and lists every exact pin', () => {
    const doc = readFileSync('docs/DEPENDENCIES.md', 'utf8');
    const all = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.overrides };
    const documented = [...doc.matchAll(/^\| `([^`]+)` +\| `([^`]+)` +\|/gm)].map(([, name, range]) => [name, range]);
    expect(documented.length).toBeGreaterThan(0);
    for (const [name, range] of documented) expect(`${name} ${all[name!]}`).toBe(`${name} ${range}`);
    const exact = Object.entries(all).filter(([, range]) => semver.valid(range) !== null);
    expect(exact.map(([name]) => name).sort()).toEqual(
      documented
        .filter(([, range]) => semver.valid(range!) !== null)
        .map(([name]) => name)
        .sort(),
    );
  });
});
