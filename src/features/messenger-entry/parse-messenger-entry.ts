import * as v from 'valibot';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { BotLinkHintsSchema, botLinkQueryInput } from '@pizza-order-app/contract/bot-link';
import { hasMessengerEntry } from './entry-parameters';

/** docs/product.md §2 messenger entry parameters, each kept only when it is valid on its own. */
export interface MessengerEntry {
  readonly tgId?: number;
  readonly customerId?: number;
  readonly language?: Language;
  readonly regionId?: number;
  readonly point?: { readonly longitude: number; readonly latitude: number };
  readonly orderTypeId?: 0 | 200;
}

/**
 * Null when the query carries none of the entry parameters (an ordinary visit). The values are
 * read by the contract's schema, the one the edge checks a signed link with.
 */
export const parseMessengerEntry = (search: string): MessengerEntry | null => {
  if (!hasMessengerEntry(search)) return null;
  const { tgId, customerId, language, regionId, longitude, latitude, orderTypeId } = v.parse(
    BotLinkHintsSchema,
    botLinkQueryInput(search),
  );
  return {
    ...(tgId ? { tgId } : {}),
    ...(customerId ? { customerId } : {}),
    ...(language ? { language } : {}),
    ...(regionId ? { regionId } : {}),
    ...(longitude && latitude ? { point: { longitude, latitude } } : {}),
    ...(orderTypeId !== undefined ? { orderTypeId } : {}),
  };
};
