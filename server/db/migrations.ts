/**
 * The schema's history, one entry per version, written once for both engines: each version is
 * SQL that SQLite and PostgreSQL both take, with the few spellings that differ named by the
 * dialect (server/db/schema/dialect.ts). Never edit a released entry, add one (docs/DATABASE.md).
 * Times are epoch milliseconds (integers) so the relay's "due" query is a plain comparison.
 */
import { forms, ownerPortal } from './schema/001-forms-and-owners.ts';
import {
  boundedTables,
  crmJobs,
  crmOwners,
  listCriteria,
  recipientDay,
  savedSearchAlerts,
  sharedInstances,
} from './schema/003-alerts-limits-and-crm.ts';
import {
  jobRuns,
  leadsInbox,
  managedOwners,
  sharedReleases,
  staff,
  visitHours,
} from './schema/010-back-office-and-releases.ts';
import { POSTGRES, SQLITE, type Migration } from './schema/dialect.ts';

const HISTORY: Migration[] = [
  forms, // 1
  ownerPortal, // 2
  savedSearchAlerts, // 3
  boundedTables, // 4
  recipientDay, // 5
  listCriteria, // 6
  sharedInstances, // 7
  crmJobs, // 8
  crmOwners, // 9
  jobRuns, // 10
  leadsInbox, // 11
  staff, // 12
  managedOwners, // 13
  visitHours, // 14
  sharedReleases, // 15
];

/** The versions on SQLite (user_version counts them). */
export const MIGRATIONS: string[] = HISTORY.map((step) => step(SQLITE));

/** The same versions on PostgreSQL (the table schema_version counts them). */
export const PG_MIGRATIONS: string[] = HISTORY.map((step) => step(POSTGRES));
