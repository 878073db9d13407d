-- The reference backend's side of the bot (functions/reference-backend/bot-api-double.ts and
-- order-news.ts): the calls the Bot API double recorded, and how many of an order's statuses it
-- has told the edge about.

CREATE TABLE IF NOT EXISTS bot_api_calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  method TEXT NOT NULL,
  body TEXT NOT NULL,
  -- ISO 8601.
  at TEXT NOT NULL
);

ALTER TABLE orders ADD COLUMN told_steps INTEGER NOT NULL DEFAULT 0;
