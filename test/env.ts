/** Stands in for src/config/env.ts in jest, where import.meta.env does not exist. */
export const siteUrl = 'https://www.immo-famenne.be';
export const buildId = 'test';
