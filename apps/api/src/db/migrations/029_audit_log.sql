-- The audit log: every security and money decision, written in the same transaction as the change it records.
-- One hash chain per business (chain_id = the client id; the nil uuid for what belongs to no business, such as a
-- failed sign-in for an unknown email), so appends of different businesses never queue on one lock. Each row carries
-- the hash of the row before it in its chain (SHA-256 over prev_hash and a canonical serialisation of the row,
-- computed by modules/audit/audit-hash.ts), so a changed, inserted or deleted row breaks the chain and
-- `npm run audit:verify -w @corridor/api` names it.

-- The head of each chain: its last sequence number and hash. Appending locks this row until the commit, which is
-- what keeps one chain's rows in order; the verifier also compares it with the last row, so a deleted tail shows.
CREATE TABLE audit_chains (
  chain_id uuid PRIMARY KEY,
  last_seq bigint NOT NULL DEFAULT 0 CHECK (last_seq >= 0),
  last_hash bytea NOT NULL DEFAULT '\x0000000000000000000000000000000000000000000000000000000000000000'
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id uuid NOT NULL,
  seq bigint NOT NULL CHECK (seq >= 1),
  at timestamptz NOT NULL,
  -- The business the row belongs to (null on the system chain).
  client_id uuid,
  -- Who did it: a user, or nobody (the system, a job, a stranger who typed a wrong password for an unknown email).
  actor_user_id uuid,
  actor_name text,
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  outcome text NOT NULL CHECK (outcome IN ('success', 'failure')),
  target_type text,
  target_id text,
  ip text,
  -- What else the decision depended on (amounts as strings of minor units, never secrets).
  details jsonb NOT NULL DEFAULT '{}',
  prev_hash bytea NOT NULL,
  hash bytea NOT NULL,
  CONSTRAINT audit_log_chain_seq_uq UNIQUE (chain_id, seq),
  CONSTRAINT audit_log_system_chain CHECK (chain_id = COALESCE(client_id, '00000000-0000-0000-0000-000000000000'))
);
-- The admin view pages one business's rows, newest first, filtered by actor, action and date.
CREATE INDEX audit_log_client_at_idx ON audit_log (client_id, at DESC, id DESC);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on audit_log is not allowed: the audit log only grows', TG_OP USING ERRCODE = 'L0005';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- A chain's head only moves forward, one row at a time, and is never removed.
CREATE FUNCTION audit_chains_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR NEW.chain_id <> OLD.chain_id OR NEW.last_seq <> OLD.last_seq + 1 THEN
    RAISE EXCEPTION '% on audit_chains is not allowed: a chain only grows by one row', TG_OP USING ERRCODE = 'L0005';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER audit_chains_forward BEFORE UPDATE OR DELETE ON audit_chains
  FOR EACH ROW EXECUTE FUNCTION audit_chains_forward_only();
CREATE TRIGGER audit_chains_no_truncate BEFORE TRUNCATE ON audit_chains
  FOR EACH STATEMENT EXECUTE FUNCTION audit_chains_forward_only();

-- Appends one row in one round trip: locks the chain's head (creating it on the chain's first row), takes the next
-- seq, hashes and writes the row, moves the head. The hash is SHA-256 over the previous hash (hex), a newline and the
-- row's canonical JSON array, which the caller hands over in two pieces around the seq it cannot know:
-- json_head || '"' || seq || '"' || json_tail (modules/audit/audit-hash.ts builds them and verifies the same way).
CREATE FUNCTION audit_append(
  p_chain_id uuid, p_at timestamptz, p_client_id uuid, p_actor_user_id uuid, p_actor_name text, p_action text,
  p_outcome text, p_target_type text, p_target_id text, p_ip text, p_details jsonb, p_json_head text, p_json_tail text
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_seq bigint;
  v_prev bytea;
  v_hash bytea;
BEGIN
  SELECT last_seq, last_hash INTO v_seq, v_prev FROM audit_chains WHERE chain_id = p_chain_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO audit_chains (chain_id) VALUES (p_chain_id) ON CONFLICT (chain_id) DO NOTHING;
    SELECT last_seq, last_hash INTO v_seq, v_prev FROM audit_chains WHERE chain_id = p_chain_id FOR UPDATE;
  END IF;
  v_seq := v_seq + 1;
  v_hash := sha256(convert_to(
    encode(v_prev, 'hex') || E'\n' || p_json_head || '"' || v_seq::text || '"' || p_json_tail, 'UTF8'));
  INSERT INTO audit_log (chain_id, seq, at, client_id, actor_user_id, actor_name, action, outcome, target_type,
    target_id, ip, details, prev_hash, hash)
  VALUES (p_chain_id, v_seq, p_at, p_client_id, p_actor_user_id, p_actor_name, p_action, p_outcome, p_target_type,
    p_target_id, p_ip, p_details, v_prev, v_hash);
  UPDATE audit_chains SET last_seq = v_seq, last_hash = v_hash WHERE chain_id = p_chain_id;
  RETURN v_seq;
END $$;
