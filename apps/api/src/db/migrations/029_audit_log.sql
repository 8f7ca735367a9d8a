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
