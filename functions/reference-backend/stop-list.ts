import { Hono } from 'hono';
import * as v from 'valibot';
import { IdSchema } from '@pizza-order-app/contract';
import { valid, type ReferenceBackendEnv } from './context';

/** What one restaurant cannot cook now: dish ids and modifier ids. */
export interface StopList {
  readonly products: ReadonlySet<number>;
  readonly modifiers: ReadonlySet<number>;
}

export const EMPTY_STOP_LIST: StopList = { products: new Set(), modifiers: new Set() };

export const readStopList = async (db: D1Database, restaurantId: number): Promise<StopList> => {
  const { results } = await db
    .prepare('SELECT kind, item_id FROM stop_list WHERE restaurant_id = ?')
    .bind(restaurantId)
    .all<{ kind: string; item_id: number }>();
  const of = (kind: string) =>
    new Set(results.filter((row) => row.kind === kind).map(({ item_id }) => item_id));
  return { products: of('product'), modifiers: of('modifier') };
};

/** A seed dish as a restaurant's menu has it: `isAvailable` on it and on each modifier. */
export const stockedProduct = <
  M extends { readonly id: number },
  P extends { readonly id: number; readonly modifiers: readonly M[] },
>(
  product: P,
  stopList: StopList,
) => ({
  ...product,
  isAvailable: !stopList.products.has(product.id),
  modifiers: product.modifiers.map((modifier) => ({
    ...modifier,
    isAvailable: !stopList.modifiers.has(modifier.id),
  })),
});

const StopItemParams = v.object({
  restaurantId: v.pipe(v.string(), v.transform(Number), IdSchema),
  kind: v.picklist(['product', 'modifier']),
  id: v.pipe(v.string(), v.transform(Number), IdSchema),
});

/**
 * Tests change the stop list as a kitchen would: `PUT /api/_dev/stop-list/<restaurantId>/
 * <product|modifier>/<id>` with `{ "available": false }` puts the item on it, `true` takes it
 * off. Served only with the reference backend.
 */
export const stopListDev = new Hono<ReferenceBackendEnv>().put(
  '/_dev/stop-list/:restaurantId/:kind/:id',
  valid('param', StopItemParams),
  valid('json', v.strictObject({ available: v.boolean() })),
  async (c) => {
    const { restaurantId, kind, id } = c.req.valid('param');
    const { available } = c.req.valid('json');
    await c.env.DB.prepare(
      available
        ? 'DELETE FROM stop_list WHERE restaurant_id = ? AND kind = ? AND item_id = ?'
        : 'INSERT OR IGNORE INTO stop_list (restaurant_id, kind, item_id) VALUES (?, ?, ?)',
    )
      .bind(restaurantId, kind, id)
      .run();
    return c.json({ restaurantId, kind, id, available });
  },
);
