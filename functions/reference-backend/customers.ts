import type { CustomerClaim } from '../lib/tokens';
import { joinTelegramBasket } from './records';

/** The column a claim's own record is found by: never a typed phone, which is contact data only. */
const keyOf = (claim: CustomerClaim) =>
  'tgId' in claim
    ? ({ column: 'tg_id', value: claim.tgId } as const)
    : ({ column: 'web_session', value: claim.sid } as const);

interface OwnRow {
  customer_id: number;
  verified_phone: string | null;
}

/** A verified phone's customer before any order: its contact is the phone until one names someone. */
const insertPhoneCustomer = (db: D1Database, phone: string) =>
  db
    .prepare(
      `INSERT INTO customers (verified_phone, name, phone) VALUES (?, '', ?)
       ON CONFLICT(verified_phone) DO NOTHING`,
    )
    .bind(phone, phone)
    .run();

/**
 * The anonymous web session a sign-in replaced (a bearer's `joins`) joins the phone's customer,
 * once: its orders move there (the customer made now from its contact if the phone has none),
 * its record goes, and its id is remembered as joined, so a record made later with an old copy of
 * its cookie stays its own. One batch, so bearers racing with the same `joins` join it once.
 */
const joinAnonymousSession = async (db: D1Database, sid: string, phone: string) => {
  const joined = await db
    .prepare('SELECT 1 AS joined FROM joined_sessions WHERE sid = ?')
    .bind(sid)
    .first<number>('joined');
  if (joined === 1) return;
  const own = await db
    .prepare('SELECT customer_id, verified_phone FROM customers WHERE web_session = ?')
    .bind(sid)
    .first<OwnRow>();
  const remembered = db
    .prepare(
      'INSERT INTO joined_sessions (sid, joined_at) VALUES (?, ?) ON CONFLICT(sid) DO NOTHING',
    )
    .bind(sid, Date.now());
  // A record already a verified phone's never joins another.
  if (!own || own.verified_phone !== null) {
    await remembered.run();
    return;
  }
  await db.batch([
    db
      .prepare(
        `INSERT INTO customers (verified_phone, name, phone)
         SELECT ?, name, phone FROM customers WHERE customer_id = ?
         ON CONFLICT(verified_phone) DO NOTHING`,
      )
      .bind(phone, own.customer_id),
    db
      .prepare(
        `UPDATE orders SET customer_id = (SELECT customer_id FROM customers WHERE verified_phone = ?)
         WHERE customer_id = ?`,
      )
      .bind(phone, own.customer_id),
    db.prepare('DELETE FROM customers WHERE customer_id = ?').bind(own.customer_id),
    remembered,
  ]);
};

/**
 * The customer of a verified phone (the claim's `phone`, which only the edge's checks put there),
 * with the claim's own record joined into it first: the orders the Telegram user or browser
 * session made before it was known by the phone become the phone customer's, and a Telegram user
 * is that customer from then on, their basket with them. A record already another phone's never
 * joins; nothing joins by a phone typed in an order.
 */
const phoneCustomerId = async (
  db: D1Database,
  claim: CustomerClaim & { readonly phone: string },
): Promise<number | null> => {
  if ('joins' in claim && claim.joins !== undefined)
    await joinAnonymousSession(db, claim.joins, claim.phone);
  const { column, value } = keyOf(claim);
  const own = await db
    .prepare(`SELECT customer_id, verified_phone FROM customers WHERE ${column} = ?`)
    .bind(value)
    .first<OwnRow>();
  const byPhone = () =>
    db
      .prepare('SELECT customer_id FROM customers WHERE verified_phone = ?')
      .bind(claim.phone)
      .first<number>('customer_id');
  const linkTelegramUser = (customerId: number) =>
    db
      .prepare('UPDATE customers SET tg_id = ? WHERE customer_id = ? AND tg_id IS NULL')
      .bind(value, customerId);
  const phoneId = await byPhone();
  if (!own && column === 'tg_id') {
    // A Telegram user who never ordered is known by the phone's customer from now on (made now
    // if the phone has none yet: their basket is already something to keep).
    if (phoneId === null) await insertPhoneCustomer(db, claim.phone);
    const customerId = phoneId ?? (await byPhone());
    if (customerId !== null) {
      await linkTelegramUser(customerId).run();
      await joinTelegramBasket(db, value, customerId);
    }
    return customerId;
  }
  if (!own || own.verified_phone !== null || own.customer_id === phoneId) return phoneId;
  if (phoneId === null) {
    // The phone's first record is this one: it is the phone's customer now.
    await db
      .prepare('UPDATE OR IGNORE customers SET verified_phone = ? WHERE customer_id = ?')
      .bind(claim.phone, own.customer_id)
      .run();
    const phoneCustomer = await byPhone();
    if (column === 'tg_id' && phoneCustomer !== null)
      await joinTelegramBasket(db, value, phoneCustomer);
    return phoneCustomer;
  }
  await db.batch([
    db
      .prepare('UPDATE orders SET customer_id = ? WHERE customer_id = ?')
      .bind(phoneId, own.customer_id),
    db.prepare('DELETE FROM customers WHERE customer_id = ?').bind(own.customer_id),
    // A Telegram user's later messenger orders (keyed by the Telegram id) land here too.
    ...(column === 'tg_id' ? [linkTelegramUser(phoneId)] : []),
  ]);
  if (column === 'tg_id') await joinTelegramBasket(db, value, phoneId);
  return phoneId;
};

/**
 * The customer record of the caller's claim, or null (anonymous, or no order placed yet): a
 * verified phone's customer when the claim names one, else its Telegram user's or session's.
 */
export const findCustomerId = async (db: D1Database, claim: CustomerClaim | null) => {
  if (!claim) return null;
  if (claim.phone !== undefined) return phoneCustomerId(db, { ...claim, phone: claim.phone });
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
  // A verified phone's customer: the claim's own record joins it first.
  if (claim.phone !== undefined) await findCustomerId(db, claim);
  const { column, value } =
    claim.phone === undefined ? keyOf(claim) : { column: 'verified_phone', value: claim.phone };
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

/**
 * The verified phone's customer, made now when it has no record yet (saving addresses before a
 * first order): its contact is the phone until an order names someone.
 */
export const phoneCustomerOf = async (
  db: D1Database,
  claim: CustomerClaim & { readonly phone: string },
) => {
  const found = await findCustomerId(db, claim);
  if (found !== null) return found;
  await insertPhoneCustomer(db, claim.phone);
  return findCustomerId(db, claim);
};

export const readAddresses = async (db: D1Database, customerId: number) => {
  const stored = await db
    .prepare('SELECT addresses FROM customer_addresses WHERE customer_id = ?')
    .bind(customerId)
    .first<string>('addresses');
  return stored ? (JSON.parse(stored) as unknown) : [];
};

export const saveAddresses = async (db: D1Database, customerId: number, addresses: unknown) => {
  await db
    .prepare(
      `INSERT INTO customer_addresses (customer_id, addresses, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(customer_id) DO UPDATE SET addresses = excluded.addresses, updated_at = excluded.updated_at`,
    )
    .bind(customerId, JSON.stringify(addresses), Date.now())
    .run();
};
