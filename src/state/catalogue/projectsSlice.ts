/** The projects of each language (entity adapter, keyed by ID, in the file's order). */
import type { ProjectCard } from '../../domain/catalogue/types.ts';
import { languageEntities, type LanguageEntities } from './languageEntities.ts';

const projects = languageEntities(
  'projects',
  (project: ProjectCard) => project.ID,
  (catalogue) => catalogue.projects,
);

export type ProjectsState = LanguageEntities<ProjectCard, number>;
export const projectsSlice = projects.slice;
export const selectAllProjects = projects.selectAll;
export const selectProjectById = projects.selectById;
