import { describe, expect, it } from 'vitest';
import { EXTENSIONS } from './capabilities';
import { offlineMethodsTaken } from './payment-rescue';
import { paymentMethodsOffered, takesPaymentMethod } from './payments';

describe('the methods a restaurant takes', () => {
  it('are those its list names; a restaurant naming none takes cash only', () => {
    expect(takesPaymentMethod(undefined, 'cash')).toBe(true);
    expect(takesPaymentMethod(undefined, 'card')).toBe(false);
    expect(takesPaymentMethod(undefined, 'click')).toBe(false);
    expect(takesPaymentMethod(['cash', 'payme'], 'payme')).toBe(true);
    expect(takesPaymentMethod(['cash', 'payme'], 'click')).toBe(false);
  });

  it('offered at checkout, are the channel’s methods the restaurant takes', () => {
    const every = ['cash', 'card', 'payme', 'click', 'telegram'] as const;
    expect(paymentMethodsOffered('web', every, EXTENSIONS)).toEqual([
      'cash',
      'card',
      'payme',
      'click',
    ]);
    expect(paymentMethodsOffered('telegram', every, EXTENSIONS)).toEqual([
      'cash',
      'card',
      'telegram',
    ]);
    expect(paymentMethodsOffered('web', ['cash', 'card', 'payme', 'telegram'], EXTENSIONS)).toEqual(
      ['cash', 'card', 'payme'],
    );
    expect(paymentMethodsOffered('telegram', ['cash', 'payme'], EXTENSIONS)).toEqual(['cash']);
  });

  it('offered at checkout, are online only where the backend announces the method', () => {
    const every = ['cash', 'card', 'payme', 'click', 'telegram'] as const;
    expect(paymentMethodsOffered('web', every, ['click'])).toEqual(['cash', 'card', 'click']);
    expect(paymentMethodsOffered('telegram', every, [])).toEqual(['cash', 'card']);
    expect(paymentMethodsOffered('telegram', every, ['telegram-payments'])).toEqual([
      'cash',
      'card',
      'telegram',
    ]);
    // A backend of the core only: no methods named, none announced.
    expect(paymentMethodsOffered('web', undefined, [])).toEqual(['cash']);
    expect(paymentMethodsOffered('web', undefined, EXTENSIONS)).toEqual(['cash']);
  });

  it('to switch an unpaid order to, are the ones paid on receipt the restaurant takes', () => {
    expect(offlineMethodsTaken(undefined)).toEqual(['cash']);
    expect(offlineMethodsTaken(['cash', 'card', 'payme'])).toEqual(['cash', 'card']);
    expect(offlineMethodsTaken(['card', 'payme'])).toEqual(['card']);
  });
});
