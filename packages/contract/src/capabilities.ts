/**
 * What a chain's backend has beyond the core the app cannot do without (the seed's calls, order
 * creation and the content lists): the designed extensions, each announced in one call. The app
 * offers a feature only where the backend announces its extension, and the conformance kit names
 * its capabilities of an extension by this same list (docs/api.md, "Capabilities").
 */
import * as v from 'valibot';
import { QueryLanguageCode, type CallDefinition } from './common';

export const EXTENSIONS = [
  /** Payme's Merchant API on the main API, and the web checkout's Payme. */
  'payme',
  /** Click's Shop API on the main API, and the web checkout's Click. */
  'click',
  /** Telegram's invoices: checkout's Telegram Payments inside Telegram. */
  'telegram-payments',
  /** Customers known by a verified phone: their addresses and basket on every device. */
  'sign-in',
  /** `delivery/Rate` and an order's rating. */
  'ratings',
  /** An order's courier: who brings it, their phone and where they are. */
  'courier',
  /** An order draft's `changeFrom`, the sum a cash customer pays with. */
  'cash-change',
  /** Menu products with a `composition`: half-and-half pizzas and combos. */
  'composite-dishes',
  /** The backend tells the edge each order's news (the bot's messages). */
  'order-events',
] as const;
export type Extension = (typeof EXTENSIONS)[number];

const isExtension = (name: string): name is Extension =>
  (EXTENSIONS as readonly string[]).includes(name);

/**
 * `GET /api/capabilities` (main API): the extensions this backend has. A name this contract does
 * not know (a newer backend's) is dropped, not refused; a backend without the call (404) has the
 * core only.
 */
export const capabilitiesCall = {
  method: 'GET',
  path: '/api/capabilities',
  query: v.object({ Language: QueryLanguageCode }),
  response: v.object({
    extensions: v.pipe(
      v.array(v.string()),
      v.transform((names) => [...new Set(names.filter(isExtension))]),
    ),
  }),
  refusals: [],
} as const satisfies CallDefinition;
export type Capabilities = v.InferOutput<typeof capabilitiesCall.response>;

/** What a backend without the call has: the core, no extension. */
export const CORE_ONLY: readonly Extension[] = [];
