/**
 * The reference backend's state in D1. The schema is created on first use, so a fresh clone
 * needs no migration step; the local database lives in .wrangler/state and survives restarts.
 */
const SCHEMA = [
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
];

const ready = new WeakMap<D1Database, Promise<unknown>>();

/** The database with its tables in place (created once per database and isolate). */
export const database = async (db: D1Database) => {
  if (!ready.has(db)) ready.set(db, db.batch(SCHEMA.map((statement) => db.prepare(statement))));
  await ready.get(db);
  return db;
};
