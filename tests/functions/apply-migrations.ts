// Every test file starts from the database a deployment has: migrations/ applied to an empty D1.
import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';

const { DB, TEST_MIGRATIONS } = env as unknown as {
  DB: D1Database;
  TEST_MIGRATIONS: D1Migration[];
};
await applyD1Migrations(DB, TEST_MIGRATIONS);
