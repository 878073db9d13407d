import { useLocation } from 'wouter';
import { useBackButton } from '../../shared/telegram/hooks';

/** Telegram's BackButton follows the router: hidden on the menu, history back elsewhere. */
export function TelegramBackButton() {
  const [location, navigate] = useLocation();
  useBackButton(
    location === '/'
      ? null
      : () => {
          // Opened straight on an inner screen, there is no page of ours to go back to.
          if (window.history.length > 1) window.history.back();
          else navigate('/');
        },
  );
  return null;
}
