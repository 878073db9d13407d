// @vitest-environment jsdom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY, fillContact, startCheckout } from './checkout-fixture';
import { settle } from '../../shared/lib/test/settle';
import { orderSubmitted } from './form-model';
import { $botMayWrite } from './write-access-model';

describe('order updates from the bot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  const placedAs = (orderId: number) =>
    vi.fn().mockResolvedValue({ orderId, customerId: 4, trackingKey: KEY });

  const orderOnce = async (orderId: number, values: Parameters<typeof startCheckout>[1] = {}) => {
    const { scope } = await startCheckout(placedAs(orderId), { tgId: 777, ...values });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    return scope;
  };

  it('asks once, after the first order, and records the answer with each order', async () => {
    const writeAccess = vi.fn(() => Promise.resolve(true));
    const recorded = vi.fn();
    const first = await orderOnce(5, { writeAccess, recordBotMayWrite: recorded });
    expect(writeAccess).toHaveBeenCalledTimes(1);
    expect(first.getState($botMayWrite)).toBe(true);
    // The next checkout of the same browser: remembered, not asked again.
    await orderOnce(6, { writeAccess, recordBotMayWrite: recorded });
    expect(writeAccess).toHaveBeenCalledTimes(1);
    expect(recorded).toHaveBeenNthCalledWith(1, { orderId: 5, allowed: true });
    expect(recorded).toHaveBeenNthCalledWith(2, { orderId: 6, allowed: true });
    expect(recorded).toHaveBeenCalledTimes(2);
  });

  it('never asks again after a refusal', async () => {
    const writeAccess = vi.fn(() => Promise.resolve(false));
    const recorded = vi.fn();
    await orderOnce(5, { writeAccess, recordBotMayWrite: recorded });
    await orderOnce(6, { writeAccess, recordBotMayWrite: recorded });
    expect(writeAccess).toHaveBeenCalledTimes(1);
    expect(recorded).toHaveBeenLastCalledWith({ orderId: 6, allowed: false });
  });

  it('a client that gives no answer is asked again after the next order, and nothing is recorded', async () => {
    const writeAccess = vi.fn(() => Promise.resolve(null));
    const recorded = vi.fn();
    await orderOnce(5, { writeAccess, recordBotMayWrite: recorded });
    await orderOnce(6, { writeAccess, recordBotMayWrite: recorded });
    expect(writeAccess).toHaveBeenCalledTimes(2);
    expect(recorded).not.toHaveBeenCalled();
  });

  it('a web visitor is never asked', async () => {
    const writeAccess = vi.fn(() => Promise.resolve(true));
    const { scope } = await startCheckout(placedAs(5), { writeAccess });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(writeAccess).not.toHaveBeenCalled();
  });
});
