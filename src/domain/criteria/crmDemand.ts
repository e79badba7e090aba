/**
 * The criteria of a demand as the CRM's DemandRegister2 takes them (docs/CRM.md), from the
 * register's values as its schema cast them: each criterion that has a CRM field, only when
 * asked (the CRM keeps what it has for the others).
 */
import { CRITERIA, CRITERION_NAMES, type Criterion } from './criteria.ts';

export function crmDemandFields(values: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of CRITERION_NAMES) {
    const { kind, crm, crmYes }: Criterion = CRITERIA[name];
    if (!crm) continue;
    const value = values[name];
    if (kind === 'feature') {
      if (value === true) fields[crm] = crmYes ?? true;
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      fields[crm] = value;
    }
  }
  return fields;
}
