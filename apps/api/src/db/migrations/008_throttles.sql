-- Rate-limit counters carry their own expiry so a clean-up job can drop them without knowing each rule.
ALTER TABLE rate_limit_hits ADD COLUMN expires_at timestamptz;
UPDATE rate_limit_hits SET expires_at = window_start + interval '1 day' WHERE expires_at IS NULL;
ALTER TABLE rate_limit_hits ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX rate_limit_hits_expires_at ON rate_limit_hits (expires_at);

-- Growing delays after repeated failures under one key (an account from one source, or one source alone):
-- they slow whoever keeps failing instead of locking the account for everyone.
CREATE TABLE failure_throttles (
  key text PRIMARY KEY CHECK (length(key) <= 400),
  failures integer NOT NULL CHECK (failures > 0),
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX failure_throttles_expires_at ON failure_throttles (expires_at);
