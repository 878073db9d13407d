-- The owners' ratings of their finished orders (functions/reference-backend/ratings.ts): one per
-- order, changeable for a day after it was first given.

CREATE TABLE IF NOT EXISTS order_ratings (
  order_id INTEGER PRIMARY KEY REFERENCES orders (order_id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  -- A JSON array of the contract's RATING_TAGS.
  tags TEXT NOT NULL,
  comment TEXT NOT NULL,
  -- Milliseconds since the epoch: when it was first given, and last changed.
  rated_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
