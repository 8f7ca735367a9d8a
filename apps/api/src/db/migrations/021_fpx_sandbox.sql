-- The sandbox FPX gateway's memory (apps/api/src/partners/fpx/sandbox.ts): the answer given on its bank page, the one
-- thing a stateless sandbox cannot derive. A real gateway keeps its own; this table is then unused. Outside
-- production only the sandbox page writes it; in production the page does not exist.
CREATE TABLE fpx_sandbox_payments (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  reference text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED')),
  bank_code text,
  fpx_transaction_id text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CONSTRAINT fpx_sandbox_decided CHECK ((status = 'PENDING') = (decided_at IS NULL))
);
