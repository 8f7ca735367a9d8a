-- Idempotency-Key records for requests that move money. The key is inserted first (so a concurrent retry
-- waits on it) and its response stored before commit, in the same transaction as the effect: a key is
-- visible exactly when its effect committed, and never without its response.
CREATE TABLE idempotency_keys (
  client_id uuid NOT NULL REFERENCES clients(id),
  key text NOT NULL,
  request_hash text NOT NULL,
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
