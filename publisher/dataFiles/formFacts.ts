/**
 * What the form endpoint needs to know of the catalogue, written into build/canonical.json
 * beside the detail paths: each listing's and project's goal, whether it can still be
 * visited, and its name per language (for the mails), the property type names (a search's
 * types in a mail), the newsletter page (the unsubscribe link), and the login and portal pages
 * (the owner's password reset link, the agency's login notice).
 */
import type { Lng } from '../../src/config/languages.ts';
import { hrefFor } from '../../src/domain/routes/routeTable.ts';
import { MARQUEE } from '../../src/domain/catalogue/constants.ts';
import type { Catalogue } from '../../src/domain/catalogue/types.ts';
import type { FormFacts } from './manifest.ts';

export function formFacts(catalogues: Map<Lng, Catalogue>): FormFacts {
  const facts: FormFacts = { subjects: {}, types: {}, pages: { newsletter: {}, login: {}, portal: {} } };
  for (const [lng, catalogue] of catalogues) {
    for (const listing of catalogue.properties) {
      const entry = (facts.subjects[`property/${listing.ID}`] ??= {
        goal: listing.Goal === 0 ? 0 : 1,
        open: listing.Marquee !== MARQUEE.sold && listing.Marquee !== MARQUEE.rented,
        label: {},
      });
      entry.label[lng] = `${listing.TypeDescription}, ${listing.City}`;
    }
    for (const project of catalogue.projects) {
      const entry = (facts.subjects[`project/${project.ID}`] ??= {
        goal: project.Goal === 0 ? 0 : 1,
        open: true,
        label: {},
      });
      entry.label[lng] = `${project.Name}, ${project.City}`;
    }
    for (const type of catalogue.types) (facts.types[String(type.WebID)] ??= {})[lng] = type.Name;
    facts.pages.newsletter[lng] = hrefFor('newsletter', lng);
    facts.pages.login[lng] = hrefFor('login', lng);
    facts.pages.portal[lng] = hrefFor('owner-portal', lng);
  }
  return facts;
}
