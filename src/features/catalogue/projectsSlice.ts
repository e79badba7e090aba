/** The projects of each language (entity adapter, keyed by ID, in the file's order). */
import { createEntityAdapter, createSelector, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { ProjectCard } from './types.ts';
import { loadCatalogue } from './loadCatalogue.ts';

export const projectsAdapter = createEntityAdapter({ selectId: (project: ProjectCard) => project.ID });

export type ProjectsState = Partial<Record<Lng, EntityState<ProjectCard, number>>>;

export const projectsSlice = createSlice({
  name: 'projects',
  initialState: {} as ProjectsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCatalogue.fulfilled, (state, action) => {
        state[action.meta.arg] = projectsAdapter.setAll(projectsAdapter.getInitialState(), action.payload.projects);
      })
      .addCase(loadCatalogue.rejected, (state, action) => {
        state[action.meta.arg] = undefined;
      });
  },
});

interface State {
  projects: ProjectsState;
}

const local = projectsAdapter.getSelectors();
const NONE: ProjectCard[] = [];

export const selectAllProjects = createSelector([(state: State, lng: Lng) => state.projects[lng]], (entities) =>
  entities ? local.selectAll(entities) : NONE,
);
export const selectProjectById = (state: State, lng: Lng, id: number): ProjectCard | undefined => {
  const entities = state.projects[lng];
  return entities ? local.selectById(entities, id) : undefined;
};
