/**
 * The reference backend's state in D1. The schema is created on first use, so a fresh clone
 * needs no migration step; the local database lives in .wrangler/state and survives restarts,
 * so columns added since a table was created are added here too.
 */
const TABLES = [
  `CREATE TABLE IF NOT EXISTS baskets (
     tg_id INTEGER PRIMARY KEY,
     products TEXT NOT NULL,
     updated_at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS customers (
     customer_id INTEGER PRIMARY KEY AUTOINCREMENT,
     tg_id INTEGER UNIQUE,
     name TEXT NOT NULL,
     phone TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS orders (
     order_id INTEGER PRIMARY KEY AUTOINCREMENT,
     idempotency_key TEXT NOT NULL UNIQUE,
     customer_id INTEGER,
     tg_id INTEGER,
     created_at INTEGER NOT NULL,
     payload TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS applications (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at INTEGER NOT NULL,
     payload TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS rate_limits (
     bucket TEXT NOT NULL,
     window_start INTEGER NOT NULL,
     hits INTEGER NOT NULL,
     PRIMARY KEY (bucket, window_start))`,
];

/** Columns added after their table first shipped: [table, column, type]. */
const ADDED_COLUMNS = [
  // The web session (from the edge's signed cookie) a web customer is known by.
  ['customers', 'web_session', 'TEXT'],
  // The secret half of a tracker link: whoever holds it may follow the order's status.
  ['orders', 'tracking_key', 'TEXT'],
  // A digest of the order body, so a reused idempotency key with another body is refused.
  ['orders', 'request_digest', 'TEXT'],
] as const;

const INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS customers_web_session ON customers (web_session)',
  'CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, order_id)',
];

const migrate = async (db: D1Database) => {
  await db.batch(TABLES.map((statement) => db.prepare(statement)));
  for (const [table, column, type] of ADDED_COLUMNS) {
    const { results } = await db.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
    if (!results.some(({ name }) => name === column)) {
      await db.prepare(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`).run();
    }
  }
  await db.batch(INDEXES.map((statement) => db.prepare(statement)));
};

const ready = new WeakMap<D1Database, Promise<void>>();

/** The database with its tables in place (once per database and isolate; a failure is retried). */
export const database = async (db: D1Database) => {
  let migration = ready.get(db);
  if (!migration) {
    migration = migrate(db);
    ready.set(db, migration);
    migration.catch(() => ready.delete(db));
  }
  await migration;
  return db;
};
