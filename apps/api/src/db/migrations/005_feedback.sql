-- CSAT ratings from the feedback dialog (spec §2, §7). A rating belongs to the business and the person who gave
-- it; the database holds the range itself so no code path can store a 0 or a 6.
CREATE TABLE csat_ratings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  user_id uuid NOT NULL REFERENCES users(id),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text CHECK (char_length(comment) <= 1000),
  page text NOT NULL CHECK (char_length(page) <= 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Read per business, newest first, when someone looks at what a client said.
CREATE INDEX csat_ratings_client_created_idx ON csat_ratings (client_id, created_at DESC);
