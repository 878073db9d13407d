import * as v from 'valibot';
import { orderCall, telegramOrderCall } from '@pizza-order-app/contract';
import { takesPaymentMethod } from '@pizza-order-app/contract/payments';
import {
  INVOICE_CURRENCY,
  telegramPaymentCheckCall,
  telegramPaymentPaidCall,
  TelegramPaymentCheckAnswerSchema,
  TelegramPaymentPaidAnswerSchema,
  type TelegramPaymentCheck,
  type TelegramPaymentPaid,
} from '@pizza-order-app/contract/telegram-payments';
import { signCall } from '../../functions/lib/signed-call';
import { Nonconformity, type Calls, type Capability } from './kit';
import {
  check,
  ENGLISH,
  needs,
  pickupDraft,
  telegramUser,
  type Fixture,
  type Found,
} from './test-data';

/**
 * Telegram Payments, the backend's side (docs/api.md, "Telegram Payments"): the kit plays the
 * edge, signing its calls with PAYMENT_CALLS_SECRET. An order placed through `tg_order` to be
 * paid in Telegram answers its invoice link; the pre-checkout check allows the amount shown and
 * refuses any other; "paid" is recorded once per charge, a payment of the wrong amount refused.
 */

type CheckAnswer = v.InferOutput<typeof TelegramPaymentCheckAnswerSchema>;
type PaidAnswer = v.InferOutput<typeof TelegramPaymentPaidAnswerSchema>;

const chargeId = () => `conformance-${crypto.randomUUID()}`;

export const telegramPaymentsCapability = (found: Found, fixture: Fixture): Capability => {
  const user = telegramUser();
  let order: { orderId: number; tiyin: number } | undefined;
  const charge = chargeId();
  return {
    name: 'telegram-payments',
    apis: ['main', 'messenger', 'payment-calls'],
    checks: (calls: Calls) => {
      /** A call as the edge makes it, signed with `secret` (the shared one by default). */
      const signed = async (
        path: string,
        body: unknown,
        secret = calls.secret('payment-calls') ?? '',
      ) => calls.post('main', path, body, await signCall(secret, path, JSON.stringify(body)));
      const answered = async <S extends v.GenericSchema>(
        path: string,
        body: unknown,
        schema: S,
      ) => {
        const answer = await signed(path, body);
        const parsed = v.safeParse(schema, answer.body);
        if (answer.status !== 200 || !parsed.success)
          throw calls.wrong(answer, `expected 200 and the contract's answer to ${path}`);
        return { answer, reply: parsed.output };
      };
      const checkOf = (change: Partial<TelegramPaymentCheck> = {}): TelegramPaymentCheck => {
        const { orderId, tiyin } = needs(order, 'order paid in Telegram');
        return { orderId, currency: INVOICE_CURRENCY, totalAmount: tiyin, ...change };
      };
      const expectCheck = async (
        body: TelegramPaymentCheck,
        expected: Pick<CheckAnswer, 'ok' | 'reason'>,
      ) => {
        const { answer, reply } = await answered(
          telegramPaymentCheckCall.path,
          body,
          TelegramPaymentCheckAnswerSchema,
        );
        if (reply.ok !== expected.ok || (!expected.ok && reply.reason !== expected.reason))
          throw calls.wrong(
            answer,
            expected.ok
              ? 'expected { ok: true }'
              : `expected { ok: false, reason: "${expected.reason}" }`,
          );
      };
      const expectPaid = async (body: TelegramPaymentPaid, outcome: PaidAnswer['outcome']) => {
        const { answer, reply } = await answered(
          telegramPaymentPaidCall.path,
          body,
          TelegramPaymentPaidAnswerSchema,
        );
        if (reply.outcome !== outcome) throw calls.wrong(answer, `expected outcome "${outcome}"`);
      };
      const paidOf = (id: string, change: Partial<TelegramPaymentCheck> = {}) => ({
        ...checkOf(change),
        telegramPaymentChargeId: id,
        providerPaymentChargeId: `provider-${id}`,
      });

      return [
        check(
          'POST /api/payments/telegram/check refuses an unsigned or missigned call: 401',
          async () => {
            const body = { orderId: 1, currency: INVOICE_CURRENCY, totalAmount: 100 };
            const unsigned = await calls.post('main', telegramPaymentCheckCall.path, body);
            calls.mustBeThere(unsigned, `POST ${telegramPaymentCheckCall.path}`);
            for (const answer of [
              unsigned,
              await signed(telegramPaymentCheckCall.path, body, 'not-the-secret'),
              await signed(
                telegramPaymentPaidCall.path,
                { ...body, telegramPaymentChargeId: 'x', providerPaymentChargeId: '' },
                'not-the-secret',
              ),
            ])
              if (answer.status !== 401)
                throw calls.wrong(answer, `expected 401, got ${answer.status}`);
          },
        ),
        check('POST /api/tg_order paid in Telegram answers its invoice link', async () => {
          const restaurant = needs(found.restaurant, 'restaurant');
          if (!takesPaymentMethod(restaurant.paymentMethods, 'telegram'))
            throw new Nonconformity('missing', {
              request: `restaurant ${restaurant.id}`,
              problem: 'the test restaurant does not take telegram (--restaurant another)',
            });
          const body = {
            ...pickupDraft(restaurant, needs(found.menu, 'menu'), fixture, 'telegram'),
            tgId: user.tgId,
            language: ENGLISH,
          };
          const answer = await calls.send('messenger', telegramOrderCall, { body, as: user });
          const placed = calls.expectAnswer(telegramOrderCall, answer);
          if (!placed.invoiceLink)
            throw calls.wrong(answer, 'no invoiceLink for an order paid in Telegram');
          const read = await calls.call('main', orderCall, {
            query: { Language: ENGLISH, orderId: placed.orderId },
            as: user,
          });
          if (read.view !== 'owner')
            throw calls.wrong(
              await calls.send('main', orderCall, {
                query: { Language: ENGLISH, orderId: placed.orderId },
                as: user,
              }),
              `view "${read.view}" for the Telegram user who placed it`,
            );
          order = { orderId: placed.orderId, tiyin: read.order.total * 100 };
        }),
        check('the check of an unknown order: unknown-order', () =>
          expectCheck(checkOf({ orderId: 2_147_483_000 }), { ok: false, reason: 'unknown-order' }),
        ),
        check('the check of another amount or currency: amount-mismatch', async () => {
          const { tiyin } = needs(order, 'order paid in Telegram');
          for (const change of [
            { totalAmount: tiyin + 100 },
            { totalAmount: tiyin / 100 },
            { currency: 'USD' },
          ])
            await expectCheck(checkOf(change), { ok: false, reason: 'amount-mismatch' });
        }),
        check('the check of the total in tiyin: ok', () => expectCheck(checkOf(), { ok: true })),
        check('a payment of another amount: refused, the order still unpaid', async () => {
          const { tiyin } = needs(order, 'order paid in Telegram');
          await expectPaid(paidOf(chargeId(), { totalAmount: tiyin + 100 }), 'refused');
          await expectCheck(checkOf(), { ok: true });
        }),
        check('the payment: paid, and already-paid for the same charge again', async () => {
          await expectPaid(paidOf(charge), 'paid');
          await expectPaid(paidOf(charge), 'already-paid');
        }),
        check('the check of the paid order: paid-already', () =>
          expectCheck(checkOf(), { ok: false, reason: 'paid-already' }),
        ),
      ];
    },
  };
};
