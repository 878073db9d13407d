import { useUnit } from 'effector-react';
import { useLocation } from 'wouter';
import { $overlays, overlayClosed } from '../lib/overlays/model';
import { useBackButton } from '../telegram/back-button';

/**
 * Telegram's BackButton closes the topmost sheet or dialog first, then follows the router: hidden
 * on the menu, history back elsewhere. Shown, it also keeps Android's back inside the app.
 */
export function TelegramBackButton() {
  const [location, navigate] = useLocation();
  const [overlays, close] = useUnit([$overlays, overlayClosed]);
  const top = overlays.at(-1);
  useBackButton(
    top
      ? () => close(top.name)
      : location === '/'
        ? null
        : () => {
            // Opened straight on an inner screen, there is no page of ours to go back to.
            if (window.history.length > 1) window.history.back();
            else navigate('/');
          },
  );
  return null;
}
