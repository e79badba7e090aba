/**
 * The towns of each language (entity adapter over the file's `all` list, keyed by name and
 * postcode), with the sale and rent lists as ids and their counts, in the file's order.
 */
import { createEntityAdapter, createSelector, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { CitiesFile, City } from '../../domain/catalogue/schema.ts';
import { loadCatalogue } from './loadCatalogue.ts';

/** A town's key, as the list filters write it (name|postcode). */
export const cityId = (city: Pick<City, 'Name' | 'Zip'>) => `${city.Name}|${city.Zip}`;

export const citiesAdapter = createEntityAdapter<City, string>({ selectId: cityId });

/** A town of a goal's list: its key and how many listings it has for that goal. */
export interface GoalCity {
  id: string;
  count: number;
}

export type CitiesOfLanguage = EntityState<City, string> & { sale: GoalCity[]; rent: GoalCity[] };
export type CitiesState = Partial<Record<Lng, CitiesOfLanguage>>;

const goalList = (cities: City[]): GoalCity[] =>
  cities.map((city) => ({ id: cityId(city), count: city.PropertyCount }));

export const citiesSlice = createSlice({
  name: 'cities',
  initialState: {} as CitiesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCatalogue.fulfilled, (state, action) => {
        const { all, sale, rent } = action.payload.cities;
        state[action.meta.arg] = citiesAdapter.setAll(
          citiesAdapter.getInitialState({ sale: goalList(sale), rent: goalList(rent) }),
          all,
        );
      })
      .addCase(loadCatalogue.rejected, (state, action) => {
        state[action.meta.arg] = undefined;
      });
  },
});

interface State {
  cities: CitiesState;
}

const local = citiesAdapter.getSelectors();
const selectOfLanguage = (state: State, lng: Lng) => state.cities[lng];

export const selectCityById = (state: State, lng: Lng, id: string): City | undefined => {
  const entities = state.cities[lng];
  return entities ? local.selectById(entities, id) : undefined;
};

/** The three lists of the cities file, each town with its count for that list. */
export const selectCityLists = createSelector([selectOfLanguage], (entities): CitiesFile | null => {
  if (!entities) return null;
  // The build checks that every town of a goal's list is in the full list.
  const ofGoal = (list: GoalCity[]) =>
    list.flatMap(({ id, count }) => {
      const city = entities.entities[id];
      return city ? [{ ...city, PropertyCount: count }] : [];
    });
  return {
    all: local.selectAll(entities),
    sale: ofGoal(entities.sale),
    rent: ofGoal(entities.rent),
    neighbourhoods: [],
  };
});
