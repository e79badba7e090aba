/**
 * The schema, one entry per version; never edit a released entry, add one. Times are epoch
 * milliseconds (INTEGER) so the relay's "due" query is a plain comparison.
 */
export const MIGRATIONS: string[] = [
  `
  CREATE TABLE submissions (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    lng TEXT NOT NULL,
    subject TEXT,
    email TEXT,
    data TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('accepted', 'spam')),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX submissions_kind ON submissions (kind, created_at);
  CREATE INDEX submissions_email ON submissions (email);

  CREATE TABLE uploads (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    field TEXT NOT NULL,
    stored_name TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    original_name TEXT NOT NULL
  );

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER REFERENCES submissions (id),
    role TEXT NOT NULL,
    to_address TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    attachments TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until INTEGER,
    last_error TEXT,
    sent_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

  CREATE TABLE idempotency (
    key TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE captcha_used (
    signature TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE appointments (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    subject TEXT NOT NULL,
    day TEXT NOT NULL,
    slot TEXT NOT NULL,
    UNIQUE (subject, day, slot)
  );

  CREATE TABLE newsletter (
    email TEXT PRIMARY KEY,
    lng TEXT NOT NULL,
    first_name TEXT,
    subscribed_at INTEGER,
    unsubscribed_at INTEGER
  );

  CREATE TABLE demands (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    email TEXT NOT NULL,
    lng TEXT NOT NULL,
    goal TEXT NOT NULL,
    types TEXT NOT NULL,
    zones TEXT NOT NULL,
    min_price INTEGER,
    max_price INTEGER,
    bedrooms INTEGER,
    bathrooms INTEGER,
    garages INTEGER,
    parking INTEGER NOT NULL,
    terrace INTEGER NOT NULL,
    garden INTEGER NOT NULL,
    password_hash TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX demands_email ON demands (email);
  `,
  // 2: the owner portal (issue 6): owners and what they own, what happened around each
  // property, sessions, login throttling, password resets, and anonymous visit counts.
  `
  CREATE TABLE owners (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    lng TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    password_changed_at INTEGER NOT NULL
  );

  CREATE TABLE owner_properties (
    property_id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners (id),
    source TEXT NOT NULL,
    since TEXT NOT NULL
  );
  CREATE INDEX owner_properties_owner ON owner_properties (owner_id);

  CREATE TABLE property_calendar (
    id INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL,
    at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    contact TEXT,
    status TEXT NOT NULL,
    note TEXT
  );
  CREATE INDEX property_calendar_property ON property_calendar (property_id, at);

  CREATE TABLE property_communications (
    id INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL,
    at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    contact TEXT NOT NULL,
    subject TEXT NOT NULL,
    comment TEXT,
    status TEXT NOT NULL
  );
  CREATE INDEX property_communications_property ON property_communications (property_id, at);

  CREATE TABLE property_media (
    id INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL,
    portal TEXT NOT NULL,
    published_on TEXT NOT NULL,
    url TEXT NOT NULL
  );
  CREATE INDEX property_media_property ON property_media (property_id);

  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners (id),
    created_at INTEGER NOT NULL,
    seen_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_owner ON sessions (owner_id);

  CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY,
    account TEXT NOT NULL,
    address TEXT NOT NULL,
    device TEXT,
    at INTEGER NOT NULL
  );
  CREATE INDEX login_failures_account ON login_failures (account, at);
  CREATE INDEX login_failures_address ON login_failures (address, at);

  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );

  CREATE TABLE visits_daily (
    property_id INTEGER NOT NULL,
    day TEXT NOT NULL,
    views INTEGER NOT NULL,
    visitors INTEGER NOT NULL,
    PRIMARY KEY (property_id, day)
  ) WITHOUT ROWID;

  CREATE TABLE visit_salts (
    day TEXT PRIMARY KEY,
    salt BLOB NOT NULL
  );

  CREATE TABLE visit_seen (
    day TEXT NOT NULL,
    hash BLOB NOT NULL,
    PRIMARY KEY (day, hash)
  ) WITHOUT ROWID;
  `,
  // 3: saved-search alerts (issue 8). A demand waits for its double opt-in (pending), then
  // is active until unsubscribed; its token is the only key of its mail links. Demands saved
  // before this version never confirmed anything, so they start pending with a fresh token.
  // listings_seen tells which listings are new; alert_matches is the promise "never the same
  // listing twice to the same demand" (outbox_id NULL: waiting for a digest). The outbox
  // carries extra headers (List-Unsubscribe) as JSON.
  `
  ALTER TABLE demands ADD COLUMN token TEXT;
  ALTER TABLE demands ADD COLUMN frequency TEXT NOT NULL DEFAULT 'immediately';
  ALTER TABLE demands ADD COLUMN confirmed_at INTEGER;
  ALTER TABLE demands ADD COLUMN unsubscribed_at INTEGER;
  ALTER TABLE demands ADD COLUMN last_digest_at INTEGER;
  UPDATE demands SET token = lower(hex(randomblob(16))), status = 'pending';
  CREATE UNIQUE INDEX demands_token ON demands (token);
  CREATE INDEX demands_status ON demands (status);

  CREATE TABLE listings_seen (
    listing_id INTEGER PRIMARY KEY,
    first_seen_at INTEGER NOT NULL
  );

  CREATE TABLE alert_matches (
    demand_id INTEGER NOT NULL REFERENCES demands (id),
    listing_id INTEGER NOT NULL,
    found_at INTEGER NOT NULL,
    outbox_id INTEGER REFERENCES outbox (id),
    PRIMARY KEY (demand_id, listing_id)
  ) WITHOUT ROWID;
  CREATE INDEX alert_matches_waiting ON alert_matches (demand_id) WHERE outbox_id IS NULL;

  ALTER TABLE outbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
  `,
  // 4: bounded tables (issue 18). A submission's mails are found without scanning the outbox
  // (and deleting a submission checks its foreign key by index); expired Idempotency-Keys
  // are deleted by age (server/forms/store.ts).
  `
  CREATE INDEX outbox_submission ON outbox (submission_id);
  CREATE INDEX idempotency_created ON idempotency (created_at);
  `,
  // 5: mails to an address a visitor typed (a friend's, a confirmation's), counted per address
  // and Belgian day so a stranger cannot make the agency mail one address without end
  // (issue 18). The address is kept only as its SHA-256; days before today are deleted.
  `
  CREATE TABLE recipient_day (
    address_hash TEXT NOT NULL,
    day TEXT NOT NULL,
    mails INTEGER NOT NULL,
    PRIMARY KEY (address_hash, day)
  ) WITHOUT ROWID;
  `,
  // 6: a saved search carries every criterion of the list it was saved from (issue 20): living
  // and plot area at least (m²), EPC at most (a letter a-g), lift and new build. A search saved
  // before asked none of them: NULL and 0 mean "not asked", so it matches as it did.
  `
  ALTER TABLE demands ADD COLUMN min_living INTEGER;
  ALTER TABLE demands ADD COLUMN min_plot INTEGER;
  ALTER TABLE demands ADD COLUMN epc TEXT;
  ALTER TABLE demands ADD COLUMN lift INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE demands ADD COLUMN new_build INTEGER NOT NULL DEFAULT 0;
  `,
  // 7: several instances on one database (issue 22). What each process kept for itself is
  // shared here: the form and token rate limits (one row a hit, swept by age), the generated
  // keys (captcha, device cookies) when no environment variable names them, and the uploaded
  // files themselves, written in the submission's own transaction.
  `
  CREATE TABLE rate_hits (
    key TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX rate_hits_key ON rate_hits (key, at);

  CREATE TABLE server_keys (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE upload_files (
    stored_name TEXT PRIMARY KEY,
    content BLOB NOT NULL
  );
  `,
  // 8: every lead handed to the agency's CRM (issue 33): one row per CRM call, written in the
  // submission's transaction, claimed with a lease like the outbox's mails, done only once the
  // CRM said so. `secret` holds what must not stay readable (the demand register's password,
  // sealed), and is emptied once the job ends.
  `
  CREATE TABLE crm_jobs (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER REFERENCES submissions (id),
    endpoint TEXT NOT NULL,
    params TEXT NOT NULL,
    secret TEXT,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'refused')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until INTEGER,
    last_error TEXT,
    done_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX crm_jobs_due ON crm_jobs (status, next_attempt_at);
  `,
  // 9: owners who exist only in the agency's CRM (issue 33) get a row for their session: its
  // crm_person_id is the CRM's PersonID, its password_hash the marker '!crm' that no password
  // matches (the CRM checks the password; the site never keeps it).
  `
  ALTER TABLE owners ADD COLUMN crm_person_id INTEGER;
  `,
  // 10: jobs that run once a day on whichever instance gets there first (issue 35): the last
  // run of each, claimed under a lock (server/privacy/retention.ts).
  `
  CREATE TABLE job_runs (
    name TEXT PRIMARY KEY,
    last_run_at INTEGER NOT NULL
  );
  `,
  // 11: the leads inbox (issue 35): what the agency did with each request (new, progress,
  // handled), its note, who and when; the list is read newest first, by listing and by state.
  `
  ALTER TABLE submissions ADD COLUMN handling TEXT NOT NULL DEFAULT 'new';
  ALTER TABLE submissions ADD COLUMN handling_note TEXT;
  ALTER TABLE submissions ADD COLUMN handled_by TEXT;
  ALTER TABLE submissions ADD COLUMN handled_at INTEGER;
  CREATE INDEX submissions_subject ON submissions (subject, id);
  CREATE INDEX submissions_handling ON submissions (handling, id);
  CREATE INDEX submissions_created ON submissions (created_at);
  `,
  // 12: the back office's staff (issue 35, docs/BACKOFFICE.md): members with a role, a password
  // and an authenticator (the secret until confirmed, and the last time step used, which refuses a
  // code twice); their sessions (pending until the code, then full); one-time set-password links and
  // recovery codes, stored hashed; and the audit log of every staff action. The e-mail is stored
  // lower-case, so UNIQUE cannot be fooled by capitals.
  `
  CREATE TABLE staff (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
    name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('admin', 'agent')),
    lng TEXT NOT NULL,
    password_hash TEXT,
    password_changed_at INTEGER,
    totp_secret TEXT,
    totp_pending_secret TEXT,
    totp_last_step INTEGER,
    active INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE staff_sessions (
    id_hash TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    created_at INTEGER NOT NULL,
    seen_at INTEGER NOT NULL,
    mfa_done INTEGER NOT NULL DEFAULT 0,
    code_failures INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

  CREATE TABLE staff_links (
    token_hash TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'password')),
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX staff_links_staff ON staff_links (staff_id);

  CREATE TABLE staff_recovery_codes (
    id INTEGER PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    code_hash TEXT NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id, code_hash);

  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    staff_id INTEGER REFERENCES staff (id),
    actor_email TEXT,
    action TEXT NOT NULL,
    target TEXT,
    address TEXT,
    detail TEXT
  );
  `,
  // 13: owners the back office manages (issue 35): deactivated owners keep their row and
  // listings but cannot log in; an invited owner has no password yet (server/owners/manage.ts).
  `
  ALTER TABLE owners ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
  `,
  // 14: visiting hours the back office sets (issue 35): the slots of each weekday, and a
  // listing's days that differ (server/visits/schedule.ts). Without rows, the site's defaults.
  `
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
  `,
  // 15: releases shared through the database (issue 36, docs/LIVE_CATALOGUE.md, "Several
  // instances"): each published file once, by its sha256; each release's files by name; the
  // photo variants shared by all; the release each build serves. Filled only with PostgreSQL
  // (several machines); SQLite has the tables so both schemas stay one.
  `
  CREATE TABLE release_blobs (
    hash TEXT PRIMARY KEY,
    body BLOB NOT NULL,
    size INTEGER NOT NULL
  );

  CREATE TABLE releases (
    id TEXT PRIMARY KEY,
    base TEXT NOT NULL,
    record TEXT NOT NULL,
    created_at INTEGER NOT NULL
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
    created_at INTEGER NOT NULL
  );
  CREATE INDEX release_variants_hash ON release_variants (hash);

  CREATE TABLE release_current (
    base TEXT PRIMARY KEY,
    release_id TEXT NOT NULL,
    published_at INTEGER NOT NULL
  );
  `,
];
