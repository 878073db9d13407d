import * as v from 'valibot';
import { paymeCall } from '@pizza-order-app/contract/merchant-api';
import type { Calls, Capability } from './kit';
import { check, needs, placeOnlineOrder, type Fixture, type Found } from './test-data';

/**
 * Payme's Merchant API on the chain's backend, as Payme's sandbox checklist calls it
 * (docs/api.md, "Payme Merchant API"): the credentials, CheckPerformTransaction's refusals and
 * consent, one pending transaction per order, perform and cancel, each idempotent.
 */

const RpcAnswerSchema = v.object({
  id: v.unknown(),
  result: v.optional(v.record(v.string(), v.unknown())),
  error: v.optional(
    v.object({
      code: v.number(),
      message: v.object({ ru: v.string(), uz: v.string(), en: v.string() }),
    }),
  ),
});
type RpcAnswer = v.InferOutput<typeof RpcAnswerSchema>;

const RPC_ID = 42;
/** Payme's ids are its own: 24 hexadecimal digits. */
const transactionId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
/** Payme's codes for an account it cannot pay: -31050 to -31099. */
const ACCOUNT_ERRORS = Array.from({ length: 50 }, (_, index) => -31050 - index);

export const paymeCapability = (found: Found, fixture: Fixture): Capability => {
  let order: { orderId: number; tiyin: number } | undefined;
  const first = transactionId();
  const createTime = Date.now();
  return {
    name: 'payme',
    apis: ['main', 'payme'],
    checks: (calls: Calls) => {
      /** A call as Payme makes it: with the merchant key, another key, or none (null). */
      const rpc = async (
        method: string,
        params: unknown,
        key: string | null = calls.secret('payme') ?? null,
      ) => {
        const answer = await calls.post(
          'main',
          paymeCall.path,
          { jsonrpc: '2.0', id: RPC_ID, method, params },
          key === null ? {} : { Authorization: `Basic ${btoa(`Paycom:${key}`)}` },
        );
        const parsed = v.safeParse(RpcAnswerSchema, answer.body);
        if (answer.status !== 200 || !parsed.success || parsed.output.id !== RPC_ID)
          throw calls.wrong(
            answer,
            'Payme is answered HTTP 200 with JSON-RPC: the same id, a result or an error with its message in ru, uz and en',
          );
        return { answer, rpc: parsed.output };
      };
      const expectError = async (
        method: string,
        params: unknown,
        codes: readonly number[],
        key?: string | null,
      ) => {
        const { answer, rpc: reply } = await rpc(method, params, key);
        if (!reply.error || !codes.includes(reply.error.code))
          throw calls.wrong(
            answer,
            `expected error ${codes.length > 2 ? `${codes[0]}…${codes.at(-1)}` : codes.join(' or ')}`,
          );
      };
      const expectResult = async (
        method: string,
        params: unknown,
        holds: (result: NonNullable<RpcAnswer['result']>) => string | null,
      ) => {
        const { answer, rpc: reply } = await rpc(method, params);
        const problem = reply.result ? holds(reply.result) : 'an error instead of a result';
        if (problem) throw calls.wrong(answer, problem);
        return reply.result as NonNullable<RpcAnswer['result']>;
      };
      const account = () => ({ order_id: String(needs(order, 'Payme order').orderId) });
      const stateIs =
        (state: number) =>
        (result: Record<string, unknown>): string | null =>
          result.state === state ? null : `state ${String(result.state)}, not ${state}`;

      return [
        check('POST /api/payments/payme refuses other credentials with -32504', async () => {
          const params = { amount: 100, account: { order_id: '1' } };
          const request = { jsonrpc: '2.0', id: RPC_ID, method: 'CheckPerformTransaction', params };
          calls.mustBeThere(
            await calls.post('main', paymeCall.path, request),
            `POST ${paymeCall.path}`,
          );
          for (const key of [null, 'not-the-key'])
            await expectError('CheckPerformTransaction', params, [-32504], key);
        }),
        check('an order paid with Payme hands over its payment', async () => {
          const { orderId, total } = await placeOnlineOrder(calls, found, fixture, 'payme');
          order = { orderId, tiyin: total * 100 };
        }),
        check('CheckPerformTransaction of an unknown order: -31050…-31099', () =>
          expectError(
            'CheckPerformTransaction',
            { amount: needs(order, 'Payme order').tiyin, account: { order_id: '2147483000' } },
            ACCOUNT_ERRORS,
          ),
        ),
        check('CheckPerformTransaction of another amount: -31001', async () => {
          const { tiyin } = needs(order, 'Payme order');
          for (const amount of [tiyin / 100, tiyin + 1])
            await expectError('CheckPerformTransaction', { amount, account: account() }, [-31001]);
        }),
        check('CheckPerformTransaction of the total in tiyin: allowed', async () => {
          await expectResult(
            'CheckPerformTransaction',
            { amount: needs(order, 'Payme order').tiyin, account: account() },
            (result) => (result.allow === true ? null : 'not allowed'),
          );
        }),
        check('CreateTransaction: created, and the same again for its id', async () => {
          const params = {
            id: first,
            time: createTime,
            amount: needs(order, 'Payme order').tiyin,
            account: account(),
          };
          const created = await expectResult('CreateTransaction', params, stateIs(1));
          await expectResult('CreateTransaction', params, (again) =>
            again.create_time === created.create_time && again.transaction === created.transaction
              ? null
              : 'a second answer for the same id differs from the first',
          );
        }),
        check('CreateTransaction of a second id while one waits: -31008', () =>
          expectError(
            'CreateTransaction',
            {
              id: transactionId(),
              time: Date.now(),
              amount: needs(order, 'Payme order').tiyin,
              account: account(),
            },
            [-31008],
          ),
        ),
        check('PerformTransaction: performed, and the same again', async () => {
          const performed = await expectResult('PerformTransaction', { id: first }, stateIs(2));
          await expectResult('PerformTransaction', { id: first }, (again) =>
            again.perform_time === performed.perform_time
              ? null
              : 'performed twice: a second perform_time',
          );
        }),
        check('CheckTransaction of the performed one, and -31003 for an unknown id', async () => {
          await expectResult('CheckTransaction', { id: first }, stateIs(2));
          await expectError('CheckTransaction', { id: transactionId() }, [-31003]);
        }),
        check('CheckPerformTransaction of the paid order: -31050…-31099', () =>
          expectError(
            'CheckPerformTransaction',
            { amount: needs(order, 'Payme order').tiyin, account: account() },
            ACCOUNT_ERRORS,
          ),
        ),
      ];
    },
  };
};
