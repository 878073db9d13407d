-- The edge's record of the bot links that started a session (functions/lib/link-nonces.ts): a link
-- starts one session only. A row is kept until its link could no longer be accepted, then pruned.

CREATE TABLE IF NOT EXISTS link_nonces (
  nonce TEXT PRIMARY KEY,
  -- Unix seconds: the link's expiry plus the clock skew the edge allows.
  expires_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS link_nonces_expiry ON link_nonces (expires_at);
