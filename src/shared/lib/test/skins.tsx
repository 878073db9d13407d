import { queryAllByRole } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TelegramLaunch } from '../../telegram/launch';
import { SkinContext, type Skin } from '../../ui/skin';
import { telegramSkin } from '../../ui/telegram-skin';

/** A launch inside Telegram with no signed data: the light theme, telegram-ui's base platform. */
export const TELEGRAM_LAUNCH: TelegramLaunch = {
  initDataRaw: null,
  startParam: null,
  isDark: false,
  platform: 'base',
};

/** The skin a Telegram launch draws shared/ui with: telegram-ui's, in the light theme to start. */
export const TELEGRAM_SKIN: Skin = telegramSkin(TELEGRAM_LAUNCH);

/** UI as the app draws it in a skin: inside telegram-ui's root in Telegram, as it is on the web (null). */
export const inSkin = (skin: Skin | null, ui: ReactNode) => (
  <SkinContext value={skin}>{skin ? <skin.Root>{ui}</skin.Root> : ui}</SkinContext>
);

/** Whether telegram-ui drew the element or one of its ancestors up to the form's field. */
export const drawnByTelegramUi = (element: Element) => {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if ([...node.classList].some((name) => name.startsWith('tgui-'))) return true;
    if (node.matches('.field, form, main')) return false;
  }
  return false;
};

/**
 * axe's heading-order, as jsdom can check it: each heading at most one level below the one
 * before it. Lists the steps that skip a level, as "h1 Menu → h3 Saved".
 */
export const headingLevelSkips = (container: HTMLElement = document.body) => {
  const headings = queryAllByRole(container, 'heading').map((heading) => ({
    level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
    text: heading.textContent,
  }));
  return headings.flatMap((heading, at) => {
    const before = headings[at - 1];
    return before && heading.level > before.level + 1
      ? [`h${before.level} ${before.text} → h${heading.level} ${heading.text}`]
      : [];
  });
};
