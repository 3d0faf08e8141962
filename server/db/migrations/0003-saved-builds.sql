-- Bikes customers configured and saved to their account (issue 23 item 6, decision 032). Magento has no place for a
-- saved configuration, so the server keeps it, keyed by the Magento customer id of the session. A build is the
-- configurator's own link state (the bundle SKU and the `o` value of configurator.url.ts) and the price it had then.

create table saved_builds (
  id uuid primary key,
  -- Magento's customer entity id (from /V1/customers/me at login); no other personal data is kept here.
  customer_id integer not null,
  name text not null,
  sku text not null,
  configuration text not null,
  price_cents integer not null,
  saved_at timestamptz not null
);
create index saved_builds_customer_idx on saved_builds (customer_id, saved_at desc, id);
