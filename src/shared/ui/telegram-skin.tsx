// Loaded only inside Telegram (see app/boot): web visitors never download telegram-ui.
import '@telegram-apps/telegram-ui/dist/styles.css';
import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $isDarkTheme } from '../telegram/theme-model';
import type { TelegramLaunch } from '../telegram/launch';
import { onDemandDialog } from './dialog';
import type { Skin } from './skin';
import {
  Button,
  CallLink,
  ChoiceCard,
  EmptyState,
  Field,
  Notice,
  Segmented,
  Stepper,
} from './telegram-controls';
import { TelegramHeader } from './telegram-header';
import { useTelegramTextNotHeadings } from './telegram-text-headings';

// telegram-ui's modal brings its drawer library: fetched once the page is idle.
const Dialog = onDemandDialog(() => import('./telegram-dialog'));

/** telegram-ui's text in <h6> elements reads as text, not as headings, while the skin is on. */
function TextNotHeadings() {
  useTelegramTextNotHeadings();
  return null;
}

/** telegram-ui's root, in the client's platform and its theme, dark or light, as it is now. */
function TelegramRoot({
  platform,
  children,
}: {
  readonly platform: TelegramLaunch['platform'];
  readonly children: ReactNode;
}) {
  const isDark = useUnit($isDarkTheme);
  return (
    <AppRoot appearance={isDark ? 'dark' : 'light'} platform={platform}>
      <TextNotHeadings />
      {children}
    </AppRoot>
  );
}

/** The skin for one launch: telegram-ui's root follows the client's theme and platform. */
export const telegramSkin = (launch: TelegramLaunch): Skin => ({
  Root: ({ children }: { readonly children: ReactNode }) => (
    <TelegramRoot platform={launch.platform}>{children}</TelegramRoot>
  ),
  Header: TelegramHeader,
  Button,
  CallLink,
  ChoiceCard,
  Dialog,
  EmptyState,
  Field,
  Notice,
  Segmented,
  Stepper,
});
