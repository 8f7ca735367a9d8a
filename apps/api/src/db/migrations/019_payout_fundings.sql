-- Payouts paid by card or by a transfer of the bank-transfer group (issue 10, the send flow's payment methods): the
-- money comes in through a funding (type FUNDING) linked to the payouts it pays; when it arrives, the account is
-- credited and the payouts' holds are booked in the same transaction (modules/payouts/payout-funding.service.ts).

-- The funding paying for the payout (one for a whole group send), once it exists: at creation, or at approval under
-- maker/checker. The card chosen for it, kept for a charge made at approval. funding_group: the payouts created
-- together (one createPayout, or one createGroupPayout), which one funding pays for.
ALTER TABLE payouts ADD COLUMN funding_id uuid REFERENCES fundings(id);
ALTER TABLE payouts ADD COLUMN card_id uuid REFERENCES saved_cards(id);
ALTER TABLE payouts ADD COLUMN funding_group uuid;
ALTER TABLE payouts ADD CONSTRAINT payouts_card CHECK ((deposit_method = 'creditCard') = (card_id IS NOT NULL));
ALTER TABLE payouts ADD CONSTRAINT payouts_wallet_unfunded CHECK (funding <> 'WALLET' OR funding_id IS NULL);
CREATE INDEX payouts_funding_idx ON payouts (funding_id) WHERE funding_id IS NOT NULL;

-- A transfer paying for payouts is awaited until then (three days, or the payouts' earliest rate lock); NULL: for as
-- long as it takes (adding money, a card).
ALTER TABLE fundings ADD COLUMN expires_at timestamptz;
