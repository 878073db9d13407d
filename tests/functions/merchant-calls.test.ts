import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clickPrepareCall, paymeCall } from '@pizza-order-app/contract/merchant-api';
import { json, send } from './backend-support';

/** The reference backend answers Payme and Click in the shapes and codes their calls define. */
describe('the merchant calls of the contract', () => {
  it('answers Payme’s refusals with the call’s answer schema and one of its codes', async () => {
    const request = { jsonrpc: '2.0', id: 1, method: 'CheckTransaction', params: { id: 'x' } };
    for (const init of [json('POST', request, {}), json('POST', 'not json', {})]) {
      const response = await send(paymeCall.path, init);
      expect(response.status).toBe(200);
      const answer = v.parse(paymeCall.response, await response.json());
      expect(paymeCall.refusals).toContain('error' in answer ? answer.error.code : 'no error');
    }
  });

  it('answers Click’s refusals with the call’s answer schema and one of its codes', async () => {
    const response = await send(clickPrepareCall.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ merchant_trans_id: '1' }).toString(),
    });
    expect(response.status).toBe(200);
    const answer = v.parse(clickPrepareCall.response, await response.json());
    expect(clickPrepareCall.refusals).toContain(answer.error);
  });
});
