/**
 * The tag ids of the environment. Every other setting is read and checked by the one schema of
 * server/settings/env.ts, which folds these checks in; the generated keys live in the database
 * (server/db/keys.ts), the database settings in server/db/settings.ts.
 */

export interface TagIds {
  tagManager: string | null;
  siteTag: string | null;
  pixel: string | null;
}

/** The environment's tag ids that are not valid ones, one line each, naming its setting. */
export class TagConfigError extends Error {
  override readonly name = 'TagConfigError';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const TAG_SETTINGS = [
  ['tagManager', 'GTM_ID', /^GTM-[A-Z0-9]{4,12}$/],
  ['siteTag', 'GTAG_ID', /^G-[A-Z0-9]{4,14}$/],
  ['pixel', 'META_PIXEL_ID', /^\d{6,20}$/],
] as const;

/**
 * The tag ids this deployment really uses, which alone open the Content-Security-Policy to
 * Google's and Meta's hosts (server/security.ts) and which alone the browser loads (GET /api/tags).
 * GTM_ID, GTAG_ID and META_PIXEL_ID win ("none" turns a tag off); otherwise site.json's ids,
 * unless site.json marks them `"example": true`, as the shipped ones are: an example id must not
 * open the policy of every page to third-party scripts. The trade-off: until a deployment sets
 * its real ids, no tag can load at all, even after consent.
 */
export function liveTagIds(
  configured: TagIds & { example?: boolean },
  env: Partial<Record<'GTM_ID' | 'GTAG_ID' | 'META_PIXEL_ID', string>>,
): TagIds {
  const live: TagIds = { tagManager: null, siteTag: null, pixel: null };
  const problems: string[] = [];
  for (const [tag, setting, pattern] of TAG_SETTINGS) {
    const value = env[setting]?.trim();
    if (value === undefined || value === '') live[tag] = configured.example ? null : configured[tag];
    else if (value === 'none') live[tag] = null;
    else if (pattern.test(value)) live[tag] = value;
    else problems.push(`${setting}="${value}" is no valid id (expected ${String(pattern)}, or "none")`);
  }
  if (problems.length > 0) throw new TagConfigError(problems);
  return live;
}
