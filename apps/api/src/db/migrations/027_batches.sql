-- Bulk payments (issue 12): a batch of up to BATCH_MAX_ROWS payouts uploaded as one CSV or XLSX file, validated row by
-- row, its rates held per currency pair, then paid. Statuses and moves: packages/domain batches/statuses.ts.

CREATE TABLE batches (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  -- BIZM_ + the upload's UTC time to the millisecond (spec §9); each payout of the batch carries it as batchId.
  reference text NOT NULL UNIQUE CHECK (reference ~ '^BIZM_[0-9]{17}$'),
  status text NOT NULL CHECK (status IN ('initiated', 'uploaded', 'validation_in_progress', 'validated',
    'validation_failed', 'fx_in_progress', 'fx_completed', 'payout_in_progress', 'pending', 'paid', 'payout_failed',
    'cancelled')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  file_format text NOT NULL CHECK (file_format IN ('csv', 'xlsx')),
  -- One source currency per file (MULTIPLE_SOURCE_CURRENCIES otherwise); the currency account it is paid from is
  -- found when paying.
  source_currency text NOT NULL CHECK (source_currency ~ '^[A-Z]{3}$'),
  -- The file's header row as it came (the error file repeats it).
  headers jsonb NOT NULL,
  row_count integer NOT NULL CHECK (row_count >= 0),
  valid_count integer NOT NULL DEFAULT 0 CHECK (valid_count >= 0),
  invalid_count integer NOT NULL DEFAULT 0 CHECK (invalid_count >= 0),
  excluded_count integer NOT NULL DEFAULT 0 CHECK (excluded_count >= 0),
  -- Live progress (spec §4 steps 2, 4, 7): what batchProgress.report stored last; read by a page that connects.
  progress_step smallint CHECK (progress_step IN (2, 4, 7)),
  progress_done integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
  progress_total integer NOT NULL DEFAULT 0 CHECK (progress_total >= 0),
  progress_at timestamptz,
  -- Paying (bulk-pay): how, the earliest expiry of its held rates, why it failed.
  deposit_method text,
  hold_expires_at timestamptz,
  failure_reason text,
  -- How many status moves it had: a job names the move it makes by it, so a retried job never moves it twice.
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT batches_counts CHECK (valid_count + invalid_count + excluded_count <= row_count)
);
CREATE INDEX batches_client_created_idx ON batches (client_id, created_at DESC, id DESC);
-- MAX_BATCH_LIMIT_REACHED counts the deployment's batches in flight.
CREATE INDEX batches_in_flight_idx ON batches (status)
  WHERE status IN ('initiated', 'uploaded', 'validation_in_progress', 'fx_in_progress', 'payout_in_progress');

-- A batch's rows: the cells as uploaded (header → text; the error file gives them back) and the errors the checks
-- found, per field. row_index is the row's place in the file (1 = the first row under the headers): a payout is
-- created for a row once, by (batch_id, row_index), and names it back by payout_id.
CREATE TABLE batch_rows (
  batch_id uuid NOT NULL REFERENCES batches(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients(id),
  row_index integer NOT NULL CHECK (row_index >= 1),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'valid', 'invalid', 'excluded')),
  data jsonb NOT NULL,
  errors jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(errors) = 'array'),
  -- What validation found for a valid row (review totals, paying): its corridor and priced amounts in minor units.
  destination_currency text CHECK (destination_currency ~ '^[A-Z]{3}$'),
  payout_method text CHECK (payout_method IN ('LOCAL', 'SWIFT')),
  source_amount bigint CHECK (source_amount >= 0),
  destination_amount bigint CHECK (destination_amount >= 0),
  fee_amount bigint CHECK (fee_amount >= 0),
  -- Paying (bulk-pay): the held rate the row converts at, the contact made for it, its payout.
  fx_hold_id uuid REFERENCES fx_holds(id),
  beneficiary_id uuid REFERENCES beneficiaries(id),
  payout_id uuid UNIQUE REFERENCES payouts(id),
  updated_at timestamptz NOT NULL,
  CONSTRAINT batch_rows_pk PRIMARY KEY (batch_id, row_index),
  -- A failing row says why; a valid one has nothing to say; a row left out keeps the errors it was left out for.
  CONSTRAINT batch_rows_errors CHECK (CASE status WHEN 'invalid' THEN jsonb_array_length(errors) > 0
    WHEN 'valid' THEN jsonb_array_length(errors) = 0 ELSE true END)
);
CREATE INDEX batch_rows_status_idx ON batch_rows (batch_id, status, row_index);

-- The rates held for a batch, one per currency pair (step 4, POST batch/{id}/hold-fx); a re-hold replaces them.
CREATE TABLE batch_fx_holds (
  batch_id uuid NOT NULL REFERENCES batches(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients(id),
  source_currency text NOT NULL CHECK (source_currency ~ '^[A-Z]{3}$'),
  destination_currency text NOT NULL CHECK (destination_currency ~ '^[A-Z]{3}$'),
  fx_hold_id uuid NOT NULL REFERENCES fx_holds(id),
  hold_expiry_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (batch_id, destination_currency)
);
