import * as v from 'valibot';
import {
  BasketProductSchema,
  type Application,
  type BasketProduct,
} from '@pizza-order-app/contract';

/**
 * Whose basket a call reads or writes: a Telegram user's own, or a verified phone's customer's
 * (the web sign-in's, and the Telegram user's once joined to that customer).
 */
export type BasketOwner = { readonly tgId: number } | { readonly customerId: number };

const rowOf = (owner: BasketOwner) =>
  'tgId' in owner
    ? ({ table: 'baskets', column: 'tg_id', value: owner.tgId } as const)
    : ({ table: 'customer_baskets', column: 'customer_id', value: owner.customerId } as const);

/** A Telegram user joined to a verified phone's customer shares that customer's basket. */
export const basketOwnerOf = async (db: D1Database, tgId: number): Promise<BasketOwner> => {
  const customerId = await db
    .prepare('SELECT customer_id FROM customers WHERE tg_id = ? AND verified_phone IS NOT NULL')
    .bind(tgId)
    .first<number>('customer_id');
  return customerId === null ? { tgId } : { customerId };
};

export const readBasket = async (db: D1Database, owner: BasketOwner): Promise<BasketProduct[]> => {
  const { table, column, value } = rowOf(owner);
  const products = await db
    .prepare(`SELECT products FROM ${table} WHERE ${column} = ?`)
    .bind(value)
    .first<string>('products');
  return products ? v.parse(v.array(BasketProductSchema), JSON.parse(products)) : [];
};

export const saveBasket = async (
  db: D1Database,
  owner: BasketOwner,
  products: readonly BasketProduct[],
) => {
  const { table, column, value } = rowOf(owner);
  await db
    .prepare(
      `INSERT INTO ${table} (${column}, products, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(${column}) DO UPDATE SET products = excluded.products, updated_at = excluded.updated_at`,
    )
    .bind(value, JSON.stringify(products), Date.now())
    .run();
  return [...products];
};

/**
 * A Telegram user joins a verified phone's customer: their messenger basket joins the customer's
 * (the customer's lines win for their dishes, the others are added) and is theirs from then on.
 */
export const joinTelegramBasket = async (db: D1Database, tgId: number, customerId: number) => {
  const own = await readBasket(db, { tgId });
  if (own.length === 0) return;
  const customers = await readBasket(db, { customerId });
  const taken = new Set(customers.map(({ id }) => id));
  await saveBasket(db, { customerId }, [...customers, ...own.filter(({ id }) => !taken.has(id))]);
  await db.prepare('DELETE FROM baskets WHERE tg_id = ?').bind(tgId).run();
};

export const storeApplication = async (db: D1Database, application: Application) => {
  const id = await db
    .prepare('INSERT INTO applications (created_at, payload) VALUES (?, ?) RETURNING id')
    .bind(Date.now(), JSON.stringify(application))
    .first<number>('id');
  if (!id) throw new Error('application insert failed');
  return id;
};
