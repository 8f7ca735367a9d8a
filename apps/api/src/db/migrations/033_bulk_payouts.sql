-- Bulk payments (issue 12), paying a batch (027_batches.sql has the batch, its rows and its held rates).

-- Each payout of a batch names its batch and the row of the file it came from. The unique (batch, row) pair is the
-- payouts module's own guard that creating a batch's payouts is safe to run again after a crash: a row already paid
-- is never paid twice, whatever chunk or process runs it (batch_rows.payout_id links it back).
ALTER TABLE payouts ADD COLUMN batch_id uuid;
ALTER TABLE payouts ADD COLUMN batch_row_index integer CHECK (batch_row_index >= 0);
ALTER TABLE payouts ADD CONSTRAINT payouts_batch_row CHECK ((batch_id IS NULL) = (batch_row_index IS NULL));
CREATE UNIQUE INDEX payouts_batch_row_uq ON payouts (batch_id, batch_row_index) WHERE batch_id IS NOT NULL;

-- How a batch is paid, kept for the job that creates its payouts: who paid it (the maker of its payouts, who may not
-- be its uploader), and the saved card or linked ACH account its funding charges.
ALTER TABLE batches ADD COLUMN paid_by uuid REFERENCES users(id);
ALTER TABLE batches ADD COLUMN card_id uuid REFERENCES saved_cards(id);
ALTER TABLE batches ADD COLUMN ach_account_id uuid REFERENCES ach_bank_accounts(id);
