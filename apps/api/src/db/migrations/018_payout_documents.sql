-- Supporting documents of a payout (spec §7 transaction/document): an invoice or a contract the business uploads in
-- the send flow, then names in createPayout, which attaches it to the payout it creates. Its type checked by content
-- before it is stored here; kept in the database like the FX hedging documents (at most 10 MB, a few per payout).
-- An upload never attached is purged after a day (payouts.jobs.ts payout.documents-purge).
CREATE TABLE payout_documents (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  uploaded_by uuid NOT NULL REFERENCES users(id),
  uploaded_at timestamptz NOT NULL,
  -- Set once, by the createPayout that names it (`position`: its place in the request's list, the order the payout
  -- shows them in); an attached document is never deleted.
  payout_id uuid REFERENCES payouts(id),
  position smallint CHECK (position BETWEEN 1 AND 5),
  attached_at timestamptz,
  CONSTRAINT payout_documents_size CHECK (octet_length(content) = size_bytes),
  CONSTRAINT payout_documents_attached CHECK ((payout_id IS NULL) = (attached_at IS NULL) AND (payout_id IS NULL) = (position IS NULL))
);
CREATE INDEX payout_documents_payout_idx ON payout_documents (client_id, payout_id, position)
  WHERE payout_id IS NOT NULL;
-- The purge job: unattached uploads, oldest first.
CREATE INDEX payout_documents_unattached_idx ON payout_documents (uploaded_at) WHERE payout_id IS NULL;
