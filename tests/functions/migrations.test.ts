import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const { DB, TEST_MIGRATIONS } = env as unknown as {
  DB: D1Database;
  TEST_MIGRATIONS: D1Migration[];
};

const tables = async () => {
  const { results } = await DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  return results.map(({ name }) => name);
};

describe('D1 migrations', () => {
  it('make the reference backend’s and the edge’s tables on an empty database, and record themselves', async () => {
    expect(await tables()).toEqual([
      'applications',
      'baskets',
      'bot_api_calls',
      'bot_chats',
      'bot_updates',
      'click_transactions',
      'customer_addresses',
      'customer_baskets',
      'customers',
      'd1_migrations',
      'joined_sessions',
      'link_nonces',
      'order_event_signatures',
      'order_news',
      'order_ratings',
      'orders',
      'payme_fiscal_receipts',
      'payme_transactions',
      'rate_limits',
      'sign_in_codes',
      'signed_in_sessions',
      'sms_outbox',
      'sms_tokens',
      'stop_list',
      'telegram_logins',
      'telegram_payments',
      'verified_phones',
    ]);
    const { results } = await DB.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
    expect(results.map(({ name }) => name)).toEqual(TEST_MIGRATIONS.map(({ name }) => name));
  });

  it('apply once: a second run changes nothing', async () => {
    await DB.prepare(
      "INSERT INTO customers (name, phone, web_session) VALUES ('Aziz', '+998901234567', 's')",
    ).run();
    // The database the test files share holds their customers too: the count before is the mark.
    const count = () => DB.prepare('SELECT COUNT(*) AS n FROM customers').first<number>('n');
    const before = await count();
    await applyD1Migrations(DB, TEST_MIGRATIONS);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('keep the columns and indexes the backend relies on', async () => {
    const columns = async (table: string) =>
      (await DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>()).results.map(
        ({ name }) => name,
      );
    expect(await columns('orders')).toEqual(
      expect.arrayContaining(['idempotency_key', 'tracking_key', 'request_digest']),
    );
    expect(await columns('customers')).toContain('web_session');
    const { results } = await DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN ('customers_web_session', 'orders_customer')",
    ).all();
    expect(results).toHaveLength(2);
  });
});
