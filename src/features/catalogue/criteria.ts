/**
 * The advanced criteria of a list page (issue 20). They live in the URL beside type, town and
 * sort (listQuery.ts reads and writes them); their tables, parser and writer are shared with
 * the demand register and the alerts' matcher, so they live in lib/searchCriteria.ts.
 */
export * from '../../lib/searchCriteria.ts';
