-- Settings (issue 13). Sessions remember what started them, so a user can tell their sessions apart (device from the
-- user agent, place from the address) and end any one; reasons for the new ways a session ends.
ALTER TABLE sessions
  ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 512),
  ADD COLUMN ip_address text CHECK (char_length(ip_address) <= 64);
ALTER TABLE sessions DROP CONSTRAINT sessions_ended_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_ended_reason_check CHECK (ended_reason IN (
  'logout', 'concurrent_login', 'idle', 'expired', 'signed_out', 'password_changed', 'deactivated'));
CREATE INDEX sessions_user_live_idx ON sessions (user_id, last_seen_at DESC) WHERE ended_at IS NULL;

-- Users managed in Settings: when they were deactivated and by whom, names bounded, pages by name.
ALTER TABLE users
  ADD COLUMN deactivated_at timestamptz,
  ADD COLUMN deactivated_by uuid REFERENCES users(id),
  ADD CONSTRAINT users_name_length CHECK (char_length(name) BETWEEN 1 AND 200);
CREATE INDEX users_client_page_idx ON users (client_id, is_active DESC, lower(name), id);

-- Verification of payee (spec §3): pay-out checks on for EUR unless the business turns them off.
ALTER TABLE clients ADD COLUMN beneficiary_verification_preference jsonb NOT NULL DEFAULT
  '{"pay_out_verification":{"currencies":{"EUR":true}},"pay_in_verification":{"currencies":{"EUR":false}}}'::jsonb;
