-- Marketing form submissions (leads), their uploaded files and the outbox of notification mails.

create table form_submissions (
  id uuid primary key,
  form text not null,
  status text not null default 'new' check (status in ('new', 'in_progress', 'done', 'spam')),
  locale text not null check (locale in ('nl', 'en', 'de')),
  -- The visitor's fields as validated (for spam: as sent, clipped).
  payload jsonb not null,
  -- HMAC of the visitor's IP address (never the address itself): spots repeated spam without keeping personal data.
  ip_hash text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index form_submissions_created_idx on form_submissions (created_at desc, id desc);
create index form_submissions_form_status_idx on form_submissions (form, status, created_at desc);

-- Uploads live in the database so that every server instance can serve them and a backup holds everything.
create table form_files (
  id uuid primary key,
  submission_id uuid not null references form_submissions (id) on delete cascade,
  field text not null,
  file_name text not null,
  content_type text not null,
  size_bytes integer not null,
  sha256 text not null,
  content bytea not null,
  created_at timestamptz not null,
  unique (submission_id, field)
);

-- Written in the same transaction as the submission; a worker sends and marks it (at least once, with backoff).
create table outbox (
  id uuid primary key,
  kind text not null,
  payload jsonb not null,
  attempts integer not null default 0,
  -- Also the lease: a worker that claims a row moves this forward, so no other instance takes it meanwhile.
  next_attempt_at timestamptz not null,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null
);
create index outbox_due_idx on outbox (next_attempt_at) where sent_at is null;
