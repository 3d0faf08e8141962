-- Who did what in the back office: one row per write (prices, stock, bikes, shop listing, order comments, coupons,
-- leads), with the admin's user name, the subject and the values before and after (issue 22 item 6).

create table audit_log (
  id uuid primary key,
  at timestamptz not null,
  -- The Magento admin user name of the session that made the change ('system' for the retention purge).
  actor text not null,
  -- What was done, e.g. 'part.update', 'order.comment', 'coupon.create', 'lead.delete'.
  action text not null,
  subject_type text not null,
  subject_id text not null,
  before jsonb,
  after jsonb
);
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_subject_idx on audit_log (subject_type, subject_id, at desc);
create index audit_log_actor_idx on audit_log (actor, at desc);
