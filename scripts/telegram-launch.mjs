// Launch parameters a Telegram client passes in the URL hash, with init data signed by the
// development bot token: used by `npm run telegram:url` and by the end-to-end Telegram harness.
import { readFileSync } from 'node:fs';
import { sign } from '@telegram-apps/init-data-node';

export const THEMES = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#707579',
    link_color: '#3390ec',
    button_color: '#3390ec',
    button_text_color: '#ffffff',
    secondary_bg_color: '#f4f4f5',
    section_bg_color: '#ffffff',
    accent_text_color: '#3390ec',
    destructive_text_color: '#e53935',
  },
  dark: {
    bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#0f0f0f',
    section_bg_color: '#212121',
    accent_text_color: '#8774e1',
    destructive_text_color: '#ff595a',
  },
};

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
 * Init data for a Telegram user, signed now, as the client passes it.
 * @param {{ userId?: number, startParam?: string, botToken?: string }} [options]
 */
export const signedInitData = ({
  userId = 5_550_001,
  startParam,
  botToken = developmentBotToken(),
} = {}) =>
  sign(
    {
      user: { id: userId, first_name: 'Aziz', language_code: 'uz' },
      ...(startParam ? { start_param: startParam } : {}),
    },
    botToken,
    new Date(),
  );

/**
 * @param {{ userId?: number, theme?: 'light' | 'dark', platform?: string, startParam?: string, botToken?: string }} [options]
 */
export const telegramLaunchHash = ({
  userId = 5_550_001,
  theme = 'light',
  platform = 'tdesktop',
  startParam,
  botToken = developmentBotToken(),
} = {}) => {
  const initData = signedInitData({ userId, startParam, botToken });
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify(THEMES[theme]),
    ...(startParam ? { tgWebAppStartParam: startParam } : {}),
  });
  return `#${hash}`;
};
