-- Lines no code path can cross, behind the API's own checks (AMOUNT_CEILING_MAJOR, known trait keys).
-- A business account holds at most 10^17 minor units, counting credits on their way; the API refuses at a
-- tenth of that or less. Balances of house accounts are the other side of business balances, so no single business
-- can move one of them anywhere near the int8 limit (2^63 ≈ 9.2 × 10^18).
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_client_ceiling
  CHECK (kind <> 'CLIENT' OR balance + pending_credits <= 100000000000000000);

-- Traits are read on every page load: keys and values stay short.
ALTER TABLE user_traits ADD CONSTRAINT user_traits_bounded
  CHECK (char_length(trait_key) <= 64 AND char_length(trait_value) <= 256);
