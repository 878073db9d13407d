// Launch parameters a Telegram client passes in the URL hash, with init data signed by the
// development bot token: used by `npm run telegram:url` and by the end-to-end Telegram harness.
import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import THEMES from './telegram-themes.json' with { type: 'json' };

/**
 * Palettes real clients send (`telegram-themes.json`): `light` and `dark` are Telegram Web K's
 * defaults; the others are the defaults of the iOS app (day and night), the Android app (night)
 * and an older Telegram Desktop, which sends seven colours only. Several fall short of AA contrast
 * as they are (white on the button colour, the hint colour on the secondary background), which
 * the app makes up for (`src/shared/telegram/readable-theme.ts`).
 */
export { THEMES };

/** The development bot token, from .dev.vars (or its committed example on a fresh clone). */
export const developmentBotToken = () => {
  const file = ['.dev.vars', '.dev.vars.example'].find((name) => {
    try {
      readFileSync(name);
      return true;
    } catch {
      return false;
    }
  });
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('TELEGRAM_BOT_TOKEN='));
  return line.slice('TELEGRAM_BOT_TOKEN='.length).trim();
};

/**
 * Signs launch-style fields as Telegram does: `hash` over the sorted `key=value` lines.
 * @param {URLSearchParams} params
 * @param {string} botToken
 * @returns {string}
 */
const signFields = (params, botToken) => {
  const checkString = [...params]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  params.set('hash', createHmac('sha256', secret).update(checkString).digest('hex'));
  return params.toString();
};

/**
 * The contact a client returns when the user shares their number (the SDK's
 * requestContactComplete `raw`), signed by Telegram like init data.
 * @param {{ userId: number, phone: string, botToken?: string }} options
 */
export const signedContact = ({ userId, phone, botToken = developmentBotToken() }) =>
  signFields(
    new URLSearchParams({
      contact: JSON.stringify({ user_id: userId, phone_number: phone, first_name: 'Aziz' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
    }),
    botToken,
  );

/**
 * Init data for a Telegram user, signed as Telegram does (HMAC-SHA256 of the sorted fields under
 * HMAC-SHA256("WebAppData", bot token)). Clients since Bot API 8.0 add a `signature` field (a
 * third-party signature, empty here); older ones send none.
 * @param {{ userId?: number, languageCode?: string, startParam?: string, botToken?: string, signature?: boolean, authDate?: Date }} [options]
 */
export const signedInitData = ({
  userId = 5_550_001,
  languageCode = 'uz',
  startParam,
  botToken = developmentBotToken(),
  signature = true,
  authDate = new Date(),
} = {}) => {
  const params = new URLSearchParams({
    user: JSON.stringify({
      id: userId,
      first_name: 'Aziz',
      last_name: 'Karimov',
      language_code: languageCode,
    }),
    auth_date: String(Math.floor(authDate.getTime() / 1000)),
    ...(startParam ? { start_param: startParam } : {}),
    ...(signature ? { signature: '' } : {}),
  });
  return signFields(params, botToken);
};

/**
 * @param {{ userId?: number, languageCode?: string, theme?: keyof typeof THEMES, platform?: string, version?: string, startParam?: string, botToken?: string, signature?: boolean, authDate?: Date }} [options]
 */
export const telegramLaunchHash = ({
  userId = 5_550_001,
  languageCode,
  theme = 'light',
  platform = 'tdesktop',
  version = '8.0',
  startParam,
  botToken = developmentBotToken(),
  signature = true,
  authDate,
} = {}) => {
  const initData = signedInitData({
    userId,
    languageCode,
    startParam,
    botToken,
    signature,
    authDate,
  });
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: version,
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify(THEMES[theme]),
    ...(startParam ? { tgWebAppStartParam: startParam } : {}),
  });
  return `#${hash}`;
};
