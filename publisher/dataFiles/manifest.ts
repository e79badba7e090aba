/**
 * build/canonical.json (and a release's own): written by the build and the publisher
 * (detailManifest.ts, formFacts.ts), read by the server to answer detail and list URLs and to
 * check and word the forms (server/detailPaths.ts, server/release/).
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
