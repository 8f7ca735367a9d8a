-- Durable jobs (pg-boss keeps its own tables in the pgboss schema, installed by db/migrate.ts).

-- The sandbox bank's delayed verdict: when it is due. A settlement job is queued for that time in the same
-- transaction as the payment; the sweep job settles any RECEIVED payment past its due time whose job was lost
-- with a crashed worker. A payment the bank HELD has its due time cleared, so the sweep leaves it alone.
ALTER TABLE incoming_payments ADD COLUMN settle_due_at timestamptz;
CREATE INDEX incoming_payments_settle_due_idx ON incoming_payments (settle_due_at)
  WHERE status = 'RECEIVED' AND settle_due_at IS NOT NULL;

-- A pending transfer may carry an expiry: once it passes, a job voids the transfer and the reservation is
-- released. Transfers never change, so the expiry is written with the transfer and only a PENDING one has it.
ALTER TABLE ledger_transfers ADD COLUMN expires_at timestamptz;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_expiry_is_pending
  CHECK (expires_at IS NULL OR status = 'PENDING');

-- The pending transfers that have an expiry and are not resolved yet, kept by the ledger's own trigger: the
-- expiry job reads this short list instead of scanning every transfer that ever had an expiry.
CREATE TABLE ledger_pending_expiries (
  pending_id uuid PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX ledger_pending_expiries_due_idx ON ledger_pending_expiries (expires_at);

CREATE FUNCTION ledger_track_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pending_id IS NOT NULL THEN
    DELETE FROM ledger_pending_expiries WHERE pending_id = NEW.pending_id;
  ELSE
    INSERT INTO ledger_pending_expiries (pending_id, expires_at) VALUES (NEW.id, NEW.expires_at);
  END IF;
  RETURN NULL;
END $$;

-- AFTER, like ledger_transfers_apply: a replay skipped by ON CONFLICT (id) DO NOTHING changes nothing here either.
CREATE TRIGGER ledger_transfers_expiry AFTER INSERT ON ledger_transfers
  FOR EACH ROW WHEN (NEW.expires_at IS NOT NULL OR NEW.pending_id IS NOT NULL)
  EXECUTE FUNCTION ledger_track_expiry();

-- Only the ledger's trigger writes the list, so no transfer can lose its expiry by a stray statement.
CREATE TRIGGER ledger_pending_expiries_only_by_transfer BEFORE INSERT OR UPDATE OR DELETE ON ledger_pending_expiries
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_pending_expiries_no_truncate BEFORE TRUNCATE ON ledger_pending_expiries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
