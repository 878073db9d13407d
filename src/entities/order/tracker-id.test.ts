import { describe, expect, it } from 'vitest';
import { parseTrackerRouteId, trackerRouteId } from './tracker-id';

const KEY = 'Ab-_0123456789abcdefXY';

describe('tracker route ids', () => {
  it('round-trips an order id and its tracking key, dashes in the key included', () => {
    const id = trackerRouteId({ orderId: 26, trackingKey: KEY });
    expect(id).toBe(`26-${KEY}`);
    expect(parseTrackerRouteId(id)).toEqual({ orderId: 26, trackingKey: KEY });
  });

  it('reads a bare order id as the owner’s link, without a key', () => {
    expect(parseTrackerRouteId('26')).toEqual({ orderId: 26 });
  });

  it.each(['abc', '0-' + KEY, '26-short', `26-${KEY}x`, `-${KEY}`, '26-', '1e3'])(
    'refuses %s',
    (id) => {
      expect(parseTrackerRouteId(id)).toBeNull();
    },
  );
});
