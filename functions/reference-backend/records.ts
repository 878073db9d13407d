import * as v from 'valibot';
import {
  BasketProductSchema,
  type Application,
  type BasketProduct,
} from '../../src/shared/contract';

export const readBasket = async (db: D1Database, tgId: number): Promise<BasketProduct[]> => {
  const products = await db
    .prepare('SELECT products FROM baskets WHERE tg_id = ?')
    .bind(tgId)
    .first<string>('products');
  return products ? v.parse(v.array(BasketProductSchema), JSON.parse(products)) : [];
};

export const saveBasket = async (
  db: D1Database,
  tgId: number,
  products: readonly BasketProduct[],
) => {
  await db
    .prepare(
      `INSERT INTO baskets (tg_id, products, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(tg_id) DO UPDATE SET products = excluded.products, updated_at = excluded.updated_at`,
    )
    .bind(tgId, JSON.stringify(products), Date.now())
    .run();
  return [...products];
};

export const storeApplication = async (db: D1Database, application: Application) => {
  const id = await db
    .prepare('INSERT INTO applications (created_at, payload) VALUES (?, ?) RETURNING id')
    .bind(Date.now(), JSON.stringify(application))
    .first<number>('id');
  if (!id) throw new Error('application insert failed');
  return id;
};
