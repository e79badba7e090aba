/** @jest-environment node */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createReleaseView } from './view.ts';
import { STAMP, makeBase, setCurrent, writeRelease } from './testKit.ts';

function viewOn(base: ReturnType<typeof makeBase>, clock: () => Date, logged: string[] = []) {
  return createReleaseView({
    distDir: base.distDir,
    baseManifestFile: base.detailManifest,
    liveDir: base.liveDir,
    baseStamp: STAMP,
    graceMinutes: 60,
    clock,
    log: (message) => logged.push(message),
  });
}

describe('the release view', () => {
  it('serves the base, silently, while no current.json exists; then the release it names', async () => {
    const base = makeBase();
    const logged: string[] = [];
    const view = viewOn(base, () => new Date(), logged);
    expect(await view.refresh()).toBe(false);
    expect(view.current()).toMatchObject({ id: null, overlayDir: null, version: 0 });
    expect(view.current().manifest.canonical['property/120']).toBeDefined();
    expect(logged).toEqual([]);
    writeRelease(base.liveDir, 'r1', { files: { 'fr/x/index.html': 'x' }, goneIds: ['property/9'] });
    setCurrent(base.liveDir, 'r1');
    const switched: (string | null)[] = [];
    view.onSwitch((snapshot) => switched.push(snapshot.id));
    expect(await view.refresh()).toBe(true);
    const current = view.current();
    expect(current).toMatchObject({ id: 'r1', overlayDir: path.join(base.liveDir, 'releases', 'r1'), version: 1 });
    expect([...current.files.keys()]).toEqual(['fr/x/index.html', 'fr/x/index.html.br', 'fr/x/index.html.gz']);
    expect(current.goneIds.has('property/9')).toBe(true);
    expect(Object.isFrozen(current)).toBe(true);
    expect(switched).toEqual(['r1']);
    // Named again: nothing to do.
    expect(await view.refresh()).toBe(false);
  });

  it('keeps what it serves when current.json names a release that is missing or broken', async () => {
    const base = makeBase();
    const logged: string[] = [];
    const view = viewOn(base, () => new Date(), logged);
    writeRelease(base.liveDir, 'r1');
    setCurrent(base.liveDir, 'r1');
    await view.refresh();
    setCurrent(base.liveDir, 'nowhere');
    expect(await view.refresh()).toBe(false);
    writeFileSync(path.join(base.liveDir, 'releases', 'current.json'), '{"release":');
    expect(await view.refresh()).toBe(false);
    writeRelease(base.liveDir, 'bad-manifest');
    writeFileSync(path.join(base.liveDir, 'releases', 'bad-manifest', 'canonical.json'), '{"canonical":[]}');
    setCurrent(base.liveDir, 'bad-manifest');
    expect(await view.refresh()).toBe(false);
    writeRelease(base.liveDir, 'escape', { hidden: ['../../etc/passwd'] });
    setCurrent(base.liveDir, 'escape');
    expect(await view.refresh()).toBe(false);
    expect(view.current().id).toBe('r1');
    const refusals = logged.filter((line) => line.startsWith('release: ignored, r1 still served'));
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toMatch(/nowhere.*missing/);
    expect(refusals[3]).toMatch(/not a relative path/);
  });

  it('deletes a previous release after the grace period, never the current one nor a directory without release.json', async () => {
    const base = makeBase();
    let now = Date.parse('2026-11-24T10:00:00Z');
    const view = viewOn(base, () => new Date(now));
    const releases = path.join(base.liveDir, 'releases');
    writeRelease(base.liveDir, 'r1');
    setCurrent(base.liveDir, 'r1');
    await view.refresh();
    mkdirSync(path.join(releases, 'not-a-release'));
    writeRelease(base.liveDir, 'r2');
    setCurrent(base.liveDir, 'r2');
    await view.refresh();
    now += 59 * 60_000;
    expect(await view.sweep()).toEqual([]);
    now += 2 * 60_000;
    expect(await view.sweep()).toEqual(['r1']);
    expect(existsSync(path.join(releases, 'r1'))).toBe(false);
    now += 24 * 3600_000;
    expect(await view.sweep()).toEqual([]);
    expect(existsSync(path.join(releases, 'r2', 'release.json'))).toBe(true);
    expect(existsSync(path.join(releases, 'not-a-release'))).toBe(true);
    expect(view.current().id).toBe('r2');
  });

  it('serves a file a release inherits from the directory of the release that wrote it, and keeps that one past its grace', async () => {
    const base = makeBase();
    let now = Date.parse('2026-11-24T10:00:00Z');
    const view = viewOn(base, () => new Date(now));
    const r1 = writeRelease(base.liveDir, 'r1', { files: { 'fr/x/index.html': 'x' } });
    setCurrent(base.liveDir, 'r1');
    await view.refresh();
    const r2 = writeRelease(base.liveDir, 'r2', {
      files: { 'fr/y/index.html': 'y' },
      inherited: { r1: ['fr/x/index.html', 'fr/x/index.html.br', 'fr/x/index.html.gz'] },
    });
    setCurrent(base.liveDir, 'r2');
    await view.refresh();
    const current = view.current();
    expect(current.files.get('fr/x/index.html')).toBe(r1);
    expect(current.files.get('fr/y/index.html')).toBe(r2);
    expect(current.layers).toEqual(['r1']);
    now += 25 * 3600_000;
    expect(await view.sweep()).toEqual([]);
    expect(existsSync(path.join(r1, 'fr', 'x', 'index.html'))).toBe(true);
  });

  it('gives an old release found at start its grace from then, and never deletes the one current.json names', async () => {
    const base = makeBase();
    let now = Date.parse('2026-11-24T10:00:00Z');
    writeRelease(base.liveDir, 'old');
    // Named but made for another build: not served, not deleted either.
    writeRelease(base.liveDir, 'foreign', { base: 'inputs-other' });
    setCurrent(base.liveDir, 'foreign');
    const view = viewOn(base, () => new Date(now));
    await view.refresh();
    expect(view.current().id).toBeNull();
    expect(await view.sweep()).toEqual([]);
    now += 61 * 60_000;
    expect(await view.sweep()).toEqual(['old']);
    expect(existsSync(path.join(base.liveDir, 'releases', 'foreign'))).toBe(true);
  });
});
