import { makeStore } from '../../state/store.ts';
import { builtData } from './pageData.ts';
import { selectCatalogue } from '../../state/catalogue/selectors.ts';
import { selectDetailEntry } from '../../state/detail/detailSlice.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';

const property = { ID: 175, language: 'fr' } as unknown as PropertyDetail;

describe("the prerenderer's page data", () => {
  it('puts the files the loaders ask for in the store and lists their URLs, once each, for the page to name', async () => {
    const store = makeStore();
    const data = builtData(store, {
      catalogueFor: () => makeCatalogue(),
      detailFor: () => property,
      contentFor: () => null,
    });
    await data.catalogue('fr');
    await data.catalogue('fr');
    await data.detail({ lng: 'fr', kind: 'property', id: 175 });
    // No content file for the language: nothing to name.
    await data.content('fr');
    expect(selectCatalogue(store.getState(), 'fr')).not.toBeNull();
    expect(selectDetailEntry(store.getState(), { lng: 'fr', kind: 'property', id: 175 })?.data).toBe(property);
    expect(data.files()).toEqual([
      expect.stringMatching(/^\/data\/[^/]+\/catalogue\.fr\.json$/),
      expect.stringMatching(/^\/data\/[^/]+\/fr\/property-175\.json$/),
    ]);
  });

  it('stops the build when a detail file is missing', () => {
    const data = builtData(makeStore(), { catalogueFor: () => makeCatalogue() });
    expect(() => data.detail({ lng: 'nl', kind: 'project', id: 9 })).toThrow('No detail file for project 9 (nl)');
  });
});
