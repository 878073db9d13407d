-- The basket of a verified phone's customer (GET/PUT /api/customer/Basket): the same on every
-- device they sign in on, and the messenger basket of the Telegram user joined to them
-- (functions/reference-backend/records.ts). Other Telegram users keep theirs in `baskets`.
CREATE TABLE IF NOT EXISTS customer_baskets (
  customer_id INTEGER PRIMARY KEY,
  products TEXT NOT NULL,
  -- Unix milliseconds.
  updated_at INTEGER NOT NULL
);
