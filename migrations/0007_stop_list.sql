-- The reference backend's stop list (functions/reference-backend/stop-list.ts): what each
-- restaurant cannot cook now, a dish or a modifier. Seeded with a few, away from Chilanzar
-- (restaurant 1, where the tests order); the tests change it through /api/_dev/stop-list.

CREATE TABLE IF NOT EXISTS stop_list (
  restaurant_id INTEGER NOT NULL,
  -- 'product' or 'modifier'.
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  PRIMARY KEY (restaurant_id, kind, item_id)
);

INSERT OR IGNORE INTO stop_list (restaurant_id, kind, item_id) VALUES
  -- Yunusabad: no Four Cheese, no jalapeño.
  (2, 'product', 103),
  (2, 'modifier', 1003),
  -- Mirzo Ulugbek: no Pepperoni.
  (3, 'product', 102),
  -- Chorsu: no BBQ Beef.
  (5, 'product', 105),
  -- Yakkasaray: no litre of lemonade.
  (6, 'modifier', 1302);
