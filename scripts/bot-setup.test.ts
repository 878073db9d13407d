// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import uz from '../locales/uz.json';
import { telegramWebhookCall } from '@pizza-order-app/contract/telegram-webhook';
import { withTelegramQuery } from '@pizza-order-app/contract/lib/telegram-query';
import { setUpBot, setupCalls, WEBHOOK_PATH } from './bot-setup.mjs';

const SITE = 'https://pizza.example';
const calls = setupCalls({ site: SITE, secret: 's3cret', operatorIds: [100500] });
const bodiesOf = (method: string) =>
  calls.filter(([name]) => name === method).map(([, body]) => body);

describe('npm run bot:setup', () => {
  it('points the webhook at the edge’s path, with the secret and the updates the bot handles', () => {
    expect(WEBHOOK_PATH).toBe(telegramWebhookCall.path);
    expect(bodiesOf('setWebhook')).toEqual([
      { url: `${SITE}/api/telegram/webhook`, secret_token: 's3cret', allowed_updates: ['message'] },
    ]);
  });

  it('sets the menu button to the app as a Web App marked for the edge, named in the three languages', () => {
    expect(bodiesOf('setChatMenuButton')).toEqual([
      {
        menu_button: {
          type: 'web_app',
          text: 'Заказать / Order / Buyurtma',
          web_app: { url: `${SITE}${withTelegramQuery('/')}` },
        },
      },
    ]);
  });

  it('sets commands and descriptions in ru, en and uz, Russian for everyone else', () => {
    for (const method of ['setMyCommands', 'setMyDescription', 'setMyShortDescription']) {
      const everyone = bodiesOf(method).filter((body) => !('scope' in body));
      expect(everyone.map((body) => body.language_code)).toEqual(['ru', undefined, 'en', 'uz']);
    }
    expect(bodiesOf('setMyDescription').map((body) => body.description)).toEqual([
      ru.bot.description,
      ru.bot.description,
      en.bot.description,
      uz.bot.description,
    ]);
    const publicCommands = bodiesOf('setMyCommands').find((body) => body.language_code === 'uz');
    // Issue 38: the menu a customer expects of the chain's bot.
    expect(publicCommands?.commands).toEqual([
      { command: 'menu', description: uz.bot['command-menu'] },
      { command: 'orders', description: uz.bot['command-orders'] },
      { command: 'repeat', description: uz.bot['command-repeat'] },
      { command: 'contacts', description: uz.bot['command-contacts'] },
      { command: 'language', description: uz.bot['command-language'] },
      { command: 'help', description: uz.bot['command-help'] },
      { command: 'web', description: uz.bot['command-web'] },
    ]);
  });

  it('gives /link to the operators only, in their own chats', () => {
    const scoped = bodiesOf('setMyCommands').filter((body) => 'scope' in body);
    expect(scoped).toHaveLength(4);
    for (const body of scoped) {
      expect(body.scope).toEqual({ type: 'chat', chat_id: 100500 });
      expect(body.commands).toContainEqual(expect.objectContaining({ command: 'link' }));
    }
  });

  it('calls the Bot API at the root it is given, and stops at the first refusal', async () => {
    const urls: string[] = [];
    const fetch = (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(
        Response.json(
          urls.length < 3 ? { ok: true, result: true } : { ok: false, description: 'Bad Request' },
        ),
      );
    };
    await expect(
      setUpBot({ apiRoot: 'http://double', token: '1:t', calls, fetch }),
    ).rejects.toThrow('setMyCommands failed: Bad Request');
    expect(urls.slice(0, 2)).toEqual([
      'http://double/bot1:t/setWebhook',
      'http://double/bot1:t/setChatMenuButton',
    ]);
  });
});
