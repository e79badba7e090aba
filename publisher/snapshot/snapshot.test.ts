/** @jest-environment node */
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSnapshot, formatProblem } from './snapshot.ts';

// Each test reads (and some copy) the whole snapshot with its photos: seconds, not milliseconds,
// on a loaded machine.
jest.setTimeout(20_000);

const root = path.join(__dirname, '..', '..');
const site = JSON.parse(readFileSync(path.join(root, 'snapshot/config/site.json'), 'utf8'));
const menu = JSON.parse(readFileSync(path.join(root, 'snapshot/config/menu.json'), 'utf8'));

/** A copy of the committed snapshot with the given configuration files. */
function snapshotWith(siteJson: unknown, menuJson: unknown | string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'snapshot-'));
  cpSync(path.join(root, 'snapshot'), path.join(dir, 'snapshot'), { recursive: true });
  cpSync(path.join(root, 'public', 'documents'), path.join(dir, 'public', 'documents'), { recursive: true });
  mkdirSync(path.join(dir, 'snapshot', 'config'), { recursive: true });
  writeFileSync(path.join(dir, 'snapshot/config/site.json'), JSON.stringify(siteJson));
  writeFileSync(
    path.join(dir, 'snapshot/config/menu.json'),
    typeof menuJson === 'string' ? menuJson : JSON.stringify(menuJson),
  );
  return dir;
}

const clone = <T>(value: T): T => structuredClone(value);

describe('snapshot check', () => {
  it('accepts the committed configuration', async () => {
    expect(await checkSnapshot(root)).toEqual([]);
  });

  it("names a team member's or news item's picture that snapshot/media does not have", async () => {
    const dir = snapshotWith(site, menu);
    const teamFile = path.join(dir, 'snapshot/content/nl/team.json');
    const team = JSON.parse(readFileSync(teamFile, 'utf8'));
    team.members[0].photo = 'team-nobody';
    writeFileSync(teamFile, JSON.stringify(team));
    const newsFile = path.join(dir, 'snapshot/content/en/news.json');
    const news = JSON.parse(readFileSync(newsFile, 'utf8'));
    news.items[1].photo = 'Not A Name';
    writeFileSync(newsFile, JSON.stringify(news));
    const problems = (await checkSnapshot(dir)).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^snapshot\/content\/nl\/team\.json: olivier-lambert: photo: no image team-nobody in snapshot\/media/,
      ),
      expect.stringMatching(
        /^snapshot\/content\/en\/news\.json: items\.1: items\.1\.photo: expected the name of an image/,
      ),
    ]);
  });

  it('names the file, the record and the field of a bad menu entry', async () => {
    const bad = clone(menu);
    bad.pages[2].params.title.fr = 42;
    bad.pages[3].slug.nl = 'Te Koop!';
    const problems = (await checkSnapshot(snapshotWith(site, bad))).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^snapshot\/config\/menu\.json: id 4: params\.title\.fr: .*string/),
      expect.stringMatching(/^snapshot\/config\/menu\.json: id 10: slug\.nl: expected lowercase words/),
    ]);
  });

  it('reports a top-bar link with a bad colour and a disabled default language', async () => {
    const bad = clone(site);
    bad.topBar.links[1].color = 'red';
    bad.languages.default = 'de';
    const problems = (await checkSnapshot(snapshotWith(bad, menu))).map(formatProblem);
    expect(problems).toContain('snapshot/config/site.json: id mail: color: expected a colour like #1d3b35');
    expect(problems).toContain(
      'snapshot/config/site.json: (file): languages.default: the default language must be enabled',
    );
  });

  it('reports two pages on one path, and countProperty out of order', async () => {
    const twice = clone(menu);
    twice.pages[6].path = 'for-sale';
    const badSite = clone(site);
    badSite.search.countProperty.reverse();
    const problems = (await checkSnapshot(snapshotWith(badSite, twice))).map(formatProblem);
    expect(problems.some((p) => p.includes('pages 3 and 5 share the path /for-sale/'))).toBe(true);
    expect(problems.some((p) => p.includes('search.countProperty: expected sale (goal 0) then rent (goal 1)'))).toBe(
      true,
    );
  });

  it('reports a lists.hideSoldAndLet that is not true or false', async () => {
    const bad = clone(site);
    bad.lists.hideSoldAndLet = 'yes';
    const problems = (await checkSnapshot(snapshotWith(bad, menu))).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^snapshot\/config\/site\.json: .*lists\.hideSoldAndLet: .*boolean/),
    ]);
  });

  it('reports a file that is not JSON, and a missing file', async () => {
    const dir = snapshotWith(site, '{ "pages": [');
    const problems = (await checkSnapshot(dir)).map(formatProblem);
    expect(problems[0]).toMatch(/^snapshot\/config\/menu\.json: \(file\): \(root\): not valid JSON/);
    expect((await checkSnapshot(path.join(dir, 'nowhere'))).map(formatProblem)).toContain(
      'snapshot/config/site.json: (file): (root): the file is missing',
    );
  });
});
