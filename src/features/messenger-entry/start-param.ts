import { isLanguage } from '../../shared/config/languages';
import type { MessengerEntry } from './parse-messenger-entry';

/**
 * Operator deep links ride in Telegram's start parameter (`startapp`, at most 64 characters of
 * A–Z a–z 0–9 _ -): segments joined by `_`, any order, each optional:
 *   d | p        delivery (order type 0) | pickup (200)
 *   r<id>        region id
 *   l<ru|en|uz>  language
 *   f<id>        open the menu at this folder
 *   i<id>        open this product's dialog
 * Example: `p_r1_luz_f2`. Unknown or malformed segments are ignored one by one.
 */
export interface StartLink {
  readonly entry: MessengerEntry;
  readonly folderId?: number;
  readonly productId?: number;
}

const idOf = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

export const parseStartParam = (startParam: string): StartLink => {
  const link: {
    entry: { orderTypeId?: 0 | 200; regionId?: number; language?: MessengerEntry['language'] };
    folderId?: number;
    productId?: number;
  } = { entry: {} };
  for (const segment of startParam.slice(0, 64).split('_')) {
    const [kind, rest] = [segment.charAt(0), segment.slice(1)];
    if (segment === 'd') link.entry.orderTypeId = 0;
    else if (segment === 'p') link.entry.orderTypeId = 200;
    else if (kind === 'r' && idOf(rest)) link.entry.regionId = idOf(rest);
    else if (kind === 'l' && isLanguage(rest)) link.entry.language = rest;
    else if (kind === 'f' && idOf(rest)) link.folderId = idOf(rest);
    else if (kind === 'i' && idOf(rest)) link.productId = idOf(rest);
  }
  return link;
};
