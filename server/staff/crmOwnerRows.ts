/**
 * The agency's CRM owners as the back office lists them (read-only): the CRM's owner list,
 * one row per person with their listings, in the shape of the site's own owners.
 */
import { languageOfOmnicasaId } from '../crm/languages.ts';
import type { CrmOwners } from '../crm/owners.ts';
import type { OwnerRow } from '../../src/domain/forms/ownerAdmin.ts';

export async function crmOwnerRows(crm: CrmOwners): Promise<OwnerRow[]> {
  const { rows } = await crm.ownerList();
  const people = new Map<number, OwnerRow>();
  for (const row of rows) {
    const person =
      people.get(row.PersonID) ??
      ({
        id: row.PersonID,
        email: row.Email ?? '',
        name: [row.FirstName, row.Name].filter(Boolean).join(' ').trim() || (row.Email ?? ''),
        lng: (row.LanguageId ? languageOfOmnicasaId(row.LanguageId) : null) ?? '',
        active: true,
        hasPassword: true,
        crm: true,
        properties: [],
        createdAt: 0,
      } satisfies OwnerRow);
    if (!person.properties.some((property) => property.id === row.ObjectID)) {
      person.properties.push({
        id: row.ObjectID,
        source: row.Source ?? '',
        since: row.MandateDate?.slice(0, 10) ?? '',
      });
    }
    people.set(row.PersonID, person);
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
