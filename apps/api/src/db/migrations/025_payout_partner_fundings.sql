-- Payouts paid by ACH direct debit or FPX (issue 10): their funding is an ACH or FPX funding like adding money's.
-- An ACH payout names the linked bank account debited, kept for a debit asked at approval under maker/checker.
ALTER TABLE payouts ADD COLUMN ach_account_id uuid REFERENCES ach_bank_accounts(id);
ALTER TABLE payouts ADD CONSTRAINT payouts_ach_account CHECK ((deposit_method = 'ach') = (ach_account_id IS NOT NULL));
