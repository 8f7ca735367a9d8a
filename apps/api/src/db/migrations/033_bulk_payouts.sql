-- Bulk payments (issue 12): the payouts a batch creates, and the rates held for it.

-- Each payout of a batch names its batch and the row of the file it came from. The unique (batch, row) pair is what
-- makes creating a batch's payouts safe to run again after a crash: a row already paid is never paid twice, whatever
-- chunk or process runs it. IF NOT EXISTS: the batch model (027) may have named the column first.
ALTER TABLE payouts ADD COLUMN IF NOT EXISTS batch_id uuid;
ALTER TABLE payouts ADD COLUMN IF NOT EXISTS batch_row_index integer CHECK (batch_row_index >= 0);
ALTER TABLE payouts ADD CONSTRAINT payouts_batch_row CHECK ((batch_id IS NULL) = (batch_row_index IS NULL));
CREATE UNIQUE INDEX payouts_batch_row_uq ON payouts (batch_id, batch_row_index) WHERE batch_id IS NOT NULL;

-- The rate held for each currency pair of a batch (POST batch/{id}/hold-fx): one FX hold per pair, the latest
-- replacing the one before (a re-hold after expiry). Paying uses them up; each payout copies its pair's rate.
CREATE TABLE batch_fx_holds (
  batch_id uuid NOT NULL,
  client_id uuid NOT NULL REFERENCES clients(id),
  source_currency text NOT NULL CHECK (source_currency ~ '^[A-Z]{3}$'),
  destination_currency text NOT NULL CHECK (destination_currency ~ '^[A-Z]{3}$'),
  fx_hold_id uuid NOT NULL REFERENCES fx_holds(id),
  held_at timestamptz NOT NULL,
  PRIMARY KEY (batch_id, source_currency, destination_currency)
);
CREATE INDEX batch_fx_holds_client_idx ON batch_fx_holds (client_id, batch_id);
