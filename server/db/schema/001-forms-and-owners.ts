/** Versions 1 and 2 of the schema (server/db/migrations.ts lists them all); never edit one, add a version. */
import type { Migration } from './dialect.ts';

// 1: the forms: each request a visitor sends and its uploads, the outbox of mails, the
// Idempotency-Keys, spent captcha answers, booked visits, the newsletter and saved searches.
export const forms: Migration = ({ BIGINT, ID }) => `
  CREATE TABLE submissions (
    id ${ID},
    kind TEXT NOT NULL,
    lng TEXT NOT NULL,
    subject TEXT,
    email TEXT,
    data TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('accepted', 'spam')),
    created_at ${BIGINT} NOT NULL
  );
  CREATE INDEX submissions_kind ON submissions (kind, created_at);
  CREATE INDEX submissions_email ON submissions (email);

  CREATE TABLE uploads (
    id ${ID},
    submission_id ${BIGINT} NOT NULL REFERENCES submissions (id),
    field TEXT NOT NULL,
    stored_name TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    bytes ${BIGINT} NOT NULL,
    original_name TEXT NOT NULL
  );

  CREATE TABLE outbox (
    id ${ID},
    submission_id ${BIGINT} REFERENCES submissions (id),
    role TEXT NOT NULL,
    to_address TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    attachments TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${BIGINT} NOT NULL,
    lease_until ${BIGINT},
    last_error TEXT,
    sent_at ${BIGINT},
    created_at ${BIGINT} NOT NULL
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

  CREATE TABLE idempotency (
    key TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at ${BIGINT} NOT NULL
  );

  CREATE TABLE captcha_used (
    signature TEXT PRIMARY KEY,
    expires_at ${BIGINT} NOT NULL
  );

  CREATE TABLE appointments (
    id ${ID},
    submission_id ${BIGINT} NOT NULL REFERENCES submissions (id),
    subject TEXT NOT NULL,
    day TEXT NOT NULL,
    slot TEXT NOT NULL,
    UNIQUE (subject, day, slot)
  );

  CREATE TABLE newsletter (
    email TEXT PRIMARY KEY,
    lng TEXT NOT NULL,
    first_name TEXT,
    subscribed_at ${BIGINT},
    unsubscribed_at ${BIGINT}
  );

  CREATE TABLE demands (
    id ${ID},
    submission_id ${BIGINT} NOT NULL REFERENCES submissions (id),
    email TEXT NOT NULL,
    lng TEXT NOT NULL,
    goal TEXT NOT NULL,
    types TEXT NOT NULL,
    zones TEXT NOT NULL,
    min_price ${BIGINT},
    max_price ${BIGINT},
    bedrooms INTEGER,
    bathrooms INTEGER,
    garages INTEGER,
    parking INTEGER NOT NULL,
    terrace INTEGER NOT NULL,
    garden INTEGER NOT NULL,
    password_hash TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active',
    created_at ${BIGINT} NOT NULL
  );
  CREATE INDEX demands_email ON demands (email);
  `;

// 2: the owner portal (issue 6): owners and what they own, what happened around each
// property, sessions, login throttling, password resets, and anonymous visit counts.
export const ownerPortal: Migration = ({ BIGINT, BLOB, ID, WITHOUT_ROWID }) => `
  CREATE TABLE owners (
    id ${ID},
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    lng TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at ${BIGINT} NOT NULL,
    password_changed_at ${BIGINT} NOT NULL
  );

  CREATE TABLE owner_properties (
    property_id ${BIGINT} PRIMARY KEY,
    owner_id ${BIGINT} NOT NULL REFERENCES owners (id),
    source TEXT NOT NULL,
    since TEXT NOT NULL
  );
  CREATE INDEX owner_properties_owner ON owner_properties (owner_id);

  CREATE TABLE property_calendar (
    id ${ID},
    property_id ${BIGINT} NOT NULL,
    at ${BIGINT} NOT NULL,
    kind TEXT NOT NULL,
    contact TEXT,
    status TEXT NOT NULL,
    note TEXT
  );
  CREATE INDEX property_calendar_property ON property_calendar (property_id, at);

  CREATE TABLE property_communications (
    id ${ID},
    property_id ${BIGINT} NOT NULL,
    at ${BIGINT} NOT NULL,
    kind TEXT NOT NULL,
    contact TEXT NOT NULL,
    subject TEXT NOT NULL,
    comment TEXT,
    status TEXT NOT NULL
  );
  CREATE INDEX property_communications_property ON property_communications (property_id, at);

  CREATE TABLE property_media (
    id ${ID},
    property_id ${BIGINT} NOT NULL,
    portal TEXT NOT NULL,
    published_on TEXT NOT NULL,
    url TEXT NOT NULL
  );
  CREATE INDEX property_media_property ON property_media (property_id);

  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    owner_id ${BIGINT} NOT NULL REFERENCES owners (id),
    created_at ${BIGINT} NOT NULL,
    seen_at ${BIGINT} NOT NULL
  );
  CREATE INDEX sessions_owner ON sessions (owner_id);

  CREATE TABLE login_failures (
    id ${ID},
    account TEXT NOT NULL,
    address TEXT NOT NULL,
    device TEXT,
    at ${BIGINT} NOT NULL
  );
  CREATE INDEX login_failures_account ON login_failures (account, at);
  CREATE INDEX login_failures_address ON login_failures (address, at);

  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    owner_id ${BIGINT} NOT NULL REFERENCES owners (id),
    created_at ${BIGINT} NOT NULL,
    expires_at ${BIGINT} NOT NULL,
    used_at ${BIGINT}
  );

  CREATE TABLE visits_daily (
    property_id ${BIGINT} NOT NULL,
    day TEXT NOT NULL,
    views ${BIGINT} NOT NULL,
    visitors ${BIGINT} NOT NULL,
    PRIMARY KEY (property_id, day)
  )${WITHOUT_ROWID};

  CREATE TABLE visit_salts (
    day TEXT PRIMARY KEY,
    salt ${BLOB} NOT NULL
  );

  CREATE TABLE visit_seen (
    day TEXT NOT NULL,
    hash ${BLOB} NOT NULL,
    PRIMARY KEY (day, hash)
  )${WITHOUT_ROWID};
  `;
