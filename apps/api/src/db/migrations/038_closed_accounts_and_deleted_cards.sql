-- 036 continued. An exchange moves money out of one account and into another, and a card withdrawal into one: a
-- closed account takes part in neither, whatever the order of the close and the insert (same FOR KEY SHARE as 036;
-- forward contracts settle through an exchange, so they are covered too).
CREATE OR REPLACE FUNCTION refuse_closed_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accounts uuid[];
  closed uuid;
BEGIN
  -- One statement a table: PL/pgSQL resolves a NEW field only where it runs, and each table has its own.
  IF TG_TABLE_NAME = 'payouts' THEN
    accounts := ARRAY[NEW.source_account_id];
  ELSIF TG_TABLE_NAME = 'exchanges' THEN
    accounts := ARRAY[NEW.source_account_id, NEW.destination_account_id];
  ELSE
    accounts := ARRAY[NEW.currency_account_id];
  END IF;
  -- Every account locked (a close in progress is waited for), then read afresh: this statement sees what it committed.
  PERFORM 1 FROM currency_accounts a WHERE a.id = ANY(accounts) ORDER BY a.id FOR KEY SHARE;
  SELECT a.id INTO closed FROM currency_accounts a WHERE a.id = ANY(accounts) AND NOT a.is_active LIMIT 1;
  IF closed IS NOT NULL THEN
    RAISE EXCEPTION 'account % is closed: no % may be added to it', closed, TG_TABLE_NAME USING ERRCODE = 'L0006';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER exchanges_account_open BEFORE INSERT ON exchanges
  FOR EACH ROW EXECUTE FUNCTION refuse_closed_account();
CREATE TRIGGER card_withdrawals_account_open BEFORE INSERT ON card_withdrawals
  FOR EACH ROW EXECUTE FUNCTION refuse_closed_account();

-- A payout paid by a saved card the business deleted meanwhile would wait for a charge that can never be made (its
-- checker's approval refused for a card they do not own). Deleting a card locks its rows FOR UPDATE, then looks for
-- payments still to charge it (cards.service deleteCard); this takes FOR SHARE on the card's row, so one waits for
-- the other. A card kept for one payment (not saved) is retired by its charge, which may come before the payouts of a
-- batch are all written: only a deleted saved card is refused (L0007, CARD_NOT_FOUND).
CREATE FUNCTION refuse_deleted_card() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_deleted boolean;
BEGIN
  SELECT c.is_save_card AND NOT c.is_active INTO is_deleted FROM saved_cards c WHERE c.id = NEW.card_id FOR SHARE;
  IF is_deleted THEN
    RAISE EXCEPTION 'card % was deleted: no payout may be paid with it', NEW.card_id USING ERRCODE = 'L0007';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER payouts_card_kept BEFORE INSERT ON payouts
  FOR EACH ROW WHEN (NEW.card_id IS NOT NULL) EXECUTE FUNCTION refuse_deleted_card();
