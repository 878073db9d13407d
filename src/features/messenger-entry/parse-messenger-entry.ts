import { isLanguage, type Language } from '../../shared/config/languages';
import { usablePoint } from '../../shared/lib/geo/zone';
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

const positiveInteger = (raw: string | null) => {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

const orderType = (raw: string | null) => (raw === '0' ? 0 : raw === '200' ? 200 : undefined);

/** Null when the query carries none of the entry parameters (an ordinary visit). */
export const parseMessengerEntry = (search: string): MessengerEntry | null => {
  if (!hasMessengerEntry(search)) return null;
  const query = new URLSearchParams(search);
  const tgId = positiveInteger(query.get('tgId'));
  const customerId = positiveInteger(query.get('customerId'));
  const language = query.get('language')?.trim().toLowerCase();
  const regionId = positiveInteger(query.get('regionId'));
  const point = usablePoint(query.get('longitude') ?? '', query.get('latitude') ?? '');
  const orderTypeId = orderType(query.get('orderTypeId'));
  return {
    ...(tgId ? { tgId } : {}),
    ...(customerId ? { customerId } : {}),
    ...(isLanguage(language) ? { language } : {}),
    ...(regionId ? { regionId } : {}),
    ...(point ? { point: { longitude: point[0], latitude: point[1] } } : {}),
    ...(orderTypeId !== undefined ? { orderTypeId } : {}),
  };
};
