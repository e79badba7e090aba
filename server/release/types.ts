/**
 * What the server knows of the live catalogue (docs/LIVE_CATALOGUE.md): the release it serves
 * now, as one immutable snapshot, and what a sync job answers.
 */
import type { DetailManifest } from '../../publisher/dataFiles/manifest.ts';

export type GoneKind = 'property' | 'project';

/** The release a request resolves against: the base alone (id null) or one overlay on it. */
export interface ReleaseSnapshot {
  /** The release id, null when the base build is served as it is. */
  readonly id: string | null;
  /** LIVE_DIR/releases/{id}/, null for the base. */
  readonly overlayDir: string | null;
  /**
   * Files served from the overlay, relative to dist/ ("fr/a-vendre/index.html", with their .br/.gz),
   * each with the directory it is in: the release's own, or that of the earlier release that wrote it.
   */
  readonly files: ReadonlyMap<string, string>;
  /** The earlier releases whose directories it serves files from. */
  readonly layers: readonly string[];
  /** Base files that do not exist in this release: served as missing. */
  readonly hidden: ReadonlySet<string>;
  /** Page paths of removed listings and projects: 410 with the not-found page of that kind. */
  readonly gone: ReadonlyMap<string, GoneKind>;
  /** "property/120": /property/120/ and /{lng}/property/120/ answer 410. */
  readonly goneIds: ReadonlySet<string>;
  /** Canonical paths and form facts of this release (the overlay's canonical.json, or the base's). */
  readonly manifest: DetailManifest;
  /** Grows by one at each switch (0: the view's first snapshot). */
  readonly version: number;
}

/** What one sync and publish did (the job prints it as one JSON line). */
export interface SyncJobResult {
  status: 'published' | 'unchanged' | 'refused' | 'failed' | 'busy';
  release?: string;
  problems?: string[];
  message?: string;
  /** The records this sync left out (their last good version kept), each named with its field. */
  rejected?: string[];
  ms: number;
}

export type SyncJob = () => Promise<SyncJobResult>;
