-- A business's contacts (beneficiaries, spec §3): whom it pays, in which corridor, with their bank details.
-- The corridor's columns are what payouts read; every other field is kept in `details`, checked against the
-- corridor's schema (packages/domain beneficiaries/) before it is written. Deleting a contact marks it DELETED and
-- keeps it, so past payments still name it.
CREATE TABLE beneficiaries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DELETED')),
  beneficiary_country_code text NOT NULL CHECK (beneficiary_country_code ~ '^[A-Z]{2}$'),
  destination_country text NOT NULL CHECK (destination_country ~ '^[A-Z]{2}$'),
  destination_currency text NOT NULL CHECK (destination_currency ~ '^[A-Z]{3}$'),
  payout_method text NOT NULL CHECK (payout_method IN ('LOCAL', 'SWIFT')),
  beneficiary_account_type text NOT NULL CHECK (beneficiary_account_type IN ('COMPANY', 'INDIVIDUAL')),
  beneficiary_name text NOT NULL CHECK (length(beneficiary_name) BETWEEN 1 AND 200),
  beneficiary_email text NOT NULL CHECK (length(beneficiary_email) BETWEEN 3 AND 200),
  -- NULL: in no group. Groups are just names shared by contacts (spec §3 beneficiary_group_name).
  group_name text CHECK (length(group_name) BETWEEN 1 AND 50),
  details jsonb NOT NULL CHECK (jsonb_typeof(details) = 'object'),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  CONSTRAINT beneficiaries_deleted_at CHECK ((status = 'DELETED') = (deleted_at IS NOT NULL))
);
-- The list pages by name within a business and status; groups are listed per business.
CREATE INDEX beneficiaries_client_name_idx ON beneficiaries (client_id, status, lower(beneficiary_name), id);
CREATE INDEX beneficiaries_client_group_idx ON beneficiaries (client_id, group_name) WHERE status = 'ACTIVE';
