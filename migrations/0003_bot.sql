-- The chain's bot at the edge (functions/lib/bot/): what it has seen, whom it may write to, and
-- what it has told them.

-- Telegram sends an update again until it gets a 2xx: each update_id is handled once. Rows older
-- than a day are pruned (Telegram keeps an unanswered update for 24 hours).
CREATE TABLE IF NOT EXISTS bot_updates (
  update_id INTEGER PRIMARY KEY,
  -- Unix seconds.
  received_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS bot_updates_received ON bot_updates (received_at);

-- One row per Telegram user the bot has met: the language to answer in (the one they chose in
-- the app when the edge learnt it, else the one of their last /start payload), whether they let
-- the bot write to them, and whether they blocked it (the Bot API's 403).
CREATE TABLE IF NOT EXISTS bot_chats (
  tg_id INTEGER PRIMARY KEY,
  language TEXT,
  may_write INTEGER NOT NULL DEFAULT 0,
  blocked INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);

-- One message per status change of an order: `sent`, `kept` (the Bot API was down; the next
-- change of the order, or the same change posted again, sends the order's newest status once)
-- or `superseded` (a newer status went instead), `skipped` (not allowed, blocked).
CREATE TABLE IF NOT EXISTS order_news (
  order_id INTEGER NOT NULL,
  status_code INTEGER NOT NULL,
  tg_id INTEGER NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (order_id, status_code)
);

-- The signatures of the status events accepted while they are fresh: a replayed request is
-- refused. Pruned once the event could no longer be accepted anyway.
CREATE TABLE IF NOT EXISTS order_event_signatures (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
