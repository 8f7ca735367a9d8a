-- The MYR daily limit (spec §9) counts a bulk batch from the moment it is paid. Its payouts are written later, a chunk
-- at a time, by its job; until they all are, the batch's own total stands in for them: daily_limit_myr is what its
-- rows count together (set in the pay call's transaction, under the business's daily-limit lock), pay_started_at when.
-- While the batch is payout_in_progress its total counts and its payouts written so far do not (no double count);
-- once it leaves that status, its payouts count as any other (rows left out count nothing).
ALTER TABLE batches ADD COLUMN daily_limit_myr int8, ADD COLUMN pay_started_at timestamptz;
