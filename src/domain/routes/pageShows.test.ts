import { BLOCKS, isDetailBlock, type BlockId } from './blocks.ts';
import { PAGE_SHOWS, type PageShows } from './pageShows.ts';
import { routes } from './routeTable.ts';

const kinds = Object.entries(PAGE_SHOWS as Record<string, PageShows>);
const showsCatalogue = (id: BlockId) => Object.keys(BLOCKS[id].shows).length > 0;

describe('what each kind of page shows', () => {
  it('names the catalogue among its data exactly when a block of it, or its menu modules, show the catalogue', () => {
    const wrong = kinds.filter(
      ([, shows]) => shows.data.includes('catalogue') !== (Boolean(shows.modules) || shows.blocks.some(showsCatalogue)),
    );
    expect(wrong.map(([kind]) => kind)).toEqual([]);
  });

  it('names a detail file exactly for the pages planned per record', () => {
    const perRecord = kinds.filter(([, shows]) => shows.blocks.some((id) => isDetailBlock(BLOCKS[id])));
    expect(perRecord.map(([kind]) => kind)).toEqual(
      kinds.filter(([, shows]) => shows.data.includes('detail')).map(([kind]) => kind),
    );
    expect(perRecord.map(([kind]) => kind).sort()).toEqual(['project', 'project-unit', 'property']);
  });

  it('is declared for every kind the route table uses', () => {
    expect(routes.filter((route) => !(route.page in PAGE_SHOWS)).map((route) => route.id)).toEqual([]);
  });
});
