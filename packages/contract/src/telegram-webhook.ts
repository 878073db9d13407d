/** Where Telegram posts the chain's bot's updates (`npm run bot:setup` gives it to setWebhook). */
export const WEBHOOK_PATH = '/api/telegram/webhook';

/** The header Telegram sends the webhook's secret in (setWebhook's `secret_token`). */
export const WEBHOOK_SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';
