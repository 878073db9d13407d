-- Sign-in through the chain's bot (functions/lib/telegram-logins.ts): a browser starts one, the
-- Telegram user who opens its link in the bot confirms or cancels it, and the browser that
-- started it (and only that one) is then signed in with the phone that user shared in Telegram.
CREATE TABLE IF NOT EXISTS telegram_logins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- SHA-256 of the token in the bot link and of the key in the starting browser's cookie: the
  -- table holds nothing that could finish a sign-in.
  token_hash TEXT NOT NULL UNIQUE,
  browser_hash TEXT NOT NULL,
  -- The starting browser as the bot names it ("Chrome, Windows"), or '' when unknown.
  device TEXT NOT NULL,
  -- Unix milliseconds.
  expires_at INTEGER NOT NULL,
  -- The Telegram user who opened the link in the bot: nobody else may answer it.
  tg_id INTEGER,
  -- The phone that user shared in Telegram, once they confirmed.
  phone TEXT,
  -- waiting → opened (in the bot) → confirmed | cancelled; confirmed → used (a browser signed in).
  state TEXT NOT NULL DEFAULT 'waiting'
);

CREATE INDEX IF NOT EXISTS telegram_logins_tg_id ON telegram_logins (tg_id);
