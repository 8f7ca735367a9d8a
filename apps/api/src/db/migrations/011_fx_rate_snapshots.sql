-- Mid rates as the rate source gave them, kept so the exchange page can chart a pair over 30 days. One row per
-- currency per slot, in units per 1 EUR (the reference table's base); a pair's rate is the ratio of two rows.
CREATE TABLE fx_rate_snapshots (
  taken_at timestamptz NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  per_eur numeric NOT NULL CHECK (per_eur > 0),
  PRIMARY KEY (taken_at, currency)
);
-- Old snapshots are pruned by taken_at.
CREATE INDEX fx_rate_snapshots_currency_idx ON fx_rate_snapshots (currency, taken_at);
