/**
 * Detail URLs on the server. The original forms /property/{id}/ and /project/{id}/ (with or
 * without a language) and a known id under an old town or type name are sent permanently
 * to the canonical URL; an unknown id under a detail path gets the "property not found"
 * page. Pure: the manifest is written by the build (build/canonical.json).
 */
export interface DetailManifest {
  /** "property/120" -> { nl: "/nl/te-koop/...", fr: ..., en: ... } */
  canonical: Record<string, Partial<Record<string, string>>>;
  /** Per language, the list paths detail pages hang under. */
  prefixes: Record<string, { property: string[]; project: string[] }>;
  /** What the form endpoint checks and writes in mails. */
  forms?: FormFacts;
  /** Each sale and rent list's path -> its number of pages: `?page=2` up to it are pages of their own. */
  listPages?: Record<string, number>;
}

export interface FormFacts {
  /** "property/120" -> goal (0 sale, 1 rent), still open for visits and offers, name per language. */
  subjects: Record<string, { goal: 0 | 1; open: boolean; label: Partial<Record<string, string>> }>;
  /** Property type names by WebID, per language. */
  types: Record<string, Partial<Record<string, string>>>;
  /** Pages a mail links to, per language. */
  pages: {
    newsletter: Partial<Record<string, string>>;
    login: Partial<Record<string, string>>;
    portal: Partial<Record<string, string>>;
  };
}

export type DetailAnswer = { redirect: string } | { notFound: 'property' | 'project' } | null;

const ORIGINAL = /^\/(?:([a-z]{2})\/)?(property|project)\/([^/]+)\/?$/;
const ID = /^\d{1,9}$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * `lng` is the visitor's language for the original forms without one (from the cookie or
 * Accept-Language); a language in the path wins.
 */
export function resolveDetailPath(pathname: string, lng: string, manifest: DetailManifest): DetailAnswer {
  const original = ORIGINAL.exec(pathname);
  if (original) {
    const [, pathLng, kind, id] = original as unknown as [string, string | undefined, 'property' | 'project', string];
    const language = pathLng && manifest.prefixes[pathLng] ? pathLng : lng;
    if (pathLng && !manifest.prefixes[pathLng]) return null;
    const target = ID.test(id) ? manifest.canonical[`${kind}/${id}`]?.[language] : undefined;
    return target ? { redirect: target } : { notFound: kind };
  }
  const language = pathname.split('/')[1] ?? '';
  const prefixes = manifest.prefixes[language];
  if (!prefixes) return null;
  const under = (list: string[]) => list.find((prefix) => pathname.startsWith(prefix));
  const rest = (prefix: string) => pathname.slice(prefix.length).split('/').filter(Boolean);
  const propertyPrefix = under(prefixes.property);
  const projectPrefix = under(prefixes.project);
  let kind: 'property' | 'project';
  let id: string | undefined;
  if (propertyPrefix && rest(propertyPrefix).length === 3) {
    kind = 'property';
    id = rest(propertyPrefix)[2];
  } else if (projectPrefix && rest(projectPrefix).length === 3) {
    kind = 'project';
    id = rest(projectPrefix)[2];
  } else if (projectPrefix && rest(projectPrefix).length === 5) {
    kind = 'property';
    id = rest(projectPrefix)[4];
  } else {
    return null;
  }
  const decoded = id === undefined ? null : decode(id);
  const target = decoded && ID.test(decoded) ? manifest.canonical[`${kind}/${decoded}`]?.[language] : undefined;
  if (target && target !== pathname) return { redirect: target };
  return target ? null : { notFound: kind };
}
