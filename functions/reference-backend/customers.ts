import type { CustomerClaim } from '../lib/tokens';

/** The column a claim's customer is found by: never the phone, which is contact data only. */
const keyOf = (claim: CustomerClaim) =>
  'tgId' in claim
    ? ({ column: 'tg_id', value: claim.tgId } as const)
    : ({ column: 'web_session', value: claim.sid } as const);

/** The customer record of the caller's claim, or null (anonymous, or no order placed yet). */
export const findCustomerId = async (db: D1Database, claim: CustomerClaim | null) => {
  if (!claim) return null;
  const { column, value } = keyOf(claim);
  return db
    .prepare(`SELECT customer_id FROM customers WHERE ${column} = ?`)
    .bind(value)
    .first<number>('customer_id');
};

/**
 * The caller's customer record with its latest contact, created on the first order. One upsert,
 * so concurrent first orders of one customer make one record and never clash.
 */
export const upsertCustomer = async (
  db: D1Database,
  claim: CustomerClaim,
  contact: { readonly name: string; readonly phone: string },
) => {
  const { column, value } = keyOf(claim);
  const customerId = await db
    .prepare(
      `INSERT INTO customers (${column}, name, phone) VALUES (?, ?, ?)
       ON CONFLICT(${column}) DO UPDATE SET name = excluded.name, phone = excluded.phone
       RETURNING customer_id`,
    )
    .bind(value, contact.name, contact.phone)
    .first<number>('customer_id');
  if (!customerId) throw new Error('customer upsert failed');
  return customerId;
};

export const getCustomer = async (db: D1Database, customerId: number) => {
  const row = await db
    .prepare('SELECT customer_id, name, phone FROM customers WHERE customer_id = ?')
    .bind(customerId)
    .first<{ customer_id: number; name: string; phone: string }>();
  return row ? { customerId: row.customer_id, name: row.name, phone: row.phone } : null;
};
