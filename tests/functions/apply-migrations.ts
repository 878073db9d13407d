// The test files' database is the one a deployment has: migrations/ applied to an empty D1 before
// the first file, and applied again (a no-op) before each of the others.
import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';

const { DB, TEST_MIGRATIONS } = env as unknown as {
  DB: D1Database;
  TEST_MIGRATIONS: D1Migration[];
};
await applyD1Migrations(DB, TEST_MIGRATIONS);
