-- A second factor that is not the mailbox: an authenticator app (TOTP) with recovery codes, passkeys (WebAuthn), and
-- each business's policy on them. Owned by modules/mfa.

-- One authenticator app per user. confirmed_at is null while it is being set up (a code from the app confirms it);
-- last_step is the RFC 6238 time step of the last code accepted, so no code is accepted twice.
CREATE TABLE user_totp (
  user_id uuid PRIMARY KEY REFERENCES users(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0
);

-- Recovery codes, shown once: only their SHA-256 is kept (each carries 50 random bits). One use each.
CREATE TABLE user_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  code_hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT user_recovery_codes_hash_uq UNIQUE (user_id, code_hash)
);
CREATE INDEX user_recovery_codes_live_idx ON user_recovery_codes (user_id) WHERE used_at IS NULL;

-- Passkeys. A credential id is unique across all users: one registered to someone else is refused.
CREATE TABLE user_passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  device_type text NOT NULL,
  is_backed_up boolean NOT NULL DEFAULT false,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX user_passkeys_user_idx ON user_passkeys (user_id);

-- WebAuthn challenges, kept on the server: single use (used_at) and short-lived (expires_at). A registration
-- challenge belongs to the user who asked for it; a sign-in challenge to nobody yet.
CREATE TABLE webauthn_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
  user_id uuid REFERENCES users(id),
  challenge text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT webauthn_challenges_register_user CHECK ((purpose = 'register') = (user_id IS NOT NULL))
);
CREATE INDEX webauthn_challenges_expiry_idx ON webauthn_challenges (expires_at);

-- The business's sign-in policy (no row: nothing required, emailed codes allowed).
CREATE TABLE client_sign_in_policies (
  client_id uuid PRIMARY KEY REFERENCES clients(id),
  policy text NOT NULL DEFAULT 'OFF' CHECK (policy IN ('OFF', 'ALL_USERS', 'APPROVERS')),
  is_email_code_allowed boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users(id)
);
