-- Online payments in the reference backend (functions/reference-backend/payments/): an order's
-- payment state, and the transactions Payme, Click and Telegram tell it about (docs/api.md,
-- "Payments").

-- NULL for an order paid to the courier; else `awaiting`, `paid` or `refunded`. An awaiting
-- order past `payment_expires_at` reads as cancelled (payment-state.ts); `cancelled_at` is when
-- it was cancelled otherwise (the operator, the provider). Times in milliseconds.
ALTER TABLE orders ADD COLUMN payment_status TEXT;
ALTER TABLE orders ADD COLUMN payment_expires_at INTEGER;
ALTER TABLE orders ADD COLUMN paid_at INTEGER;
ALTER TABLE orders ADD COLUMN cancelled_at INTEGER;

-- Payme's transactions (Merchant API): its id, our times in ms, its state (1 created,
-- 2 performed, -1 cancelled while created, -2 cancelled after performing) and cancel reason.
CREATE TABLE IF NOT EXISTS payme_transactions (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL,
  -- Tiyin.
  amount INTEGER NOT NULL,
  -- Payme's own `time` of the transaction (ms): GetStatement's period is over it.
  payme_time INTEGER NOT NULL,
  create_time INTEGER NOT NULL,
  perform_time INTEGER NOT NULL DEFAULT 0,
  cancel_time INTEGER NOT NULL DEFAULT 0,
  state INTEGER NOT NULL,
  reason INTEGER
);

CREATE INDEX IF NOT EXISTS payme_transactions_order ON payme_transactions (order_id, state);
CREATE INDEX IF NOT EXISTS payme_transactions_time ON payme_transactions (payme_time);

-- Click's transactions (Shop API): `prepare_id` is our merchant_prepare_id.
CREATE TABLE IF NOT EXISTS click_transactions (
  prepare_id INTEGER PRIMARY KEY AUTOINCREMENT,
  click_trans_id INTEGER NOT NULL UNIQUE,
  order_id INTEGER NOT NULL,
  -- So'm.
  amount INTEGER NOT NULL,
  -- `prepared`, `completed` or `cancelled`.
  state TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS click_transactions_order ON click_transactions (order_id);

-- Telegram's successful payments, once each (an update may come again).
CREATE TABLE IF NOT EXISTS telegram_payments (
  telegram_payment_charge_id TEXT PRIMARY KEY,
  provider_payment_charge_id TEXT NOT NULL,
  order_id INTEGER NOT NULL,
  -- Tiyin.
  total_amount INTEGER NOT NULL,
  paid_at INTEGER NOT NULL
);
