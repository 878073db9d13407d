/**
 * The query parameter the chain's bot puts on every address it opens the mini app at (its
 * buttons, the menu button, the Mini App's URL in @BotFather): the launch parameters Telegram
 * adds ride in the fragment, which never reaches the edge.
 */
export const TELEGRAM_QUERY = 'tg';

/** The address with the bot's marker: `/uz/` → `/uz/?tg=1`, `/?startapp=p` → `/?tg=1&startapp=p`. */
export const withTelegramQuery = (address: string) => {
  const [path = '', query = ''] = address.split('?');
  return `${path}?${TELEGRAM_QUERY}=1${query ? `&${query}` : ''}`;
};

/**
 * Whether an address's query says a Telegram client opened it: the bot's marker, or Telegram's
 * own `tgWebApp…` parameters (a direct link's `tgWebAppStartParam`).
 */
export const opensInTelegram = (search: string) =>
  [...new URLSearchParams(search).keys()].some(
    (name) => name === TELEGRAM_QUERY || name.startsWith('tgWebApp'),
  );
