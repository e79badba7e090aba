/** Versions 3 to 9 of the schema (server/db/migrations.ts lists them all); never edit one, add a version. */
import type { Migration } from './dialect.ts';

// 3: saved-search alerts (issue 8). A demand waits for its double opt-in (pending), then
// is active until unsubscribed; its token is the only key of its mail links. Demands saved
// before this version never confirmed anything, so they start pending with a fresh token.
// listings_seen tells which listings are new; alert_matches is the promise "never the same
// listing twice to the same demand" (outbox_id NULL: waiting for a digest). The outbox
// carries extra headers (List-Unsubscribe) as JSON.
export const savedSearchAlerts: Migration = ({ BIGINT, RANDOM_HEX32, WITHOUT_ROWID }) => `
  ALTER TABLE demands ADD COLUMN token TEXT;
  ALTER TABLE demands ADD COLUMN frequency TEXT NOT NULL DEFAULT 'immediately';
  ALTER TABLE demands ADD COLUMN confirmed_at ${BIGINT};
  ALTER TABLE demands ADD COLUMN unsubscribed_at ${BIGINT};
  ALTER TABLE demands ADD COLUMN last_digest_at ${BIGINT};
  UPDATE demands SET token = ${RANDOM_HEX32}, status = 'pending';
  CREATE UNIQUE INDEX demands_token ON demands (token);
  CREATE INDEX demands_status ON demands (status);

  CREATE TABLE listings_seen (
    listing_id ${BIGINT} PRIMARY KEY,
    first_seen_at ${BIGINT} NOT NULL
  );

  CREATE TABLE alert_matches (
    demand_id ${BIGINT} NOT NULL REFERENCES demands (id),
    listing_id ${BIGINT} NOT NULL,
    found_at ${BIGINT} NOT NULL,
    outbox_id ${BIGINT} REFERENCES outbox (id),
    PRIMARY KEY (demand_id, listing_id)
  )${WITHOUT_ROWID};
  CREATE INDEX alert_matches_waiting ON alert_matches (demand_id) WHERE outbox_id IS NULL;

  ALTER TABLE outbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
  `;

// 4: bounded tables (issue 18). A submission's mails are found without scanning the outbox
// (and deleting a submission checks its foreign key by index); expired Idempotency-Keys
// are deleted by age (server/forms/store.ts).
export const boundedTables: Migration = () => `
  CREATE INDEX outbox_submission ON outbox (submission_id);
  CREATE INDEX idempotency_created ON idempotency (created_at);
  `;

// 5: mails to an address a visitor typed (a friend's, a confirmation's), counted per address
// and Belgian day so a stranger cannot make the agency mail one address without end
// (issue 18). The address is kept only as its SHA-256; days before today are deleted.
export const recipientDay: Migration = ({ WITHOUT_ROWID }) => `
  CREATE TABLE recipient_day (
    address_hash TEXT NOT NULL,
    day TEXT NOT NULL,
    mails INTEGER NOT NULL,
    PRIMARY KEY (address_hash, day)
  )${WITHOUT_ROWID};
  `;

// 6: a saved search carries every criterion of the list it was saved from (issue 20): living
// and plot area at least (m²), EPC at most (a letter a-g), lift and new build. A search saved
// before asked none of them: NULL and 0 mean "not asked", so it matches as it did.
export const listCriteria: Migration = () => `
  ALTER TABLE demands ADD COLUMN min_living INTEGER;
  ALTER TABLE demands ADD COLUMN min_plot INTEGER;
  ALTER TABLE demands ADD COLUMN epc TEXT;
  ALTER TABLE demands ADD COLUMN lift INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE demands ADD COLUMN new_build INTEGER NOT NULL DEFAULT 0;
  `;

// 7: several instances on one database (issue 22). What each process kept for itself is
// shared here: the form and token rate limits (one row a hit, swept by age), the generated
// keys (captcha, device cookies) when no environment variable names them, and the uploaded
// files themselves, written in the submission's own transaction.
export const sharedInstances: Migration = ({ BIGINT, BLOB }) => `
  CREATE TABLE rate_hits (
    key TEXT NOT NULL,
    at ${BIGINT} NOT NULL
  );
  CREATE INDEX rate_hits_key ON rate_hits (key, at);

  CREATE TABLE server_keys (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE upload_files (
    stored_name TEXT PRIMARY KEY,
    content ${BLOB} NOT NULL
  );
  `;

// 8: every lead handed to the agency's CRM (issue 33): one row per CRM call, written in the
// submission's transaction, claimed with a lease like the outbox's mails, done only once the
// CRM said so. `secret` holds what must not stay readable (the demand register's password,
// sealed), and is emptied once the job ends.
export const crmJobs: Migration = ({ BIGINT, ID }) => `
  CREATE TABLE crm_jobs (
    id ${ID},
    submission_id ${BIGINT} REFERENCES submissions (id),
    endpoint TEXT NOT NULL,
    params TEXT NOT NULL,
    secret TEXT,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'refused')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${BIGINT} NOT NULL,
    lease_until ${BIGINT},
    last_error TEXT,
    done_at ${BIGINT},
    created_at ${BIGINT} NOT NULL
  );
  CREATE INDEX crm_jobs_due ON crm_jobs (status, next_attempt_at);
  `;

// 9: owners who exist only in the agency's CRM (issue 33) get a row for their session: its
// crm_person_id is the CRM's PersonID, its password_hash the marker '!crm' that no password
// matches (the CRM checks the password; the site never keeps it).
export const crmOwners: Migration = ({ BIGINT }) => `
  ALTER TABLE owners ADD COLUMN crm_person_id ${BIGINT};
  `;
