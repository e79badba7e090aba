/**
 * Every action the server writes to the audit log has its words in every catalogue, so the
 * admin never reads a raw action name.
 */
import { readFileSync } from 'node:fs';
import { AUDIT_ACTIONS } from '../../domain/forms/staff.ts';
import { STAFF_LANGUAGES } from '../../domain/forms/staff.ts';

const labelOf = (catalogue: Record<string, unknown>, action: string): unknown =>
  action
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      (catalogue.audit as Record<string, unknown>).actions,
    );

describe.each(STAFF_LANGUAGES)('the audit log in %s', (lng) => {
  it('names every action', () => {
    const catalogue = JSON.parse(readFileSync(`locales/${lng}/office.json`, 'utf8')) as Record<string, unknown>;
    const missing = AUDIT_ACTIONS.filter((action) => typeof labelOf(catalogue, action) !== 'string');
    expect(missing).toEqual([]);
  });
});
