-- The reference backend's tables (functions/reference-backend). `IF NOT EXISTS`, so a local database made
-- before migrations existed (the tables were created at runtime then) takes this one as well.

CREATE TABLE IF NOT EXISTS baskets (
  tg_id INTEGER PRIMARY KEY,
  products TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS customers (
  customer_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tg_id INTEGER UNIQUE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  -- The web session (from the edge's signed cookie) a web customer is known by.
  web_session TEXT
);

CREATE TABLE IF NOT EXISTS orders (
  order_id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  customer_id INTEGER,
  tg_id INTEGER,
  created_at INTEGER NOT NULL,
  payload TEXT NOT NULL,
  -- The secret half of a tracker link: whoever holds it may follow the order's status.
  tracking_key TEXT,
  -- A digest of the order body, so a reused idempotency key with another body is refused.
  request_digest TEXT
);

CREATE TABLE IF NOT EXISTS applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at INTEGER NOT NULL,
  payload TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS rate_limits (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

CREATE UNIQUE INDEX IF NOT EXISTS customers_web_session ON customers (web_session);
CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, order_id);
