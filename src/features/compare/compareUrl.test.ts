import { compareHref, compareSearch, MAX_COMPARED, parseCompareIds } from './compareUrl.ts';

describe('parseCompareIds', () => {
  it.each([
    ['', [], [], [], []],
    ['?ids=', [], [], [], []],
    ['?ids=120,175,236', [120, 175, 236], [], [], []],
    ['?ids=120,,175,', [120, 175], [], [], []],
    ['?ids= 120 , 175', [120, 175], [], [], []],
    ['?ids=120,abc,-3,1.5,0,007,175', [120, 175], ['abc', '-3', '1.5', '0', '007'], [], []],
    ['?ids=120,175,120,175', [120, 175], [], [120, 175], []],
    ['?ids=1,2,3,4,5,6', [1, 2, 3, 4], [], [], [5, 6]],
    ['?ids=1,x,2,2,3,4,5', [1, 2, 3, 4], ['x'], [2], [5]],
    ['?ids=1&ids=2,3', [1, 2, 3], [], [], []],
    ['?ids=1%2C2', [1, 2], [], [], []],
    ['?ids=1234567890', [], ['1234567890'], [], []],
    ['?other=1', [], [], [], []],
  ])('%s keeps %j, ignores %j, drops duplicates %j and beyond the limit %j', (search, ids, invalid, dup, beyond) => {
    expect(parseCompareIds(search)).toEqual({ ids, invalid, duplicates: dup, beyond });
  });

  it('keeps a long junk part short when it reports it', () => {
    expect(parseCompareIds(`?ids=${'x'.repeat(500)}`).invalid[0]).toHaveLength(20);
  });
});

describe('compareHref', () => {
  it('builds the page address in each language, with the ids readable in the query', () => {
    expect(compareHref('nl', [120, 175])).toBe('/nl/vergelijken/?ids=120,175');
    expect(compareHref('fr', [120, 175, 236])).toBe('/fr/comparer/?ids=120,175,236');
    expect(compareHref('en', [])).toBe('/en/compare/');
    expect(compareHref('de', [5])).toBe('/de/vergleichen/?ids=5');
  });

  it('never writes more than the limit, a duplicate or a bad id', () => {
    expect(compareSearch([1, 1, 2, -4, 1.5, 3, 4, 5, 6])).toBe('?ids=1,2,3,4');
    expect(MAX_COMPARED).toBe(4);
  });

  it('reads back what it writes', () => {
    expect(parseCompareIds(compareSearch([236, 120, 175])).ids).toEqual([236, 120, 175]);
  });
});
