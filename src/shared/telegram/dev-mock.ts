// Development only (imported behind import.meta.env.DEV, so production builds drop it): lets a
// desktop browser tab play the Telegram client. Open the URL `npm run telegram:url` prints.
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';

export const mockTelegramForDevelopment = () => {
  // Inside a real web client (or the e2e harness) the parent frame is the client.
  if (window.parent !== window) return;
  const launch = new URLSearchParams(window.location.hash.slice(1));
  if (!launch.has('tgWebAppData')) return;
  const theme = JSON.parse(launch.get('tgWebAppThemeParams') ?? '{}') as Record<
    string,
    `#${string}`
  >;
  mockTelegramEnv({
    launchParams: launch,
    onEvent: ([method]) => {
      console.info('[telegram mock]', method);
      if (method === 'web_app_request_theme') emitEvent('theme_changed', { theme_params: theme });
      if (method === 'web_app_request_viewport') {
        emitEvent('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      }
      if (method === 'web_app_request_safe_area') {
        emitEvent('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
      }
      if (method === 'web_app_request_content_safe_area') {
        emitEvent('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
      }
    },
  });
};
