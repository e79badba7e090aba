/**
 * Detail URLs on the server. The original forms /property/{id}/ and /project/{id}/ (with or
 * without a language) and a known id under an old town or type name are sent permanently
 * to the canonical URL; an unknown id under a detail path gets the "property not found"
 * page. Pure: the manifest is written by the build (build/canonical.json).
 */
import type { DetailManifest } from '../publisher/dataFiles/manifest.ts';

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
