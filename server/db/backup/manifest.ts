/**
 * manifest.json, the last entry of a backup archive: what made it, the database's schema
 * version, and every other file with its size and sha256, which the restore checks before
 * anything is put in place. Its layout is described in docs/BACKUP.md.
 */
import { ArchiveDamaged } from './tar.ts';

export const FORMAT = 'agency-site-backup';
/** Raised when a restore of this version could not read what a new one writes. */
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_NAME = 'site.db';

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The database's user_version: the server's schema version when the copy was taken. */
  schemaVersion: number;
  files: ManifestFile[];
  /** The generated keys the database holds (server_keys); the others came from the environment. */
  keysInDatabase: string[];
  /** Uploads a request names that were neither in the database nor in DATA_DIR/uploads. */
  uploadsNotFound: string[];
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isFile = (value: unknown): value is ManifestFile => {
  const file = value as ManifestFile;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.path === 'string' &&
    isCount(file.size) &&
    typeof file.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(file.sha256)
  );
};
const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

/** The manifest of an archive, or ArchiveDamaged when it is not one this program wrote. */
export function parseManifest(bytes: Buffer): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new ArchiveDamaged(`${MANIFEST_NAME} in the archive is not readable JSON`);
  }
  if (value.format !== FORMAT) throw new ArchiveDamaged(`this is not a backup of this site (no "${FORMAT}" manifest)`);
  if (!isCount(value.formatVersion) || !isCount(value.schemaVersion) || typeof value.createdAt !== 'string') {
    throw new ArchiveDamaged(`${MANIFEST_NAME} in the archive lacks its versions or date`);
  }
  if (!Array.isArray(value.files) || !value.files.every(isFile)) {
    throw new ArchiveDamaged(`${MANIFEST_NAME} in the archive has no readable list of files`);
  }
  if (!isNames(value.keysInDatabase) || !isNames(value.uploadsNotFound)) {
    throw new ArchiveDamaged(`${MANIFEST_NAME} in the archive lacks its keys or uploads lists`);
  }
  return value as Manifest;
}
