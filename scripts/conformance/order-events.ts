import * as v from 'valibot';
import { ORDER_STATUS_STEPS, orderCall, telegramOrderCall } from '@pizza-order-app/contract';
import {
  ORDER_EVENT_HEADERS,
  ORDER_EVENT_MAX_AGE_SECONDS,
  orderEventCall,
  orderNewsCode,
  OrderStatusEventSchema,
} from '@pizza-order-app/contract/order-events';
import { signOrderEvent } from '../../functions/lib/bot/order-events';
import { Nonconformity, type Calls, type Capability, type ReceivedCall } from './kit';
import {
  check,
  ENGLISH,
  needs,
  PICKUP,
  pickupDraft,
  telegramUser,
  type Fixture,
  type Found,
} from './test-data';

/**
 * Order status events (docs/api.md, "Order status events"): the backend posts each news of an
 * order placed through `tg_order` to the edge, signed with ORDER_EVENTS_SECRET. The kit plays the
 * edge: a test backend pointed at the kit's listener (`--events-port`) posts there, and each event
 * of the test order must be signed, fresh, of the contract's shape, and told once per change as
 * the chain's hook moves the order along (`--advance`).
 */

const orderIdOf = (call: ReceivedCall) => {
  try {
    return (JSON.parse(call.body) as { orderId?: unknown }).orderId;
  } catch {
    return undefined;
  }
};

/** An event of the backend's found against the contract: the call as the backend made it. */
const wrongEvent = (call: ReceivedCall, problem: string) =>
  new Nonconformity('wrong', {
    request: `POST ${call.path} ${[ORDER_EVENT_HEADERS.timestamp, ORDER_EVENT_HEADERS.signature]
      .map((name) => `${name}: ${call.headers[name.toLowerCase()] ?? '(none)'}`)
      .join(', ')} ${call.body}`,
    problem,
  });

export const orderEventsCapability = (found: Found, fixture: Fixture): Capability => {
  const user = telegramUser();
  let placed: { orderId: number } | undefined;
  return {
    name: 'order-events',
    apis: ['main', 'messenger', 'advance', 'order-events'],
    checks: (calls: Calls) => {
      const secret = calls.secret('order-events') ?? '';
      const read = () =>
        calls.call('main', orderCall, {
          query: { Language: ENGLISH, orderId: needs(placed, 'Telegram order').orderId },
          as: user,
        });
      const ours = (call: ReceivedCall) =>
        orderIdOf(call) === needs(placed, 'Telegram order').orderId;
      /** An event of the test order, checked as the edge checks it (functions/lib/bot/order-events.ts). */
      const checked = async (call: ReceivedCall) => {
        const { orderId } = needs(placed, 'Telegram order');
        const wrong = (problem: string) => wrongEvent(call, problem);
        if (call.path !== orderEventCall.path)
          throw wrong(`posted to ${call.path}, not ${orderEventCall.path}`);
        const timestamp = call.headers[ORDER_EVENT_HEADERS.timestamp.toLowerCase()] ?? '';
        const signature = call.headers[ORDER_EVENT_HEADERS.signature.toLowerCase()] ?? '';
        if (signature.toLowerCase() !== (await signOrderEvent(secret, timestamp, call.body)))
          throw wrong(`${ORDER_EVENT_HEADERS.signature} is not the HMAC of its timestamp and body`);
        if (Math.abs(Date.now() / 1000 - Number(timestamp)) > ORDER_EVENT_MAX_AGE_SECONDS)
          throw wrong(`${ORDER_EVENT_HEADERS.timestamp} ${timestamp} is not now`);
        const event = v.safeParse(OrderStatusEventSchema, JSON.parse(call.body));
        if (!event.success)
          throw wrong(
            `the event is not the contract's: ${event.issues
              .slice(0, 3)
              .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
              .join('; ')}`,
          );
        if (event.output.orderId !== orderId || event.output.tgId !== user.tgId)
          throw wrong(`the event names Telegram user ${event.output.tgId}, not ${user.tgId}`);
        if (event.output.language !== 'en')
          throw wrong(`language "${event.output.language}" for an order placed in English`);
        return event.output;
      };
      /** The event telling that the order reached `statusCode`, once it has come. */
      const toldOf = async (statusCode: number) => {
        await read();
        const call = await calls.receivedCall(
          (candidate) =>
            ours(candidate) &&
            (JSON.parse(candidate.body) as { statusCode?: unknown }).statusCode === statusCode,
        );
        if (!call)
          throw calls.wrong(
            await calls.send('main', orderCall, {
              query: { Language: ENGLISH, orderId: needs(placed, 'Telegram order').orderId },
              as: user,
            }),
            `no event of status ${statusCode} reached the kit playing the edge`,
          );
        return checked(call);
      };

      return [
        check('an order placed through tg_order is told to the edge, signed', async () => {
          const body = {
            ...pickupDraft(
              needs(found.restaurant, 'restaurant'),
              needs(found.menu, 'menu'),
              fixture,
            ),
            tgId: user.tgId,
            language: ENGLISH,
          };
          const answer = await calls.send('messenger', telegramOrderCall, { body, as: user });
          placed = { orderId: calls.expectAnswer(telegramOrderCall, answer).orderId };
          await toldOf(ORDER_STATUS_STEPS[PICKUP][0]);
        }),
        check('each status the order is moved to is told, once', async () => {
          const { orderId } = needs(placed, 'Telegram order');
          for (const statusCode of ORDER_STATUS_STEPS[PICKUP].slice(1)) {
            await calls.advance(orderId);
            await toldOf(statusCode);
          }
          const told = await Promise.all(calls.receivedCalls().filter(ours).map(checked));
          const codes = told.map(orderNewsCode);
          const twice = codes.find((code, index) => codes.indexOf(code) !== index);
          if (twice !== undefined)
            throw calls.wrong(
              await calls.send('main', orderCall, {
                query: { Language: ENGLISH, orderId },
                as: user,
              }),
              `the news ${twice} was told ${codes.filter((code) => code === twice).length} times`,
            );
        }),
      ];
    },
  };
};
