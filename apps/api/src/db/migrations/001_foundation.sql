-- Clients (businesses), their users, sessions and the sign-in machinery.
CREATE TABLE clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_name text NOT NULL,
  client_label text,
  portal_type text NOT NULL DEFAULT 'SME',
  acquisition_type text,
  client_country text NOT NULL,
  client_legal_entity text NOT NULL,
  institution_type text,
  engagement_type text,
  status text NOT NULL,
  license_type text,
  is_active boolean NOT NULL DEFAULT true,
  is_api_payout_approval_required boolean NOT NULL DEFAULT false,
  client_base_currency text NOT NULL,
  utc_offset text NOT NULL DEFAULT '+08:00',
  auto_reversal_days integer,
  default_bookfx_type text,
  is_auto_book_fx boolean NOT NULL DEFAULT false,
  lock_and_hold_fx boolean NOT NULL DEFAULT false,
  supplier_payments_customer boolean NOT NULL DEFAULT false,
  topup_currency text,
  topup_pricing numeric,
  autosweep_bank_account jsonb,
  wallet_variant boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  password_hash text NOT NULL,
  is_password_generated boolean NOT NULL DEFAULT false,
  roles text[] NOT NULL DEFAULT '{}',
  menus text[] NOT NULL DEFAULT '{}',
  referral_code text,
  is_active boolean NOT NULL DEFAULT true,
  is_approver boolean NOT NULL DEFAULT false,
  is_maker boolean NOT NULL DEFAULT false,
  uses_alternate_frontend boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_client_idx ON users (client_id);

-- Only the SHA-256 of the session token is stored; the cookie holds the token itself.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ended_reason text CHECK (ended_reason IN ('logout', 'concurrent_login', 'idle', 'expired'))
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE ended_at IS NULL;

CREATE TABLE login_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  code_hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX login_codes_user_idx ON login_codes (user_id, created_at DESC);

CREATE TABLE password_resets (
  token uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Attempts counted per key (account or IP) in fixed windows; kept in PostgreSQL so every API process sees them.
CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);

CREATE TABLE mail_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE feature_flags (
  feature text PRIMARY KEY,
  enabled boolean NOT NULL,
  meta_data jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE user_traits (
  client_id uuid NOT NULL REFERENCES clients(id),
  trait_key text NOT NULL,
  trait_value text NOT NULL,
  PRIMARY KEY (client_id, trait_key)
);
