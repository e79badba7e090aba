/**
 * Where the demands table keeps each search criterion (src/domain/criteria/criteria.ts): in
 * the column of its name in snake case (minPlot in min_plot), a feature as 0 or 1. Read and
 * written from the criteria's one table, so a new criterion needs only its column.
 */
import { CRITERIA, CRITERION_NAMES, isEpcLetter, type StoredCriteria } from '../../src/domain/criteria/criteria.ts';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Each criterion with its column, in the table's order. */
export const CRITERIA_COLUMNS: readonly (readonly [name: keyof StoredCriteria, column: string])[] = CRITERION_NAMES.map(
  (name) => [name, snake(name)] as const,
);

/** The columns, for a SELECT or an INSERT's list. */
export const criteriaColumnList = (prefix = '') => CRITERIA_COLUMNS.map(([, column]) => prefix + column).join(', ');

/** The columns, each named as its criterion (a personal-data export speaks the criteria's names). */
export const criteriaColumnsAsNames = () =>
  CRITERIA_COLUMNS.map(([name, column]) => (name === column ? column : `${column} AS "${name}"`)).join(', ');

/** A search's criteria as the columns take them, in CRITERIA_COLUMNS' order. */
export function criteriaRowValues(criteria: StoredCriteria): (number | string | null)[] {
  return CRITERIA_COLUMNS.map(([name]) => {
    const value = criteria[name];
    return typeof value === 'boolean' ? (value ? 1 : 0) : value;
  });
}

/** A row's criteria; a feature is asked when its column holds 1, an EPC off the scale is none. */
export function criteriaOfRow(row: Record<string, unknown>): StoredCriteria {
  const criteria: Record<string, unknown> = {};
  for (const [name, column] of CRITERIA_COLUMNS) {
    const value = row[column];
    const { kind } = CRITERIA[name];
    if (kind === 'feature') criteria[name] = value === 1;
    else if (kind === 'letter') criteria[name] = isEpcLetter(value) ? value : null;
    else criteria[name] = value ?? null;
  }
  return criteria as StoredCriteria;
}
