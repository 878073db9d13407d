import { describe, expect, it } from 'vitest';
import { offlineMethodsTaken } from './payment-rescue';
import { paymentMethodsOffered, takesPaymentMethod } from './payments';

describe('the methods a restaurant takes', () => {
  it('are those its list names; a restaurant naming none takes every one', () => {
    expect(takesPaymentMethod(undefined, 'click')).toBe(true);
    expect(takesPaymentMethod(['cash', 'payme'], 'payme')).toBe(true);
    expect(takesPaymentMethod(['cash', 'payme'], 'click')).toBe(false);
  });

  it('offered at checkout, are the channel’s methods the restaurant takes', () => {
    expect(paymentMethodsOffered('web', undefined)).toEqual(['cash', 'card', 'payme', 'click']);
    expect(paymentMethodsOffered('telegram', undefined)).toEqual(['cash', 'card', 'telegram']);
    expect(paymentMethodsOffered('web', ['cash', 'card', 'payme', 'telegram'])).toEqual([
      'cash',
      'card',
      'payme',
    ]);
    expect(paymentMethodsOffered('telegram', ['cash', 'payme'])).toEqual(['cash']);
  });

  it('to switch an unpaid order to, are the ones paid on receipt the restaurant takes', () => {
    expect(offlineMethodsTaken(undefined)).toEqual(['cash', 'card']);
    expect(offlineMethodsTaken(['card', 'payme'])).toEqual(['card']);
  });
});
