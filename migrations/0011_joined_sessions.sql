-- The reference backend's record of anonymous web sessions that joined a phone's customer
-- (a bearer's `joins`, docs/api.md): each joins once, so an order placed later with a copy of
-- that session's old cookie stays its own anonymous customer's.
CREATE TABLE IF NOT EXISTS joined_sessions (
  sid TEXT PRIMARY KEY,
  -- Unix milliseconds.
  joined_at INTEGER NOT NULL
);
