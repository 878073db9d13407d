// Loaded only inside Telegram (see app/boot): web visitors never download telegram-ui.
import '@telegram-apps/telegram-ui/dist/styles.css';
import { AppRoot, Button as TelegramButton, Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import type { TelegramLaunch } from '../telegram/launch';
import type { ButtonProps } from './button';
import type { EmptyStateProps } from './empty-state';
import type { Skin } from './skin';

const MODES = { primary: 'filled', secondary: 'bezeled', ghost: 'plain' } as const;

function Button({ variant = 'primary', busy = false, disabled, children, ...rest }: ButtonProps) {
  return (
    <TelegramButton
      {...rest}
      mode={MODES[variant]}
      size={variant === 'primary' ? 'l' : 'm'}
      loading={busy}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </TelegramButton>
  );
}

function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div role="status">
      <Placeholder header={title} description={text} action={action} />
    </div>
  );
}

/** The skin for one launch: telegram-ui's root follows the client's theme and platform. */
export const telegramSkin = (launch: TelegramLaunch): Skin => ({
  Root: ({ children }: { readonly children: ReactNode }) => (
    <AppRoot appearance={launch.isDark ? 'dark' : 'light'} platform={launch.platform}>
      {children}
    </AppRoot>
  ),
  Button,
  EmptyState,
});
