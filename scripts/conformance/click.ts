import * as v from 'valibot';
import {
  clickCompleteCall,
  clickPrepareCall,
  clickSignedText,
  type ClickSignedFields,
} from '@pizza-order-app/contract/merchant-api';
import type { Calls, Capability } from './kit';
import { check, needs, placeOnlineOrder, type Fixture, type Found } from './test-data';

/**
 * Click's Shop API on the chain's backend, as Click calls it (docs/api.md, "Click Shop API"):
 * Prepare and Complete, signed, each refusal with the error of Click's table, each repeat
 * answered as the first.
 */

const ClickAnswerSchema = v.object({
  error: v.number(),
  error_note: v.string(),
  merchant_prepare_id: v.optional(v.union([v.number(), v.string()])),
  merchant_confirm_id: v.optional(v.union([v.number(), v.string()])),
});
type ClickAnswer = v.InferOutput<typeof ClickAnswerSchema>;

/** Click's transaction ids: digits of its own, one per payment. */
const clickTransactionId = () => String(9_000_000_000 + Math.floor(Math.random() * 999_999_999));

export const clickCapability = (found: Found, fixture: Fixture): Capability => {
  let order: { orderId: number; amount: string } | undefined;
  const transaction = clickTransactionId();
  let prepareId: string | undefined;
  return {
    name: 'click',
    apis: ['main', 'click'],
    checks: (calls: Calls) => {
      const secret = calls.secret('click') ?? '';
      const serviceId = calls.clickServiceId ?? '';
      /** One call as Click makes it: the fields, signed (or signed wrong), form-encoded. */
      const send = async (
        action: '0' | '1',
        fields: Partial<ClickSignedFields> & { merchant_trans_id: string; amount: string },
        { signWith = secret, error = '0' }: { signWith?: string; error?: string } = {},
      ) => {
        const signed: ClickSignedFields = {
          click_trans_id: transaction,
          service_id: serviceId,
          action,
          sign_time: new Date().toISOString().slice(0, 19).replace('T', ' '),
          ...fields,
        };
        const form = new URLSearchParams({
          ...Object.fromEntries(
            Object.entries(signed).filter((entry): entry is [string, string] => !!entry[1]),
          ),
          click_paydoc_id: transaction,
          error,
          error_note: error === '0' ? 'Success' : 'Payment failed',
          sign_string: await needs(calls.md5Hex, 'MD5')(clickSignedText(signWith, signed)),
        });
        const answer = await calls.post(
          'main',
          action === '0' ? clickPrepareCall.path : clickCompleteCall.path,
          form,
        );
        const parsed = v.safeParse(ClickAnswerSchema, answer.body);
        if (answer.status !== 200 || !parsed.success)
          throw calls.wrong(answer, 'Click is answered HTTP 200 with JSON: error and error_note');
        return { answer, click: parsed.output };
      };
      const expect = async (
        call: ReturnType<typeof send>,
        error: number,
        holds: (click: ClickAnswer) => string | null = () => null,
      ) => {
        const { answer, click } = await call;
        const problem = click.error === error ? holds(click) : `error ${click.error}, not ${error}`;
        if (problem) throw calls.wrong(answer, problem);
        return click;
      };
      const ours = () => {
        const { orderId, amount } = needs(order, 'Click order');
        return { merchant_trans_id: String(orderId), amount };
      };

      return [
        check('POST /api/payments/click/prepare refuses a wrong signature with -1', async () => {
          const fields = { merchant_trans_id: '1', amount: '1000' };
          calls.mustBeThere(
            await calls.post('main', clickPrepareCall.path, new URLSearchParams(fields)),
            `POST ${clickPrepareCall.path}`,
          );
          await expect(send('0', fields, { signWith: 'not-the-key' }), -1);
        }),
        check('an order paid with Click hands over its payment', async () => {
          const { orderId, total } = await placeOnlineOrder(calls, found, fixture, 'click');
          order = { orderId, amount: `${total}.00` };
        }),
        check('Prepare of an unknown order: -5', () =>
          expect(send('0', { ...ours(), merchant_trans_id: '2147483000' }), -5),
        ),
        check('Prepare of another amount: -2', () =>
          expect(send('0', { ...ours(), amount: '1.00' }), -2),
        ),
        check('Prepare: 0, and the same prepare id again', async () => {
          const prepared = await expect(send('0', ours()), 0, ({ merchant_prepare_id }) =>
            merchant_prepare_id === undefined ? 'no merchant_prepare_id' : null,
          );
          prepareId = String(prepared.merchant_prepare_id);
          await expect(send('0', ours()), 0, ({ merchant_prepare_id }) =>
            String(merchant_prepare_id) === prepareId
              ? null
              : 'a second Prepare answers another merchant_prepare_id',
          );
        }),
        check('Complete of an unknown prepare id: -6', () =>
          expect(send('1', { ...ours(), merchant_prepare_id: '2147483000' }), -6),
        ),
        check('Complete: 0 (paid), then -4 for the same again', async () => {
          const fields = { ...ours(), merchant_prepare_id: needs(prepareId, 'prepare id') };
          await expect(send('1', fields), 0, ({ merchant_confirm_id }) =>
            merchant_confirm_id === undefined ? 'no merchant_confirm_id' : null,
          );
          await expect(send('1', fields), -4);
        }),
        check('Prepare of the paid order: -4', () => expect(send('0', ours()), -4)),
      ];
    },
  };
};
