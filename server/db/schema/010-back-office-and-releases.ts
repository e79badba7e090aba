/** Versions 10 to 15 of the schema (server/db/migrations.ts lists them all); never edit one, add a version. */
import type { Migration } from './dialect.ts';

// 10: jobs that run once a day on whichever instance gets there first (issue 35): the last
// run of each, claimed under a lock (server/privacy/retention.ts).
export const jobRuns: Migration = ({ BIGINT }) => `
  CREATE TABLE job_runs (
    name TEXT PRIMARY KEY,
    last_run_at ${BIGINT} NOT NULL
  );
  `;

// 11: the leads inbox (issue 35): what the agency did with each request (new, progress,
// handled), its note, who and when; the list is read newest first, by listing and by state.
export const leadsInbox: Migration = ({ BIGINT }) => `
  ALTER TABLE submissions ADD COLUMN handling TEXT NOT NULL DEFAULT 'new';
  ALTER TABLE submissions ADD COLUMN handling_note TEXT;
  ALTER TABLE submissions ADD COLUMN handled_by TEXT;
  ALTER TABLE submissions ADD COLUMN handled_at ${BIGINT};
  CREATE INDEX submissions_subject ON submissions (subject, id);
  CREATE INDEX submissions_handling ON submissions (handling, id);
  CREATE INDEX submissions_created ON submissions (created_at);
  `;

// 12: the back office's staff (issue 35, docs/BACKOFFICE.md): members with a role, a password
// and an authenticator (the secret until confirmed, and the last time step used, which refuses a
// code twice); their sessions (pending until the code, then full); one-time set-password links and
// recovery codes, stored hashed; and the audit log of every staff action. The e-mail is stored
// lower-case, so UNIQUE cannot be fooled by capitals.
export const staff: Migration = ({ BIGINT, ID }) => `
  CREATE TABLE staff (
    id ${ID},
    email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
    name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('admin', 'agent')),
    lng TEXT NOT NULL,
    password_hash TEXT,
    password_changed_at ${BIGINT},
    totp_secret TEXT,
    totp_pending_secret TEXT,
    totp_last_step ${BIGINT},
    active INTEGER NOT NULL DEFAULT 1,
    created_at ${BIGINT} NOT NULL
  );

  CREATE TABLE staff_sessions (
    id_hash TEXT PRIMARY KEY,
    staff_id ${BIGINT} NOT NULL REFERENCES staff (id),
    created_at ${BIGINT} NOT NULL,
    seen_at ${BIGINT} NOT NULL,
    mfa_done INTEGER NOT NULL DEFAULT 0,
    code_failures INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

  CREATE TABLE staff_links (
    token_hash TEXT PRIMARY KEY,
    staff_id ${BIGINT} NOT NULL REFERENCES staff (id),
    purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'password')),
    expires_at ${BIGINT} NOT NULL,
    used_at ${BIGINT},
    created_at ${BIGINT} NOT NULL
  );
  CREATE INDEX staff_links_staff ON staff_links (staff_id);

  CREATE TABLE staff_recovery_codes (
    id ${ID},
    staff_id ${BIGINT} NOT NULL REFERENCES staff (id),
    code_hash TEXT NOT NULL,
    used_at ${BIGINT}
  );
  CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id, code_hash);

  CREATE TABLE audit_log (
    id ${ID},
    at ${BIGINT} NOT NULL,
    staff_id ${BIGINT} REFERENCES staff (id),
    actor_email TEXT,
    action TEXT NOT NULL,
    target TEXT,
    address TEXT,
    detail TEXT
  );
  `;

// 13: owners the back office manages (issue 35): deactivated owners keep their row and
// listings but cannot log in; an invited owner has no password yet (server/owners/manage.ts).
export const managedOwners: Migration = () => `
  ALTER TABLE owners ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
  `;

// 14: visiting hours the back office sets (issue 35): the slots of each weekday, and a
// listing's days that differ (server/visits/schedule.ts). Without rows, the site's defaults.
export const visitHours: Migration = () => `
  CREATE TABLE visit_hours (
    weekday INTEGER PRIMARY KEY,
    slots TEXT NOT NULL
  );

  CREATE TABLE visit_days (
    subject TEXT NOT NULL,
    day TEXT NOT NULL,
    slots TEXT NOT NULL,
    PRIMARY KEY (subject, day)
  );
  CREATE INDEX appointments_day ON appointments (day);
  `;

// 15: releases shared through the database (issue 36, docs/LIVE_CATALOGUE.md, "Several
// instances"): each published file once, by its sha256; each release's files by name; the
// photo variants shared by all; the release each build serves. Filled only with PostgreSQL
// (several machines); SQLite has the tables so both schemas stay one.
export const sharedReleases: Migration = ({ BIGINT, BLOB }) => `
  CREATE TABLE release_blobs (
    hash TEXT PRIMARY KEY,
    body ${BLOB} NOT NULL,
    size ${BIGINT} NOT NULL
  );

  CREATE TABLE releases (
    id TEXT PRIMARY KEY,
    base TEXT NOT NULL,
    record TEXT NOT NULL,
    created_at ${BIGINT} NOT NULL
  );
  CREATE INDEX releases_base ON releases (base, created_at);

  CREATE TABLE release_files (
    release_id TEXT NOT NULL REFERENCES releases (id),
    name TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (release_id, name)
  );
  CREATE INDEX release_files_hash ON release_files (hash);

  CREATE TABLE release_variants (
    name TEXT PRIMARY KEY,
    hash TEXT NOT NULL,
    created_at ${BIGINT} NOT NULL
  );
  CREATE INDEX release_variants_hash ON release_variants (hash);

  CREATE TABLE release_current (
    base TEXT PRIMARY KEY,
    release_id TEXT NOT NULL,
    published_at ${BIGINT} NOT NULL
  );
  `;
