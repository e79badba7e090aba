/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-explicit-any -- these tests break arbitrary JSON on purpose */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSnapshot, formatProblem } from './snapshot.ts';

// Each test reads (and some copy) the whole snapshot with its photos: seconds, not milliseconds,
// on a loaded machine.
jest.setTimeout(20_000);

const root = path.join(__dirname, '..', '..');

/** A copy of the committed snapshot (and its documents) that a test may break. */
function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  cpSync(path.join(root, 'snapshot'), path.join(dir, 'snapshot'), { recursive: true });
  cpSync(path.join(root, 'public', 'documents'), path.join(dir, 'public', 'documents'), { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (data: any) => void) {
  const full = path.join(dir, 'snapshot', file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  change(data);
  writeFileSync(full, JSON.stringify(data));
}

const problems = async (dir: string) => (await checkSnapshot(dir)).map(formatProblem);
const byId = (items: { ID: number }[], id: number) => items.find((item) => item.ID === id) as any;

describe('catalogue check', () => {
  let dir: string;
  beforeEach(() => {
    dir = copy();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts the committed snapshot', async () => {
    expect(await problems(dir)).toEqual([]);
  });

  it('names the file, record, field and reason of a schema error', async () => {
    edit(dir, 'nl/properties.json', (list) => {
      byId(list, 120).Price = 'veel';
      byId(list, 134).Pictures = byId(list, 134).Pictures.slice(0, 2);
    });
    expect(await problems(dir)).toEqual([
      expect.stringMatching(/^snapshot\/nl\/properties\.json: id 120: Price: .*number/),
      'snapshot/nl/properties.json: id 134: Pictures: expected at least four photos',
    ]);
  });

  it('reports references that do not resolve', async () => {
    edit(dir, 'fr/properties.json', (list) => {
      byId(list, 120).WebID = 99;
      byId(list, 402).RecordFile = 'DOS-OTHER';
      byId(list, 175).Pictures[1].Name = 'p999-9';
      byId(list, 175).City = 'Atlantis';
    });
    edit(dir, 'fr/projects.json', (list) => {
      byId(list, 2).PriceList = '/documents/missing.pdf';
    });
    const found = await problems(dir);
    expect(found).toEqual(
      expect.arrayContaining([
        'snapshot/fr/properties.json: id 120: WebID: type 99 is not in types.json',
        'snapshot/fr/properties.json: id 120: WebIDs: must include the WebID 99',
        expect.stringMatching(/^snapshot\/fr\/properties\.json: id 402: RecordFile: expected the project's RecordFile/),
        'snapshot/fr/properties.json: id 175: Pictures.1.Name: no source image snapshot/media/p999-9.*',
        'snapshot/fr/properties.json: id 175: City: Atlantis (5000) is not in cities.json',
        'snapshot/fr/projects.json: id 2: PriceList: /documents/missing.pdf does not exist in public/',
      ]),
    );
  });

  it('reports counts that do not match the listings', async () => {
    edit(dir, 'en/types.json', (list) => {
      list.find((t: { WebID: number }) => t.WebID === 6).Rent = 9;
    });
    edit(dir, 'en/cities.json', (cities) => {
      cities.sale[0].PropertyCount += 1;
      cities.rent = cities.rent.slice(1);
    });
    const found = await problems(dir);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^snapshot\/en\/types\.json: id 6: Rent: is 9, the listings count \d+$/),
        expect.stringMatching(
          /^snapshot\/en\/cities\.json: city .+\|\d{4}: sale\.PropertyCount: is \d+, the listings count \d+$/,
        ),
        expect.stringMatching(/^snapshot\/en\/cities\.json: city .+\|\d{4}: rent: is missing from this list$/),
      ]),
    );
  });

  it('reports facts that differ between languages and records missing from one', async () => {
    edit(dir, 'nl/properties.json', (list) => {
      byId(list, 134).Price += 1000;
      byId(list, 162).Heating = null;
      list.splice(list.indexOf(byId(list, 611)), 1);
    });
    const found = await problems(dir);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^snapshot\/nl\/properties\.json: id 134: Price: is \d+, \d+ in fr$/),
        expect.stringMatching(
          /^snapshot\/nl\/properties\.json: id 611: \(record\): is in snapshot\/fr\/properties\.json but missing here$/,
        ),
      ]),
    );
    const heating = byId(JSON.parse(readFileSync(path.join(root, 'snapshot/fr/properties.json'), 'utf8')), 162).Heating;
    if (heating !== null) {
      expect(found).toContain(
        'snapshot/nl/properties.json: id 162: Heating: is empty in one language and filled in another',
      );
    }
  });

  it('reports a missing file and a file that is not JSON', async () => {
    rmSync(path.join(dir, 'snapshot/en/types.json'));
    writeFileSync(path.join(dir, 'snapshot/nl/cities.json'), '{ "all": [');
    const found = await problems(dir);
    expect(found).toContain('snapshot/en/types.json: (file): (root): the file is missing');
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^snapshot\/nl\/cities\.json: \(file\): \(root\): not valid JSON/),
      ]),
    );
  });
});
