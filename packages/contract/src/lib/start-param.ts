import { isLanguage, type Language } from '../config/languages';

/**
 * Operator deep links ride in Telegram's start parameter (`startapp`, at most 64 characters of
 * A–Z a–z 0–9 _ -): segments joined by `_`, any order, each optional:
 *   d | p        delivery (order type 0) | pickup (200)
 *   r<id>        region id
 *   l<ru|en|uz>  language
 *   f<id>        open the menu at this folder
 *   i<id>        open this product's dialog
 * Example: `p_r1_luz_f2`. Unknown or malformed segments are ignored one by one. The same value
 * reaches the app as Telegram's `start_param`, as the `?startapp=` of a link the chain's bot
 * opens (start-app-query.ts), and as a `/start` or `/link` payload to the bot itself.
 */
export interface StartLink {
  readonly entry: {
    readonly orderTypeId?: 0 | 200;
    readonly regionId?: number;
    readonly language?: Language;
  };
  readonly folderId?: number;
  readonly productId?: number;
}

/** Telegram's longest start parameter. */
export const START_PARAM_MAX_LENGTH = 64;

const idOf = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

export const parseStartParam = (startParam: string): StartLink => {
  const link: {
    entry: { orderTypeId?: 0 | 200; regionId?: number; language?: Language };
    folderId?: number;
    productId?: number;
  } = { entry: {} };
  for (const segment of startParam.slice(0, START_PARAM_MAX_LENGTH).split('_')) {
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

/** A start link written back as segments: only what was read, in one order (`p_r1_luz_f3`). */
export const formatStartParam = ({ entry, folderId, productId }: StartLink) =>
  [
    entry.orderTypeId === undefined ? null : entry.orderTypeId === 0 ? 'd' : 'p',
    entry.regionId ? `r${entry.regionId}` : null,
    entry.language ? `l${entry.language}` : null,
    folderId ? `f${folderId}` : null,
    productId ? `i${productId}` : null,
  ]
    .filter((segment) => segment !== null)
    .join('_');
