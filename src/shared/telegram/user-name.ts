import * as v from 'valibot';
import { singleLineText } from '@pizza-order-app/contract/fields';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';

/** The launch's user, leniently: an id and the names Telegram knows (a last name is optional). */
const LaunchUserSchema = v.object({
  id: v.number(),
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  language_code: v.optional(v.string()),
});

/** The user the launch's init data names, or null; nothing here is verified. */
const launchUser = (initDataRaw: string | null) => {
  if (!initDataRaw) return null;
  let json: unknown;
  try {
    json = JSON.parse(new URLSearchParams(initDataRaw).get('user') ?? 'null');
  } catch {
    return null;
  }
  const user = v.safeParse(LaunchUserSchema, json);
  return user.success ? user.output : null;
};

/** The language the user set in Telegram (an IETF tag such as `uz` or `en-GB`), if the client says. */
export const launchUserLanguage = (initDataRaw: string | null) =>
  launchUser(initDataRaw)?.language_code ?? null;

/**
 * The Telegram user's name from the launch's init data, as a checkout name: first and last,
 * spaces collapsed, within the order's bounds; null without a user or a name the order would
 * take (too few visible letters, a bidi override or another hidden character). Only worth
 * anything once the edge has verified that init data (the caller checks the id it names).
 */
export const launchUserName = (initDataRaw: string | null) => {
  const user = launchUser(initDataRaw);
  if (!user) return null;
  const { id, first_name, last_name } = user;
  const name = `${first_name} ${last_name}`
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, ORDER_LIMITS.customerName.max)
    .trim();
  return v.is(singleLineText(ORDER_LIMITS.customerName), name) ? { id, name } : null;
};
