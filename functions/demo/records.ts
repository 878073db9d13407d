import * as v from 'valibot';
import {
  BasketProductSchema,
  type Application,
  type BasketProduct,
} from '../../src/shared/contract';
import { database } from './store';

export const readBasket = async (DB: D1Database, tgId: number): Promise<BasketProduct[]> => {
  const db = await database(DB);
  const products = await db
    .prepare('SELECT products FROM baskets WHERE tg_id = ?')
    .bind(tgId)
    .first<string>('products');
  return products ? v.parse(v.array(BasketProductSchema), JSON.parse(products)) : [];
};

export const saveBasket = async (
  DB: D1Database,
  tgId: number,
  products: readonly BasketProduct[],
) => {
  const db = await database(DB);
  await db
    .prepare(
      `INSERT INTO baskets (tg_id, products, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(tg_id) DO UPDATE SET products = excluded.products, updated_at = excluded.updated_at`,
    )
    .bind(tgId, JSON.stringify(products), Date.now())
    .run();
  return [...products];
};

export const storeApplication = async (DB: D1Database, application: Application) => {
  const db = await database(DB);
  const id = await db
    .prepare('INSERT INTO applications (created_at, payload) VALUES (?, ?) RETURNING id')
    .bind(Date.now(), JSON.stringify(application))
    .first<number>('id');
  if (!id) throw new Error('application insert failed');
  return id;
};
