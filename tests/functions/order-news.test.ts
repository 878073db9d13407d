import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatOf, updateChat } from '../../functions/lib/bot/chats';
import { signOrderEvent } from '../../functions/lib/bot/order-events';
import { botText, statusName } from '../../functions/lib/bot/texts';
import type { Env } from '../../functions/lib/env';
import { tellOrderNews } from '../../functions/reference-backend/order-news';
import { placeOrder, recordBotMayWrite } from '../../functions/reference-backend/orders';
import { markPaid } from '../../functions/reference-backend/payments/payment-state';
import { LANGUAGES } from '@pizza-order-app/contract/config/languages';
import { ORDER_STATUS } from '@pizza-order-app/contract';
import {
  ORDER_EVENT_HEADERS,
  ORDER_EVENT_MAX_AGE_SECONDS,
  type OrderStatusEvent,
} from '@pizza-order-app/contract/order-events';
import { draft } from './backend-support';
import { forgetBotCalls, sentMessages } from './bot-support';
import { api, callFunction, testEnv } from './support';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const signedRequest = async (
  body: string,
  { timestamp = String(nowSeconds()), secret = testEnv.ORDER_EVENTS_SECRET } = {},
) =>
  new Request('http://localhost/api/telegram/order-status', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [ORDER_EVENT_HEADERS.timestamp]: timestamp,
      [ORDER_EVENT_HEADERS.signature]: await signOrderEvent(secret, timestamp, body),
    },
    body,
  });

const post = (request: Request, env: Partial<Env> = {}) => callFunction(api, request, env);

/** When this file's posts start; each post is signed a second before the one before it. */
const FIRST_POST_AT = nowSeconds();
let posts = 0;
/**
 * An event as the backend posts it: each post a request of its own, signed at a second of its own
 * (the same change posted again at the same second would be the same request, a replay).
 */
const postEvent = async (event: OrderStatusEvent, env: Partial<Env> = {}) =>
  post(
    await signedRequest(JSON.stringify(event), { timestamp: String(FIRST_POST_AT - posts++) }),
    env,
  );

const outcome = async (response: Response) =>
  (await response.json<{ delivered: string }>()).delivered;

let ids = 70_000;
/** A change of an order of a customer the edge has never met. */
const newEvent = (change: Partial<OrderStatusEvent> = {}): OrderStatusEvent => ({
  orderId: ids++,
  tgId: ids++,
  statusCode: ORDER_STATUS.cooking,
  language: 'uz',
  ...change,
});

/** The Bot API as Telegram answers it when something is wrong, in place of the double. */
const telegramAnswers = (status: number, description: string) => {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(Response.json({ ok: false, error_code: status, description }, { status })),
    );
  return { fetch, env: { TELEGRAM_API_URL: 'https://api.telegram.example' } };
};

beforeEach(async () => {
  await forgetBotCalls();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('order status events: the signature', () => {
  it('accepts an event signed over its timestamp and body', async () => {
    const response = await postEvent(newEvent());
    expect(response.status).toBe(200);
  });

  it('refuses a tampered body, a wrong secret, or no signature with 401', async () => {
    const body = JSON.stringify(newEvent());
    const tampered = await signedRequest(body);
    const forged = await signedRequest(body, { secret: 'not-the-secret' });
    const cases = [
      new Request(tampered.url, {
        method: 'POST',
        headers: tampered.headers,
        body: body.replace('"uz"', '"ru"'),
      }),
      forged,
      new Request(tampered.url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      }),
    ];
    for (const request of cases) expect((await post(request)).status).toBe(401);
    // The timestamp is signed too: moved, the signature no longer holds.
    const moved = await signedRequest(body);
    const headers = new Headers(moved.headers);
    headers.set(ORDER_EVENT_HEADERS.timestamp, String(nowSeconds() - 1));
    expect((await post(new Request(moved.url, { method: 'POST', headers, body }))).status).toBe(
      401,
    );
  });

  it('refuses a stale event, or one from too far ahead, with 401', async () => {
    for (const shift of [-ORDER_EVENT_MAX_AGE_SECONDS - 5, ORDER_EVENT_MAX_AGE_SECONDS + 5]) {
      const request = await signedRequest(JSON.stringify(newEvent()), {
        timestamp: String(nowSeconds() + shift),
      });
      expect((await post(request)).status).toBe(401);
    }
  });

  it('refuses a replayed request with 409, and tells the customer once', async () => {
    const event = newEvent({ botMayWrite: true });
    const request = await signedRequest(JSON.stringify(event));
    const replay = request.clone();
    expect((await post(request)).status).toBe(200);
    expect((await post(replay)).status).toBe(409);
    expect(await sentMessages()).toHaveLength(1);
  });

  it('refuses a signed body of another shape with 400', async () => {
    for (const body of ['not json', JSON.stringify({ ...newEvent(), language: 'de' }), '{}'])
      expect((await post(await signedRequest(body))).status).toBe(400);
  });

  it('is no cross-site write: the write guard leaves it to its signature', async () => {
    const request = await signedRequest(JSON.stringify(newEvent()));
    const headers = new Headers(request.headers);
    headers.set('Sec-Fetch-Site', 'cross-site');
    const response = await post(new Request(request, { headers }));
    expect(response.status).toBe(200);
  });
});

describe('order status events: the messages', () => {
  it.each(LANGUAGES)(
    'tells a customer who allowed it in the app, in the order’s language (%s), with the tracker',
    async (language) => {
      const event = newEvent({ language, botMayWrite: true });
      expect(await outcome(await postEvent(event))).toBe('sent');
      const [message, ...more] = await sentMessages();
      expect(more).toEqual([]);
      expect(message?.chat_id).toBe(event.tgId);
      expect(message?.text).toBe(
        botText(language, 'status', {
          id: event.orderId,
          status: statusName(language, ORDER_STATUS.cooking),
        }),
      );
      const base = language === 'ru' ? '' : `/${language}`;
      expect(message?.reply_markup?.inline_keyboard[0]?.[0]).toEqual({
        text: botText(language, 'track'),
        web_app: { url: `http://localhost${base}/tracker/${event.orderId}?tg=1` },
      });
    },
  );

  it('tells a customer who allowed it in Telegram (write_access_allowed)', async () => {
    const event = newEvent();
    await updateChat(testEnv.DB, event.tgId, { mayWrite: true });
    expect(await outcome(await postEvent(event))).toBe('sent');
    expect(await sentMessages()).toHaveLength(1);
  });

  it('tells nobody who did not allow it, or who refused it for this order', async () => {
    const unknown = newEvent();
    expect(await outcome(await postEvent(unknown))).toBe('not-allowed');
    const refused = newEvent({ botMayWrite: false });
    await updateChat(testEnv.DB, refused.tgId, { mayWrite: true });
    expect(await outcome(await postEvent(refused))).toBe('not-allowed');
    expect(await sentMessages()).toEqual([]);
  });

  it('never sends two messages for one change, even posted again or at once', async () => {
    const event = newEvent({ botMayWrite: true });
    const outcomes = await Promise.all(
      [postEvent(event), postEvent(event)].map(async (r) => outcome(await r)),
    );
    expect(outcomes.sort()).toEqual(['already-told', 'sent']);
    expect(await outcome(await postEvent(event))).toBe('already-told');
    expect(await sentMessages()).toHaveLength(1);
  });

  it('stops writing to a customer who blocked the bot (403), without trying again', async () => {
    const event = newEvent({ botMayWrite: true });
    const blocked = telegramAnswers(403, 'Forbidden: bot was blocked by the user');
    expect(await outcome(await postEvent(event, blocked.env))).toBe('blocked');
    expect(await chatOf(testEnv.DB, event.tgId)).toMatchObject({ blocked: true });
    const next = { ...event, statusCode: ORDER_STATUS.baking, botMayWrite: undefined };
    expect(await outcome(await postEvent(next, blocked.env))).toBe('blocked');
    expect(blocked.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a change while the Bot API is down, and sends the newest status once it is back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const event = newEvent({ botMayWrite: true });
    const down = telegramAnswers(502, 'Bad Gateway');
    const response = await postEvent(event, down.env);
    expect(response.status).toBe(202);
    expect(await outcome(response)).toBe('kept');
    down.fetch.mockRejectedValue(new TypeError('network down'));
    const baking = { ...event, statusCode: ORDER_STATUS.baking };
    expect(await outcome(await postEvent(baking, down.env))).toBe('kept');
    vi.restoreAllMocks();
    // Back: the next change goes, and tells the kept ones too.
    const onTheWay = { ...event, statusCode: ORDER_STATUS.onTheWay };
    expect(await outcome(await postEvent(onTheWay))).toBe('sent');
    expect(await outcome(await postEvent(baking))).toBe('already-told');
    expect((await sentMessages()).map(({ text }) => text)).toEqual([
      botText('uz', 'status', {
        id: event.orderId,
        status: statusName('uz', ORDER_STATUS.onTheWay),
      }),
    ]);
  });

  it('sends a kept change when the backend posts it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const event = newEvent({ botMayWrite: true });
    const down = telegramAnswers(429, 'Too Many Requests: retry after 5');
    expect(await outcome(await postEvent(event, down.env))).toBe('kept');
    vi.restoreAllMocks();
    expect(await outcome(await postEvent(event))).toBe('sent');
    expect(await outcome(await postEvent(event))).toBe('already-told');
    expect(await sentMessages()).toHaveLength(1);
  });
});

// Issue 38: "Заказ №4: Принят" at the placement of an order awaiting its payment, and no word of it.
describe('order status events: the payment’s truth and what the customer needs', () => {
  // An hour from the posts, written as the tracker writes it ("завтра" after 23:00 in Tashkent).
  const promisedAt = new Date(
    Math.ceil((Date.now() + 3_600_000) / 300_000) * 300_000,
  ).toISOString();
  const clock = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Asia/Tashkent',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(promisedAt));
  const promise = (words: string) => new RegExp(`\\n${words} (завтра )?к ${clock}\\.$`);

  const told = async (change: Partial<OrderStatusEvent>) => {
    const event = newEvent({ language: 'ru', botMayWrite: true, ...change });
    expect(await outcome(await postEvent(event))).toBe('sent');
    const [message] = (await sentMessages()).filter(({ chat_id }) => chat_id === event.tgId);
    return {
      id: event.orderId,
      text: message?.text,
      button: message?.reply_markup?.inline_keyboard[0]?.[0],
      tracker: `http://localhost/tracker/${event.orderId}?tg=1`,
    };
  };

  it('says an order placed to be paid online awaits its payment, with "Pay" opening the tracker', async () => {
    const { id, text, button, tracker } = await told({
      statusCode: ORDER_STATUS.accepted,
      payment: { method: 'telegram', status: 'awaiting' },
      promisedAt,
    });
    expect(text).toBe(botText('ru', 'payment-awaiting', { id }));
    expect(button).toEqual({ text: 'Оплатить', web_app: { url: tracker } });
  });

  it('says it was paid, with the promise, even after its placement was told', async () => {
    const event = newEvent({
      language: 'ru',
      botMayWrite: true,
      statusCode: ORDER_STATUS.accepted,
      payment: { method: 'payme', status: 'awaiting' },
    });
    await postEvent(event);
    const paid = { ...event, payment: { method: 'payme', status: 'paid' }, promisedAt } as const;
    expect(await outcome(await postEvent(paid))).toBe('sent');
    expect(await outcome(await postEvent(paid))).toBe('already-told');
    const [awaiting, told, ...more] = (await sentMessages()).map(({ text }) => text);
    expect(more).toEqual([]);
    expect(awaiting).toBe(botText('ru', 'payment-awaiting', { id: event.orderId }));
    expect(told?.startsWith(botText('ru', 'paid', { id: event.orderId }))).toBe(true);
    expect(told).toMatch(promise('Привезём'));
  });

  it('confirms an unpaid order switched to paying on receipt, though its placement was told', async () => {
    const event = newEvent({
      language: 'ru',
      botMayWrite: true,
      statusCode: ORDER_STATUS.accepted,
      payment: { method: 'click', status: 'awaiting' },
    });
    await postEvent(event);
    const switched = { ...event, payment: { method: 'cash' }, promisedAt } as const;
    expect(await outcome(await postEvent(switched))).toBe('sent');
    expect(await outcome(await postEvent(switched))).toBe('already-told');
    const texts = (await sentMessages())
      .filter(({ chat_id }) => chat_id === event.tgId)
      .map(({ text }) => text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(botText('ru', 'payment-awaiting', { id: event.orderId }));
    expect(texts[1]).toMatch(promise('Привезём'));
  });

  it('says an order cancelled unpaid was never charged, and a paid one cancelled is refunded', async () => {
    const unpaid = await told({
      statusCode: ORDER_STATUS.cancelled,
      payment: { method: 'click', status: 'cancelled' },
    });
    expect(unpaid.text).toBe(botText('ru', 'cancelled-unpaid', { id: unpaid.id }));
    const refunded = await told({
      statusCode: ORDER_STATUS.cancelled,
      payment: { method: 'telegram', status: 'refunded' },
    });
    expect(refunded.text).toBe(botText('ru', 'refunded', { id: refunded.id }));
    expect(refunded.button?.text).toBe(botText('ru', 'track'));
  });

  it('gives the kitchen’s statuses the promise: at the door, or at the counter for pickup', async () => {
    const cash = await told({
      statusCode: ORDER_STATUS.cooking,
      payment: { method: 'cash' },
      promisedAt,
    });
    expect(cash.text?.split('\n')[0]).toBe(
      botText('ru', 'status', { id: cash.id, status: statusName('ru', ORDER_STATUS.cooking) }),
    );
    expect(cash.text).toMatch(promise('Привезём'));
    const pickup = await told({
      statusCode: ORDER_STATUS.baking,
      promisedAt,
      pickupAddress: 'ул. Бунёдкор, 1',
    });
    expect(pickup.text).toMatch(promise('Будет готов'));
  });

  it('says where to pick up an order once it is ready', async () => {
    const { id, text } = await told({
      statusCode: ORDER_STATUS.readyForPickup,
      pickupAddress: 'ул. Бунёдкор, 1',
      promisedAt,
    });
    expect(text).toBe(botText('ru', 'ready-pickup', { id, address: 'ул. Бунёдкор, 1' }));
  });

  it('names the courier and their phone, which Telegram offers to call, once it is on its way', async () => {
    const { id, text } = await told({
      statusCode: ORDER_STATUS.onTheWay,
      courier: { name: 'Азиз', phone: '+998 90 310 11 01' },
      promisedAt,
    });
    expect(text?.split('\n')[0]).toBe(
      botText('ru', 'on-the-way', { id, name: 'Азиз', phone: '+998 90 310 11 01' }),
    );
    expect(text).toMatch(promise('Привезём'));
  });

  it('refuses a courier without a phone, or a phone that is no number', async () => {
    for (const courier of [{ name: 'Азиз' }, { name: 'Азиз', phone: 'call me' }]) {
      const body = JSON.stringify({ ...newEvent({ statusCode: ORDER_STATUS.onTheWay }), courier });
      expect((await post(await signedRequest(body))).status).toBe(400);
    }
  });
});

describe('the reference backend’s order news', () => {
  const STEP_MS = 60_000;

  it('tells the edge of each Telegram order’s newest status once, as the clock moves it along', async () => {
    const tgId = ids++;
    const placedAt = Date.now();
    const { orderId } = await placeOrder(
      testEnv.DB,
      draft(`news-${crypto.randomUUID()}`),
      { tgId },
      'en',
      {
        now: placedAt,
      },
    );
    expect(await recordBotMayWrite(testEnv.DB, orderId, tgId, true)).toBe(true);
    const tell = (now: number) =>
      tellOrderNews(testEnv, 'http://localhost', { stepMs: STEP_MS, now });
    await tell(placedAt);
    await tell(placedAt + 1000);
    // Two steps later: the newest status only.
    await tell(placedAt + 2 * STEP_MS + 1000);
    const texts = (await sentMessages())
      .filter(({ chat_id }) => chat_id === tgId)
      .map(({ text }) => text);
    // Each with the delivery's promise under it.
    expect(texts.map((text) => text.split('\n'))).toEqual([
      [
        botText('en', 'status', { id: orderId, status: statusName('en', ORDER_STATUS.accepted) }),
        expect.stringMatching(/^We’ll deliver (tomorrow )?by \d\d:\d\d\.$/),
      ],
      [
        botText('en', 'status', { id: orderId, status: statusName('en', ORDER_STATUS.baking) }),
        expect.stringMatching(/^We’ll deliver (tomorrow )?by \d\d:\d\d\.$/),
      ],
    ]);
  });

  it('tells a Telegram order paid online that it awaits its payment, then that it was paid', async () => {
    const tgId = ids++;
    const placedAt = Date.now();
    const { orderId } = await placeOrder(
      testEnv.DB,
      { ...draft(`news-${crypto.randomUUID()}`), paymentMethod: 'telegram' },
      { tgId },
      'ru',
      { now: placedAt, channel: 'telegram' },
    );
    expect(await recordBotMayWrite(testEnv.DB, orderId, tgId, true)).toBe(true);
    const tell = (now: number) =>
      tellOrderNews(testEnv, 'http://localhost', { stepMs: STEP_MS, now });
    await tell(placedAt);
    await markPaid(testEnv.DB, orderId, placedAt + 1000);
    await tell(placedAt + 2000);
    const mine = (await sentMessages()).filter(({ chat_id }) => chat_id === tgId);
    expect(mine.map(({ text }) => text.split('\n')[0])).toEqual([
      botText('ru', 'payment-awaiting', { id: orderId }),
      botText('ru', 'paid', { id: orderId }),
    ]);
    expect(mine[0]?.reply_markup?.inline_keyboard[0]?.[0]?.text).toBe(botText('ru', 'pay'));
    expect(mine[1]?.text).toMatch(/\nПривезём (завтра )?к \d\d:\d\d\.$/);
  });

  it('tells nothing to a customer who did not allow it', async () => {
    const tgId = ids++;
    const placedAt = Date.now();
    await placeOrder(testEnv.DB, draft(`news-${crypto.randomUUID()}`), { tgId }, 'ru', {
      now: placedAt,
    });
    await tellOrderNews(testEnv, 'http://localhost', { stepMs: STEP_MS, now: placedAt + STEP_MS });
    expect((await sentMessages()).filter(({ chat_id }) => chat_id === tgId)).toEqual([]);
  });
});
