-- Requests for information (issue 11): the documents a business sends with its answer to compliance's request about
-- a payout. The request itself and the answer's words live on the payout (its RFI_* events, rfi_response).
CREATE TABLE rfi_documents (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  payout_id uuid NOT NULL REFERENCES payouts(id),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  -- Set when the answer that carried it was sent: until then the business may still add to it.
  responded_at timestamptz,
  uploaded_by uuid NOT NULL REFERENCES users(id),
  uploaded_at timestamptz NOT NULL
);
CREATE INDEX rfi_documents_payout_idx ON rfi_documents (client_id, payout_id, uploaded_at);
