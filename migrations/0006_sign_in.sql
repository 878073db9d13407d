-- Signing in with a one-time SMS code (functions/lib/sign-in-codes.ts) and one customer per
-- verified phone (docs/api.md, "Signing in with a phone").

-- The edge's one live code per phone: only its HMAC (keyed by SESSION_SECRET), never the code.
-- A row is replaced by the next code, deleted when used, and pruned once expired.
CREATE TABLE IF NOT EXISTS sign_in_codes (
  phone TEXT PRIMARY KEY,
  code_hash TEXT NOT NULL,
  -- Unix milliseconds.
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- Tries spent on this code, the right one included; five wrong ones and it is dead.
  attempts INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS sign_in_codes_expiry ON sign_in_codes (expires_at);

-- The phone each Telegram user shared as Telegram's signed contact (POST /api/phone): the edge
-- names it in that user's bearer, so they are the same customer as the web sign-in with it.
CREATE TABLE IF NOT EXISTS verified_phones (
  tg_id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  verified_at INTEGER NOT NULL
);

-- The SMS provider's access token, shared by every isolate and refreshed when refused.
CREATE TABLE IF NOT EXISTS sms_tokens (
  provider TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- The reference backend: what the development outbox received (GET /api/_dev/sms), the customer
-- a verified phone is, and a customer's saved addresses.
CREATE TABLE IF NOT EXISTS sms_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  phone TEXT NOT NULL,
  text TEXT NOT NULL,
  -- ISO 8601.
  at TEXT NOT NULL
);

ALTER TABLE customers ADD COLUMN verified_phone TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS customers_verified_phone ON customers (verified_phone);

CREATE TABLE IF NOT EXISTS customer_addresses (
  customer_id INTEGER PRIMARY KEY,
  addresses TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
